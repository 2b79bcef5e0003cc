// The burst taken before the shutter (decision 058), for the shop's till:
// while the camera is live, the last BURST_MAX_FRAMES small frames, one every
// BURST_INTERVAL_MS, so that the photo and its burst leave at the shutter
// instead of 0.8 s later. The frames show the same standing customer either
// side of the shutter; the server compares each with the photo (decision 038)
// and leaves out any that is not the same person.
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { BURST_MAX_FRAMES, isBurstFrameSizeValid } from '@rosto/contract/validators/face-image';
import { BURST_FRAME_HEIGHT, BURST_INTERVAL_MS } from './capture-burst';
import { captureFrame } from './capture-image';

/**
 * Keeps the recent frames while `active`; forgets them when it stops (a
 * photo being matched, or a new customer next), so a burst never mixes two
 * moments. Answers a function giving the frames kept, oldest first.
 */
export function useRecentFrames(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  intervalMs = BURST_INTERVAL_MS,
): () => string[] {
  const frames = useRef<string[]>([]);
  useEffect(() => {
    frames.current = [];
    if (!active) return;
    const timer = setInterval(() => {
      if (!video.current) return;
      const frame = captureFrame(video.current, navigator.userAgent, {
        height: BURST_FRAME_HEIGHT,
        isSizeValid: isBurstFrameSizeValid,
      });
      if (!frame) return;
      frames.current = [...frames.current, frame].slice(-BURST_MAX_FRAMES);
      // How many are kept, on the video itself (no render): the end-to-end tests wait on it.
      video.current.dataset.burstFrames = String(frames.current.length);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, video]);
  return useCallback(() => [...frames.current], []);
}
