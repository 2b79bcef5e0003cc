// The burst after the shutter (decision 038): a few small frames of the same
// capture over about a second, so the server can see the face move on its own
// (a blink, a small turn) as a print or a screen cannot. Only their landmarks
// are read, so 640 px frames are plenty and keep the upload small.
import { BURST_MAX_FRAMES, isBurstFrameSizeValid } from '@rosto/contract/validators/face-image';
import { captureFrame } from './capture-image';

export const BURST_FRAME_HEIGHT = 640;
/** Between two frames: the burst lasts BURST_MAX_FRAMES × this (0.8 s). */
export const BURST_INTERVAL_MS = 200;

export interface BurstOptions {
  frames?: number;
  intervalMs?: number;
  /** Waits `ms` (tests pass a fake). */
  wait?: (ms: number) => Promise<void>;
  userAgent?: string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `frames` frames of the video, one every `intervalMs`, starting one interval
 * after the call; frames the browser could not export are left out.
 */
export async function captureBurst(
  video: HTMLVideoElement,
  {
    frames = BURST_MAX_FRAMES,
    intervalMs = BURST_INTERVAL_MS,
    wait = pause,
    userAgent = navigator.userAgent,
  }: BurstOptions = {},
): Promise<string[]> {
  const taken: string[] = [];
  for (let i = 0; i < frames; i += 1) {
    await wait(intervalMs);
    const frame = captureFrame(video, userAgent, {
      height: BURST_FRAME_HEIGHT,
      isSizeValid: isBurstFrameSizeValid,
    });
    if (frame) taken.push(frame);
  }
  return taken;
}
