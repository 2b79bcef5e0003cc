// /register/face (docs/spec/account-checklist.md §2 "Face capture"): after the registration, or
// from the profile (?origem=perfil or navigation state). One screen per phase
// of the capture flow; each new phase moves the focus to its heading. An
// enrolled face is first confirmed on /perfil/trocar-rosto (decision 023).
import '../../../lib/locales/face';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Modal, modalStyles } from '../../../components/ui/modal';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/use-logout';
import { useProfile } from '../../../lib/user-profile';
import { useFaceStepUpStatus } from '../api/face-step-up';
import { CameraStage } from '../components/camera-stage';
import { CaptureFailed } from '../components/capture-failed';
import { CaptureUnavailable } from '../components/capture-unavailable';
import { FaceInstructions } from '../components/face-instructions';
import { NativeCaptureStage } from '../components/native-capture-stage';
import { ProfileCaptureError, ProfileCaptureSuccess } from '../components/profile-outcome';
import { useFaceCaptureFlow } from '../hooks/use-face-capture-flow';
import { clearFaceFlow, rememberRegisterIntention, useFaceFlow } from '../stores/face-store';
import { faceOrigin } from '../utils/face-outcome';

/** The face step's place in the registration's count ("Etapa 9 de 9"), handed over with it. */
function registrationProgressOf(state: unknown): { current: number; total: number } | null {
  const progress = (state as { progress?: { current?: unknown; total?: unknown } } | null)
    ?.progress;
  const { current, total } = progress ?? {};
  return Number.isInteger(current) &&
    Number.isInteger(total) &&
    (current as number) >= 1 &&
    (current as number) <= (total as number)
    ? { current: current as number, total: total as number }
    : null;
}

/** The intention the registration's success step hands over in the navigation state. */
function registerIntentionOf(state: unknown): string | null {
  const handedOver = (state as { registerIntentionId?: unknown } | null)?.registerIntentionId;
  return typeof handedOver === 'string' && handedOver ? handedOver : null;
}

function AbandonDialog({ onKeep, onLeave }: { onKeep: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal role="alertdialog" title={t('face.abandon.title')} onClose={onKeep}>
      <p className={modalStyles.text}>{t('face.abandon.text')}</p>
      <div className={modalStyles.actions}>
        <button type="button" className="button button--primary button--block" onClick={onKeep}>
          {t('face.abandon.keep')}
        </button>
        <button type="button" className="button button--ghost button--block" onClick={onLeave}>
          {t('face.abandon.confirm')}
        </button>
      </div>
    </Modal>
  );
}

export function RegisterFaceRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [origin] = useState(() => faceOrigin(new URLSearchParams(location.search), location.state));
  const [progress] = useState(() => registrationProgressOf(location.state));
  // Kept with the capture's outcome (docs/spec/account-checklist.md §4), so a reload still knows
  // it.
  useState(() => rememberRegisterIntention(registerIntentionOf(location.state)));
  const { data: profile } = useProfile();
  const stored = useFaceFlow();
  const flow = useFaceCaptureFlow(origin);
  const stepUp = useFaceStepUpStatus();
  const [confirmAbandon, setConfirmAbandon] = useState(false);
  const [wearsGlasses, setWearsGlasses] = useState<boolean | null>(null);
  const cpf = profile?.cpf;

  // A new phase (or capture) is a new screen: its heading takes the focus.
  const phaseKey = `${flow.phase.name}-${flow.capture.step}-${String(flow.capture.usesGlasses)}`;
  const firstPhase = useRef(true);
  useEffect(() => {
    if (firstPhase.current) {
      firstPhase.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading?.focus();
  }, [phaseKey]);

  const backToProfile = () => void navigate(paths.profile.getHref(), { replace: true });
  const abandon = () => {
    // The logout also ends the registration in progress (its store forgets it).
    clearFaceFlow();
    logout();
  };

  const { phase } = flow;
  switch (phase.name) {
    case 'instructions':
      // An enrolled face is replaced only after a step-up (decision 023). If
      // the status cannot be read the capture goes on: its calls enforce the
      // rule anyway, and their FACE_STEP_UP_REQUIRED leads to the step-up.
      if (!stepUp.status && !stepUp.failed) {
        return <FullScreenLoader label={t('common.loading')} />;
      }
      if (stepUp.status?.required) return <Navigate to={paths.faceStepUp.getHref()} replace />;
      return (
        <>
          <FaceInstructions
            cpf={cpf}
            progress={progress}
            initialWearsGlasses={wearsGlasses}
            initialConsent={flow.consentGiven}
            starting={flow.starting}
            error={flow.instructionsError}
            onStart={(answer) => {
              setWearsGlasses(answer);
              flow.start(answer);
            }}
            onBack={origin === 'profile' ? backToProfile : () => setConfirmAbandon(true)}
          />
          {confirmAbandon && (
            <AbandonDialog onKeep={() => setConfirmAbandon(false)} onLeave={abandon} />
          )}
        </>
      );
    case 'camera':
      return (
        <CameraStage
          cpf={cpf}
          capture={flow.capture}
          uploadStatus={flow.upload.status}
          retakeCode={flow.retakeCode}
          photos={flow.photos}
          challenge={flow.challenge}
          onPhoto={flow.sendPhoto}
          onTurnStarted={flow.startTurn}
          onAskChallenge={flow.askChallenge}
          onBack={flow.backToInstructions}
        />
      );
    case 'native':
      return (
        <NativeCaptureStage
          mode={phase.mode}
          capture={flow.capture}
          uploadStatus={flow.upload.status}
          retakeCode={flow.retakeCode}
          onCapture={flow.captureNative}
          onBack={flow.backToInstructions}
        />
      );
    case 'unavailable':
      return <CaptureUnavailable onBack={flow.backToInstructions} />;
    case 'failed':
      return (
        <CaptureFailed
          code={phase.code}
          cpf={cpf}
          onRetry={flow.retry}
          onBack={flow.backToInstructions}
        />
      );
    case 'profile-success':
      return <ProfileCaptureSuccess />;
    case 'profile-error':
      return (
        <ProfileCaptureError
          code={phase.code}
          blockedDays={stored.blockedDays}
          onRetry={flow.retry}
          onBackToProfile={backToProfile}
        />
      );
  }
}
