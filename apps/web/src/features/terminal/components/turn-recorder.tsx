// The frames of the head turn (decision 062): the preview (a mirror, as the
// face step's), the first frame at once while the customer still faces the
// camera, then one every CHALLENGE_FRAME_INTERVAL_MS, 640 px JPEGs as the
// burst's; all of them handed over after the last.
import {
  CHALLENGE_FRAME_INTERVAL_MS,
  isBurstFrameSizeValid,
} from '@rosto/contract/validators/face-image';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BURST_FRAME_HEIGHT } from '../../../components/face-capture/capture-burst';
import { captureFrame } from '../../../components/face-capture/capture-image';
import { useCameraPreview } from '../../../components/face-capture/use-camera-preview';
import styles from './terminal.module.css';

/** Five frames, 1 s: the first facing, the last well into the turn. */
export const CHALLENGE_FRAMES = 5;

export function TurnRecorder({
  stream,
  onFrames,
}: {
  stream: MediaStream;
  onFrames: (frames: string[]) => void;
}) {
  const { t } = useTranslation();
  const video = useCameraPreview(stream);
  const [ready, setReady] = useState(false);
  const done = useRef(onFrames);
  useEffect(() => {
    done.current = onFrames;
  });
  useEffect(() => {
    if (!ready) return;
    const frames: string[] = [];
    const take = () => {
      const live = video.current;
      const frame = live
        ? captureFrame(live, navigator.userAgent, {
            height: BURST_FRAME_HEIGHT,
            isSizeValid: isBurstFrameSizeValid,
          })
        : null;
      if (frame) frames.push(frame);
    };
    take();
    let taken = 1;
    const timer = setInterval(() => {
      take();
      taken += 1;
      if (taken < CHALLENGE_FRAMES) return;
      clearInterval(timer);
      done.current(frames);
    }, CHALLENGE_FRAME_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [ready, video]);
  return (
    <div className={styles.camera}>
      <video
        ref={video}
        className={styles.video}
        autoPlay
        playsInline
        muted
        aria-label={t('terminal.face.videoLabel')}
        onLoadedData={() => setReady(true)}
      />
    </div>
  );
}
