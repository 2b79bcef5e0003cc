// Sign-in, second step: the code sent to the account's phone. Success starts
// the session (which tells a native host LOGIN with the user id) and routes by
// the face outcome; every error of this area shows under the boxes.
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { StepLayout } from '../../../components/ui/step-layout';
import { track } from '../../../lib/analytics';
import { maskedPhone } from '../../../lib/format-phone';
import { startSession } from '../../../lib/session';
import { useCountdown } from '../../../lib/use-countdown';
import { useConfirmLogin } from '../api/confirm-login';
import { profileQueryOptions } from '../../../lib/user-profile';
import { useStartLogin } from '../api/start-login';
import { PhoneCodeForm, type ResendChannel } from '../../../components/ui/phone-code-form';
import { usePhoneCodeState } from '../../../components/ui/use-phone-code-state';
import { loginFlowFrom, type LoginFlow } from '../stores/login-flow';
import { destinationAfterLogin } from '../utils/login-destination';
import { loginTicket, ticketForError } from '../utils/support-links';

export function LoginCodeStep({
  flow,
  onFlowChange,
}: {
  flow: LoginFlow;
  /** A new flow after a resend; null to go back to the CPF step. */
  onFlowChange: (flow: LoginFlow | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmLogin = useConfirmLogin();
  const resend = useStartLogin();
  const { failure, setFailure, failWith, setResending, newCodeSent, resendFailed, formProps } =
    usePhoneCodeState();
  const secondsLeft = useCountdown(flow.resendAt);

  const submit = (otp: string) => {
    setFailure(null);
    confirmLogin.mutate(
      { loginIntentionId: flow.loginIntentionId, otp },
      {
        onSuccess: ({ token, profile }) => {
          const { identityVerificationOutcome: _outcome, ...userProfile } = profile;
          queryClient.setQueryData(profileQueryOptions().queryKey, userProfile);
          onFlowChange(null);
          startSession(token, profile.id);
          track('LOGIN');
          void navigate(destinationAfterLogin(profile), { replace: true });
        },
        onError: failWith,
      },
    );
  };

  const requestNewCode = (channel: ResendChannel) => {
    setResending(channel);
    resend.mutate(
      { cpf: flow.cpf, call: channel === 'call' },
      {
        onSuccess: (result) => {
          newCodeSent(channel);
          track('LOGIN_CODE_RESENT', { channel });
          onFlowChange(loginFlowFrom(flow.cpf, result));
        },
        onError: (error) => resendFailed(error),
        onSettled: () => setResending(null),
      },
    );
  };

  const ticket = ticketForError(failure);
  const ticketContext = { cpf: flow.cpf, lastFour: flow.phoneLastFourDigits };

  return (
    <StepLayout
      pageTitle={t('login.codePageTitle')}
      title={t('login.codeTitle')}
      subtitle={t(flow.byCall ? 'login.codeSubtitleCall' : 'login.codeSubtitle', {
        phone: maskedPhone(flow),
      })}
      // Back only once a new code could be asked for (docs/spec/account-checklist.md §2).
      onBack={() => onFlowChange(null)}
      backDisabled={secondsLeft > 0}
    >
      <PhoneCodeForm
        {...formProps}
        onSubmit={submit}
        submitting={confirmLogin.isPending}
        resendAt={flow.resendAt}
        onResend={requestNewCode}
        links={
          <>
            <SupportTicketLink {...loginTicket(t, ticket, ticketContext)}>
              {ticket === 'help' ? t('login.help') : t('login.contactSupport')}
            </SupportTicketLink>
            <SupportTicketLink {...loginTicket(t, 'numberChanged', ticketContext)}>
              {t('login.numberChanged')}
            </SupportTicketLink>
          </>
        }
      />
    </StepLayout>
  );
}
