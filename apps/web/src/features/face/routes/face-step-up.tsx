// /perfil/trocar-rosto (decision 023): before an enrolled face is replaced,
// the PIN (users who have one) and a code sent by SMS to the registered phone,
// then on to the capture from the profile. Nothing to confirm: straight there.
import '../../../lib/locales/face';
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { useHeadingFocusOnStepChange } from '../../../lib/use-heading-focus-on-step-change';
import { useFaceStepUpStatus } from '../api/face-step-up';
import { FaceStepUpCode } from '../components/face-step-up-code';
import { FaceStepUpStart } from '../components/face-step-up-start';
import {
  faceStepUpFlowFrom,
  readFaceStepUpFlow,
  saveFaceStepUpFlow,
  stepUpExpiredOf,
  type FaceStepUpFlow,
} from '../stores/face-step-up-flow';

export function FaceStepUpRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { status, failed, retry } = useFaceStepUpStatus();
  const [flow, setFlow] = useState<FaceStepUpFlow | null>(readFaceStepUpFlow);
  // The capture sends the user back here when its 10 minutes ran out.
  const [notice, setNotice] = useState<ErrorCode | null>(() =>
    stepUpExpiredOf(location.state) ? 'FACE_STEP_UP_REQUIRED' : null,
  );
  const ready = status?.required === true;
  useHeadingFocusOnStepChange(ready ? (flow ? 'code' : 'start') : null);

  const changeFlow = (next: FaceStepUpFlow | null) => {
    saveFaceStepUpFlow(next);
    setFlow(next);
  };

  // Already confirmed (another tab, a back and forth): a waiting code is moot.
  const confirmed = status?.required === false;
  useEffect(() => {
    if (confirmed) saveFaceStepUpFlow(null);
  }, [confirmed]);

  const backToProfile = () => {
    changeFlow(null);
    void navigate(paths.profile.getHref(), { replace: true });
  };

  if (failed) {
    return (
      <main className="status-page" id="main">
        <title>{t('face.stepUp.pageTitle')}</title>
        <h1 className="status-page__title">{t('face.stepUp.loadError')}</h1>
        <div className="status-page__actions">
          <button type="button" className="button button--primary" onClick={retry}>
            {t('common.retry')}
          </button>
          <button type="button" className="button button--ghost" onClick={backToProfile}>
            {t('face.stepUp.backToProfile')}
          </button>
        </div>
      </main>
    );
  }

  if (!status) {
    return <FullScreenLoader label={t('common.loading')} />;
  }

  if (!status.required) {
    return <Navigate to={paths.registerFace.getHref({ fromProfile: true })} replace />;
  }

  return flow ? (
    <FaceStepUpCode
      flow={flow}
      onResent={(sent) => changeFlow(faceStepUpFlowFrom(sent))}
      onConfirmed={() => {
        changeFlow(null);
        track('FACE_STEP_UP_CONFIRMED');
        void navigate(paths.registerFace.getHref({ fromProfile: true }), { replace: true });
      }}
      onExpired={() => {
        changeFlow(null);
        setNotice('FACE_STEP_UP_EXPIRED');
      }}
      onBack={backToProfile}
    />
  ) : (
    <FaceStepUpStart
      pinRequired={status.pinRequired}
      notice={notice}
      onCodeSent={(sent) => {
        setNotice(null);
        track('FACE_STEP_UP_CODE_SENT');
        changeFlow(faceStepUpFlowFrom(sent));
      }}
      onBack={backToProfile}
    />
  );
}
