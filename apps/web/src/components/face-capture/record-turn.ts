// The frames of a head turn (issue 28, decision 062), for the shop's till and
// the customer's enrolment alike: the first frame at once, while the customer
// still faces the camera, then one every CHALLENGE_FRAME_INTERVAL_MS, 640 px
// JPEGs as the burst's; all of them handed over after the last.
import {
  CHALLENGE_FRAME_INTERVAL_MS,
  isBurstFrameSizeValid,
} from '@rosto/contract/validators/face-image';
import type { RefObject } from 'react';
import { BURST_FRAME_HEIGHT } from './capture-burst';
import { captureFrame } from './capture-image';

/** Five frames over 1 s: the first facing, the last well into the turn. */
export const TURN_FRAMES = 5;

export interface TurnOptions {
  frames?: number;
  intervalMs?: number;
  userAgent?: string;
}

/**
 * Starts recording the turn from `video` (the first frame is taken before this
 * returns) and calls `onFrames` with the frames the browser could export once
 * the last is due. Answers a function that stops it: `onFrames` is then never called.
 */
export function recordTurn(
  video: RefObject<HTMLVideoElement | null>,
  onFrames: (frames: string[]) => void,
  {
    frames = TURN_FRAMES,
    intervalMs = CHALLENGE_FRAME_INTERVAL_MS,
    userAgent = navigator.userAgent,
  }: TurnOptions = {},
): () => void {
  const taken: string[] = [];
  const take = () => {
    const live = video.current;
    const frame = live
      ? captureFrame(live, userAgent, {
          height: BURST_FRAME_HEIGHT,
          isSizeValid: isBurstFrameSizeValid,
        })
      : null;
    if (frame) taken.push(frame);
  };
  take();
  let due = 1;
  const timer = setInterval(() => {
    take();
    due += 1;
    if (due < frames) return;
    clearInterval(timer);
    onFrames(taken);
  }, intervalMs);
  return () => clearInterval(timer);
}
