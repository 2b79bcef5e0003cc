// Registration: the code sent to the new phone. 'Change number' clears the
// code and goes back to the phone screen; a resend (SMS or call) sets the same
// phone again, which sends a new code.
import { useTranslation } from '../../../lib/i18n';
import { normalisePhone } from '@rosto/contract/validators/phone';
import { StepLayout } from '../../../components/ui/step-layout';
import { track } from '../../../lib/analytics';
import { PhoneCodeForm, type ResendChannel } from '../../../components/ui/phone-code-form';
import { usePhoneCodeState } from '../../../components/ui/use-phone-code-state';
import { useConfirmRegisterPhone } from '../api/confirm-phone';
import { useSetRegisterPhone } from '../api/set-phone';
import { useRegisterStep } from './register-step';

export function CodeStep() {
  const { t } = useTranslation();
  const { state, dispatch, progress, handleFlowError } = useRegisterStep();
  const confirmPhone = useConfirmRegisterPhone();
  const resend = useSetRegisterPhone();
  const { setFailure, failWith, setResending, newCodeSent, resendFailed, formProps } =
    usePhoneCodeState();
  const phone = state.phone ? normalisePhone(state.phone) : null;
  const changePhone = () => dispatch({ type: 'change-phone' });

  const submit = (otp: string) => {
    if (!state.registerIntentionId) return;
    setFailure(null);
    confirmPhone.mutate(
      { registerIntentionId: state.registerIntentionId, otp },
      {
        onSuccess: () => {
          track('REGISTER_PHONE_CONFIRMED');
          dispatch({ type: 'advance', patch: { phoneConfirmed: true } });
        },
        onError: (error) => {
          if (!handleFlowError(error)) failWith(error);
        },
      },
    );
  };

  const requestNewCode = (channel: ResendChannel) => {
    if (!state.registerIntentionId || !state.phone) return;
    setResending(channel);
    resend.mutate(
      {
        registerIntentionId: state.registerIntentionId,
        phone: state.phone,
        call: channel === 'call',
      },
      {
        onSuccess: ({ resendAfterSeconds }) => {
          newCodeSent(channel);
          dispatch({
            type: 'update',
            patch: { resendAt: Date.now() + resendAfterSeconds * 1000 },
          });
        },
        onError: (error) => {
          if (handleFlowError(error)) resendFailed();
          else resendFailed(error);
        },
        onSettled: () => setResending(null),
      },
    );
  };

  return (
    <StepLayout
      pageTitle={t('register.code.pageTitle')}
      title={t('register.code.title')}
      subtitle={t(state.codeByCall ? 'register.code.subtitleCall' : 'register.code.subtitle', {
        phone: phone?.display ?? '',
      })}
      progress={progress}
      onBack={changePhone}
    >
      <PhoneCodeForm
        {...formProps}
        onSubmit={submit}
        submitting={confirmPhone.isPending}
        resendAt={state.resendAt}
        onResend={requestNewCode}
        links={
          <button type="button" className="link-button" onClick={changePhone}>
            {t('register.code.changePhone')}
          </button>
        }
      />
    </StepLayout>
  );
}
