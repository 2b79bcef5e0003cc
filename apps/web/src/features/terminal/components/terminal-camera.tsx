// The terminal's camera, on the customer app's capture pieces (the camera
// hook, its permission states and the shutter's JPEG export): the live view
// with an oval, the shutter, and while the photo is matched a panel over it
// with the camera still running, so a second photo needs no new permission.
// A burst of small frames (decision 038) goes with the photo: it lets a
// customer whose face moves pay without the PIN. The till takes it in the
// 0.8 s before the shutter (decision 058), so nothing waits after the press.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCamera } from '../../../components/face-capture/use-camera';
import { Spinner } from '../../../components/ui/spinner';
import styles from './terminal.module.css';
import { useCameraPreview } from '../../../components/face-capture/use-camera-preview';
import { CAPTURE_HEIGHT, captureFrame } from '../../../components/face-capture/capture-image';
import { useRecentFrames } from '../../../components/face-capture/use-recent-frames';

function LiveCamera({
  stream,
  busy,
  busyLabel,
  onPhoto,
}: {
  stream: MediaStream;
  busy: boolean;
  busyLabel: string;
  onPhoto: (image: string, frames: string[]) => void;
}) {
  const { t } = useTranslation();
  const video = useCameraPreview(stream);
  const [ready, setReady] = useState(false);
  const recentFrames = useRecentFrames(video, ready && !busy);
  const takePhoto = () => {
    const live = video.current;
    if (busy || !live) return;
    // The camera's own height up to the photo's 1280 px: scaling a 720 px
    // webcam up costs the till time and bytes and tells the engine nothing.
    const image = captureFrame(live, navigator.userAgent, {
      height: Math.min(live.videoHeight || CAPTURE_HEIGHT, CAPTURE_HEIGHT),
    });
    if (image) onPhoto(image, recentFrames());
  };

  return (
    <>
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
        <div className={styles.oval} aria-hidden="true" />
        {ready && !busy && (
          // The frames before the shutter are the burst: a blink in them helps.
          <p className={styles.burstPrompt}>{t('terminal.face.burst')}</p>
        )}
        {busy && (
          <div className={styles.overlay}>
            <Spinner label={busyLabel} />
            <span aria-hidden="true">{busyLabel}</span>
          </div>
        )}
      </div>
      <button
        type="button"
        className={`button button--primary button--block ${styles.big}`}
        disabled={!ready || busy}
        onClick={takePhoto}
      >
        {t('terminal.face.shutter')}
      </button>
    </>
  );
}

export function TerminalCamera({
  busy,
  busyLabel,
  onPhoto,
}: {
  busy: boolean;
  busyLabel: string;
  onPhoto: (image: string, frames: string[]) => void;
}) {
  const { t } = useTranslation();
  const { state, open } = useCamera();
  switch (state.view) {
    case 'loading':
    case 'opening':
      return (
        <div className={styles.cameraMessage}>
          <Spinner label={t('terminal.face.opening')} />
        </div>
      );
    case 'prompt':
      return (
        <div className={styles.cameraMessage}>
          <p>{t('terminal.face.prompt')}</p>
          <button type="button" className="button button--primary" onClick={open}>
            {t('terminal.face.allow')}
          </button>
        </div>
      );
    case 'denied':
    case 'unsupported':
      return (
        <div className={styles.cameraMessage} role="alert">
          <p>{t(`terminal.face.${state.view}`)}</p>
        </div>
      );
    case 'failed':
      return (
        <div className={styles.cameraMessage} role="alert">
          <p>{t('terminal.face.failed')}</p>
          <button type="button" className="button button--primary" onClick={open}>
            {t('terminal.face.tryAgain')}
          </button>
        </div>
      );
    case 'live':
      return (
        <LiveCamera stream={state.stream} busy={busy} busyLabel={busyLabel} onPhoto={onPhoto} />
      );
  }
}
