// The shutter of the customer's capture: the photo now, then where asked the
// burst of the next 0.8 s (decision 038) or the head turn's frames (decision
// 062, recorded as the till records them), with `recording` while they are
// taken so the screen can prompt and hold the button.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { captureBurst } from './capture-burst';
import { captureFrame } from './capture-image';
import { recordTurn } from './record-turn';

/** What follows the photo: nothing, the burst, or the head turn (the first frame at the shutter). */
export type AfterShutter = 'nothing' | 'burst' | 'turn';

export function useShutter(video: RefObject<HTMLVideoElement | null>) {
  const [recording, setRecording] = useState<'burst' | 'turn' | null>(null);
  const stopTurn = useRef<(() => void) | null>(null);
  useEffect(() => () => stopTurn.current?.(), []);

  /**
   * Takes the photo, then what `after` asks, then hands both over. `onShutter`
   * is called once the photo is taken, before the frames follow.
   */
  const take = async (
    after: AfterShutter,
    onPhoto: (image: string, frames: string[]) => void,
    onShutter?: () => void,
  ): Promise<void> => {
    if (!video.current || recording) return;
    const image = captureFrame(video.current);
    if (!image) return;
    onShutter?.();
    if (after === 'nothing') {
      onPhoto(image, []);
      return;
    }
    setRecording(after);
    try {
      const frames =
        after === 'burst'
          ? await captureBurst(video.current)
          : await new Promise<string[]>((resolve) => {
              stopTurn.current = recordTurn(video, resolve);
            });
      onPhoto(image, frames);
    } finally {
      stopTurn.current = null;
      setRecording(null);
    }
  };

  return { recording, take };
}
