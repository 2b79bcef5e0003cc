// /perfil/excluir-conta, code step (users without a PIN): the six digits sent
// to the registered phone, then the final confirmation, then the deletion. A
// new code by SMS or call once the countdown ends; every error under the boxes.
import type { AccountDeletionCodeResult } from '@rosto/contract/schemas/user';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PhoneCodeForm, type ResendChannel } from '../../../components/ui/phone-code-form';
import { StepLayout } from '../../../components/ui/step-layout';
import { usePhoneCodeState } from '../../../components/ui/use-phone-code-state';
import { maskedPhone } from '../../../lib/format-phone';
import '../../../lib/locales/account';
import { useCountdown } from '../../../lib/use-countdown';
import { useDeleteAccount, useRequestAccountDeletionCode } from '../api/delete-account';
import type { DeletionCodeSent } from '../stores/account-deletion-machine';
import { DeletionConfirmDialog } from './deletion-confirm-dialog';

export function DeletionCodeStep({
  sent,
  onResent,
  onDeleted,
  onBack,
}: {
  sent: DeletionCodeSent;
  onResent: (sent: AccountDeletionCodeResult) => void;
  onDeleted: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  const resend = useRequestAccountDeletionCode();
  const { setFailure, failWith, setResending, newCodeSent, resendFailed, formProps } =
    usePhoneCodeState();
  const secondsLeft = useCountdown(sent.resendAt);
  // The code waiting for the final confirmation (null: the dialog is closed).
  const [otp, setOtp] = useState<string | null>(null);

  const confirm = () => {
    if (otp === null) return;
    deletion.mutate(
      { otp },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          setOtp(null);
          failWith(error);
        },
      },
    );
  };

  const requestNewCode = (channel: ResendChannel) => {
    setResending(channel);
    resend.mutate(
      { call: channel === 'call' },
      {
        onSuccess: (next) => {
          newCodeSent(channel);
          onResent(next);
        },
        onError: (error) => resendFailed(error),
        onSettled: () => setResending(null),
      },
    );
  };

  return (
    <StepLayout
      pageTitle={t('account.deletion.now.codePageTitle')}
      title={t('account.deletion.now.codeTitle')}
      subtitle={t('account.deletion.now.codeText', { phone: maskedPhone(sent) })}
      // As on the other code steps: back only once a new code could be asked for.
      onBack={onBack}
      backDisabled={secondsLeft > 0 || deletion.isPending}
    >
      <PhoneCodeForm
        {...formProps}
        onSubmit={(code) => {
          setFailure(null);
          setOtp(code);
        }}
        submitting={deletion.isPending}
        resendAt={sent.resendAt}
        onResend={requestNewCode}
      />
      {otp !== null && (
        // Cancelling keeps the typed code: "Confirmar" asks again.
        <DeletionConfirmDialog
          deleting={deletion.isPending}
          onCancel={() => setOtp(null)}
          onConfirm={confirm}
        />
      )}
    </StepLayout>
  );
}
