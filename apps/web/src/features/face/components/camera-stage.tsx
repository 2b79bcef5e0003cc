// The web camera from permission to photo: each permission screen, the wait
// for the camera to open, then the camera page.
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect } from 'react';
import { useCamera } from '../../../components/face-capture/use-camera';
import type { LivenessChallenge } from '../stores/face-capture-machine';
import type { UploadStatus } from '../stores/face-upload';
import type { CaptureStep } from '../utils/face-outcome';
import { CameraLoading, CameraOpening, CameraPermissionPage } from './camera-permission-pages';
import { CaptureFailed } from './capture-failed';
import { FaceCamera } from './face-camera';

export function CameraStage({
  cpf,
  capture,
  uploadStatus,
  retakeCode,
  photos,
  challenge,
  onPhoto,
  onTurnStarted,
  onAskChallenge,
  onBack,
}: {
  cpf: string | undefined;
  capture: CaptureStep;
  photos: number;
  uploadStatus: UploadStatus;
  retakeCode: ErrorCode | null;
  challenge: LivenessChallenge;
  onPhoto: (image: string, frames: string[]) => void;
  onTurnStarted: () => void;
  onAskChallenge: () => void;
  onBack: () => void;
}) {
  const { state, open } = useCamera();
  // Each permission screen is a new page for a screen reader (the camera page
  // moves the focus to its own instruction).
  useEffect(() => {
    if (state.view === 'loading' || state.view === 'live') return;
    document.querySelector<HTMLElement>('#main h1')?.focus();
  }, [state.view]);
  switch (state.view) {
    case 'loading':
      return <CameraLoading />;
    case 'prompt':
    case 'denied':
    case 'unsupported':
      return (
        <CameraPermissionPage page={state.view} cpf={cpf} onOpenCamera={open} onBack={onBack} />
      );
    case 'opening':
      return <CameraOpening cpf={cpf} onBack={onBack} />;
    case 'failed':
      return <CaptureFailed code="CAMERA_NOT_MOUNTED" cpf={cpf} onRetry={open} onBack={onBack} />;
    case 'live':
      return (
        <FaceCamera
          stream={state.stream}
          capture={capture}
          uploadStatus={uploadStatus}
          retakeCode={retakeCode}
          photos={photos}
          challenge={challenge}
          onPhoto={onPhoto}
          onTurnStarted={onTurnStarted}
          onAskChallenge={onAskChallenge}
          onClose={onBack}
        />
      );
  }
}
