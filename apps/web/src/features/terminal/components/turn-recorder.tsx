// The frames of the head turn at the till (decision 062): the preview (a
// mirror, as the face step's) and, once it plays, the turn recorded as the
// customer's enrolment records it (components/face-capture/record-turn.ts).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { recordTurn } from '../../../components/face-capture/record-turn';
import { useCameraPreview } from '../../../components/face-capture/use-camera-preview';
import styles from './terminal.module.css';

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
    return recordTurn(video, (frames) => done.current(frames));
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
