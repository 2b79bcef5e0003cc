// Plays a camera stream in a <video> element (the customer's face capture and
// the shop's terminal show the same preview); answers the element's ref, from
// which a photo is taken.
import { useEffect, useRef } from 'react';

export function useCameraPreview(stream: MediaStream) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    // iOS plays inline only when muted and playsinline are set as attributes too.
    element.muted = true;
    element.setAttribute('playsinline', '');
    element.play().catch((error: unknown) => console.warn('Camera: preview did not start', error));
  }, [stream]);
  return video;
}
