// The camera page (docs/spec/account-checklist.md §2 item 2): the live front camera with the oval
// face outline, two instruction lines for the capture at hand (first photo,
// liveness, with glasses), the live hint, and the round shutter. While a
// photo is analysed the camera keeps running under the analysis panel, so the
// next capture the server asks for is taken on the same page.
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';
import { useErrorText } from '../../../lib/error-text';
import { useFaceHints } from '../hooks/use-face-hints';
import type { UploadStatus } from '../stores/face-upload';
import type { CaptureStep } from '../utils/face-outcome';
import { AnalysisPanel } from './analysis-panel';
import styles from './face.module.css';
import { useCameraPreview } from '../../../components/face-capture/use-camera-preview';
import { useShutter } from '../../../components/face-capture/use-shutter';

export type CaptureKind = 'first' | 'liveness' | 'glasses';

export function captureKind(capture: CaptureStep): CaptureKind {
  if (capture.step === 2) return 'liveness';
  return capture.usesGlasses ? 'glasses' : 'first';
}

/** Photo 1 and 2 without glasses, 3 and 4 with them. */
export function captureNumber(capture: CaptureStep): number {
  return (capture.usesGlasses ? 2 : 0) + capture.step;
}

export const isUploading = (status: UploadStatus) =>
  status === 'STARTED' || status === 'PROCESSING_IMAGE';

export function FaceCamera({
  stream,
  capture,
  uploadStatus,
  retakeCode,
  photos,
  onPhoto,
  onClose,
}: {
  stream: MediaStream;
  capture: CaptureStep;
  /** Photos in all ("Foto 3 de 4"). */
  photos: number;
  uploadStatus: UploadStatus;
  retakeCode: ErrorCode | null;
  onPhoto: (image: string, frames: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const video = useCameraPreview(stream);
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { bursting, take } = useShutter(video);
  const busy = isUploading(uploadStatus) || bursting;
  const hint = useFaceHints(video, ready && !busy);
  const retakeText = useErrorText(retakeCode);
  const kind = captureKind(capture);
  const number = captureNumber(capture);

  // Each new capture's instruction takes the focus, so it is read out.
  useEffect(() => {
    heading.current?.focus();
  }, [number]);

  // The liveness capture (step 2) takes a burst after the shutter (decision 038):
  // a face seen moving on its own can only help the check.
  const takePhoto = () => (busy ? Promise.resolve() : take(capture.step === 2, onPhoto));

  return (
    <main id="main" className={styles.camera}>
      <title>{t('face.camera.pageTitle')}</title>
      <video
        ref={video}
        className={styles.video}
        autoPlay
        playsInline
        muted
        aria-label={t('face.camera.videoLabel')}
        onLoadedData={() => setReady(true)}
      />
      <div className={styles.oval} data-ready={hint === 'OK'} aria-hidden="true" />

      <div className={styles.cameraTop}>
        <div className={styles.cameraBar}>
          <IconButton icon="back" label={t('face.camera.close')} onClick={onClose} />
          <span className={styles.cameraProgress}>
            {t('face.camera.progress', { current: number, total: photos })}
          </span>
          <span className={styles.cameraBarEnd} aria-hidden="true" />
        </div>
        <h1 ref={heading} tabIndex={-1} className={styles.cameraTitle}>
          {t(`face.camera.instructions.${kind}.line1`)}
        </h1>
        <p className={styles.cameraText}>{t(`face.camera.instructions.${kind}.line2`)}</p>
      </div>

      <div className={styles.cameraBottom}>
        <div role="alert">
          {retakeText && (
            <p className={styles.retake}>
              <strong>{t('face.camera.retakeTitle')}</strong>
              {retakeText}
            </p>
          )}
        </div>
        <p className={styles.hint} role="status" aria-live="polite">
          {bursting ? (
            <span className={styles.hintText}>{t('face.camera.burst')}</span>
          ) : (
            hint && (
              <span className={styles.hintText} data-hint={hint}>
                {t(`face.camera.hints.${hint}`)}
              </span>
            )
          )}
        </p>
        <button
          type="button"
          className={styles.shutter}
          aria-label={t('face.camera.shutter')}
          disabled={!ready || busy}
          onClick={() => void takePhoto()}
        />
      </div>

      {isUploading(uploadStatus) && <AnalysisPanel status={uploadStatus} overlay />}
    </main>
  );
}
