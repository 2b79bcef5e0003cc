// The capture inside a host app that offers its face SDK or its camera: the
// host's own screen opens for each capture the server asks for; here the
// instruction, the retake message and a button to open it again.
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { StepLayout } from '../../../components/ui/step-layout';
import { useErrorText } from '../../../lib/error-text';
import type { UploadStatus } from '../stores/face-upload';
import type { CaptureStep } from '../utils/face-outcome';
import type { NativeCaptureMode } from '../utils/native-capture';
import { AnalysisPanel } from './analysis-panel';
import { FaceArt } from './face-art';
import { captureKind, captureNumber, isUploading } from './face-camera';
import styles from './face.module.css';

export function NativeCaptureStage({
  mode,
  capture,
  uploadStatus,
  retakeCode,
  onCapture,
  onBack,
}: {
  mode: NativeCaptureMode;
  capture: CaptureStep;
  uploadStatus: UploadStatus;
  retakeCode: ErrorCode | null;
  onCapture: (mode: NativeCaptureMode) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const retakeText = useErrorText(retakeCode);
  const number = captureNumber(capture);
  const kind = captureKind(capture);
  const capturing = useRef(onCapture);
  useEffect(() => {
    capturing.current = onCapture;
  });

  // The host's screen opens by itself for each capture (not again for a retake).
  useEffect(() => {
    capturing.current(mode);
  }, [mode, number]);

  if (isUploading(uploadStatus)) return <AnalysisPanel status={uploadStatus} overlay={false} />;

  return (
    <StepLayout
      pageTitle={t('face.camera.pageTitle')}
      title={t(`face.camera.instructions.${kind}.line1`)}
      subtitle={t(`face.camera.instructions.${kind}.line2`)}
      onBack={onBack}
    >
      <div className={styles.centred}>
        <FaceArt kind="camera" />
        <p className={styles.pageText}>{t('face.camera.nativeWaiting')}</p>
        <div role="alert">
          {retakeText && (
            <p className={styles.notice}>
              {t('face.camera.retakeTitle')}: {retakeText}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => onCapture(mode)}
          >
            {t('face.camera.shutter')}
          </button>
        </div>
      </div>
    </StepLayout>
  );
}
