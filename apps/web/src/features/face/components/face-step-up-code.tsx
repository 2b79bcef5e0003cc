// /perfil/trocar-rosto, code step: the six digits sent to the registered
// phone, a new code by SMS or call once the countdown ends, every error under
// the boxes. A step-up that expired (FACE_STEP_UP_EXPIRED) starts over.
import type { FaceStepUpCodeSent } from '@rosto/contract/schemas/face';
import { useTranslation } from '../../../lib/i18n';
import { PhoneCodeForm, type ResendChannel } from '../../../components/ui/phone-code-form';
import { usePhoneCodeState } from '../../../components/ui/use-phone-code-state';
import { StepLayout } from '../../../components/ui/step-layout';
import { errorCode } from '../../../lib/error-text';
import { maskedPhone } from '../../../lib/format-phone';
import { useCountdown } from '../../../lib/use-countdown';
import { useConfirmFaceStepUp, useResendFaceStepUpCode } from '../api/face-step-up';
import type { FaceStepUpFlow } from '../stores/face-step-up-flow';

export function FaceStepUpCode({
  flow,
  onResent,
  onConfirmed,
  onExpired,
  onBack,
}: {
  flow: FaceStepUpFlow;
  onResent: (sent: FaceStepUpCodeSent) => void;
  onConfirmed: () => void;
  /** The step-up is gone on the server: back to the first step. */
  onExpired: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmFaceStepUp();
  const resend = useResendFaceStepUpCode();
  const { setFailure, failWith, setResending, newCodeSent, resendFailed, formProps } =
    usePhoneCodeState();
  const secondsLeft = useCountdown(flow.resendAt);

  const failed = (error: unknown) => {
    if (errorCode(error) === 'FACE_STEP_UP_EXPIRED') onExpired();
    else failWith(error);
  };

  const submit = (otp: string) => {
    setFailure(null);
    confirm.mutate(
      { stepUpId: flow.stepUpId, otp },
      {
        onSuccess: onConfirmed,
        onError: failed,
      },
    );
  };

  const requestNewCode = (channel: ResendChannel) => {
    setResending(channel);
    resend.mutate(
      { stepUpId: flow.stepUpId, call: channel === 'call' },
      {
        onSuccess: (sent) => {
          newCodeSent(channel);
          onResent(sent);
        },
        onError: (error) => {
          if (errorCode(error) === 'FACE_STEP_UP_EXPIRED') onExpired();
          else resendFailed(error);
        },
        onSettled: () => setResending(null),
      },
    );
  };

  return (
    <StepLayout
      pageTitle={t('face.stepUp.codePageTitle')}
      title={t('face.stepUp.codeTitle')}
      subtitle={t('face.stepUp.codeSubtitle', { phone: maskedPhone(flow) })}
      // As on the sign-in code step: back only once a new code could be asked for.
      onBack={onBack}
      backDisabled={secondsLeft > 0}
    >
      <PhoneCodeForm
        {...formProps}
        onSubmit={submit}
        submitting={confirm.isPending}
        resendAt={flow.resendAt}
        onResend={requestNewCode}
      />
    </StepLayout>
  );
}
