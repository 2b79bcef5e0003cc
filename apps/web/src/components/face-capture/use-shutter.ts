// The shutter of both cameras (the customer's capture and the shop's terminal):
// the photo now, then, where asked, the burst of the next 0.8 s (decision 038),
// with `bursting` while it runs so the screen can prompt and hold the button.
import { type RefObject, useState } from 'react';
import { captureBurst } from './capture-burst';
import { captureFrame } from './capture-image';

export function useShutter(video: RefObject<HTMLVideoElement | null>) {
  const [bursting, setBursting] = useState(false);

  /** Takes the photo (and its burst when `withBurst`), then hands both over. */
  const take = async (
    withBurst: boolean,
    onPhoto: (image: string, frames: string[]) => void,
  ): Promise<void> => {
    if (!video.current || bursting) return;
    const image = captureFrame(video.current);
    if (!image) return;
    if (!withBurst) {
      onPhoto(image, []);
      return;
    }
    setBursting(true);
    try {
      onPhoto(image, await captureBurst(video.current));
    } finally {
      setBursting(false);
    }
  };

  return { bursting, take };
}
