// The web camera from mount to unmount: the permission query (loading), the
// prompt/denied/unsupported pages, the wait for getUserMedia (opening) and
// the live stream, stopped when the screen goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CAMERA_CONSTRAINTS,
  hasCamera,
  permissionAfterStreamError,
  queryCameraPermission,
} from './camera-permission';

export type CameraState =
  | { view: 'loading' }
  | { view: 'prompt' }
  | { view: 'denied' }
  | { view: 'unsupported' }
  | { view: 'opening' }
  | { view: 'live'; stream: MediaStream }
  | { view: 'failed' };

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

// No logger in the project: warnings go to the console, as elsewhere.
function logCameraProblem(view: CameraState['view']) {
  if (view === 'denied') {
    console.warn('Camera: access denied; allow the camera for this site and reload the page');
  } else if (view === 'unsupported') {
    console.warn('Camera: not supported in this browser or device');
  }
}

export function useCamera(): { state: CameraState; open: () => void } {
  const [state, setState] = useState<CameraState>(() =>
    hasCamera(navigator) ? { view: 'loading' } : { view: 'unsupported' },
  );
  const stream = useRef<MediaStream | null>(null);
  const mounted = useRef(true);

  const show = useCallback((next: CameraState) => {
    if (!mounted.current) return;
    logCameraProblem(next.view);
    setState(next);
  }, []);

  const open = useCallback(() => {
    if (!hasCamera(navigator)) {
      show({ view: 'unsupported' });
      return;
    }
    show({ view: 'opening' });
    navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS).then(
      (opened) => {
        if (!mounted.current) {
          stopStream(opened);
          return;
        }
        stopStream(stream.current);
        stream.current = opened;
        show({ view: 'live', stream: opened });
      },
      (error: unknown) => {
        console.warn('Camera: could not open', error);
        show({ view: permissionAfterStreamError(error) });
      },
    );
  }, [show]);

  useEffect(() => {
    mounted.current = true;
    if (hasCamera(navigator)) {
      void queryCameraPermission(navigator).then((permission) => {
        if (permission === 'granted') open();
        else show({ view: permission });
      });
    } else {
      logCameraProblem('unsupported');
    }
    return () => {
      mounted.current = false;
      stopStream(stream.current);
      stream.current = null;
    };
  }, [open, show]);

  return { state, open };
}
