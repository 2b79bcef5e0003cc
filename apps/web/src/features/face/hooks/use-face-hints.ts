// Live hints for the camera page: loads the face detector on first use (its
// own chunk, models included) and looks at a frame a few times a second. If
// the detector cannot load or fails, there are simply no hints: the capture
// never depends on it.
import { useEffect, useState, type RefObject } from 'react';
import { faceHint, initialHintSmoothing, smoothHint, type FaceHint } from '../utils/face-hints';

/** Time between two looks; detection itself takes tens of milliseconds on a phone. */
export const HINT_INTERVAL_MS = 350;

export function useFaceHints(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
): FaceHint | null {
  const [hint, setHint] = useState<FaceHint | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let smoothing = initialHintSmoothing;

    import('../utils/face-detector')
      .then((module) => module.loadFaceDetector())
      .then((detector) => {
        const look = async () => {
          if (stopped) return;
          let took = 0;
          if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
            const started = performance.now();
            smoothing = smoothHint(smoothing, faceHint(await detector.detect(video)));
            took = performance.now() - started;
            if (stopped) return;
            setHint(smoothing.shown);
          }
          // Without WebGL a look can take a few hundred milliseconds: the page
          // (and the shutter) keep at least half of the main thread.
          const pause = Math.max(HINT_INTERVAL_MS, took * 2);
          timer = setTimeout(() => void look().catch(stop), pause);
        };
        const stop = (error: unknown) => {
          console.warn('Face hints: detection stopped', error);
          stopped = true;
        };
        void look().catch(stop);
      })
      .catch((error: unknown) => {
        console.warn('Face hints: detector unavailable, capturing without hints', error);
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [videoRef, enabled]);

  return enabled ? hint : null;
}
