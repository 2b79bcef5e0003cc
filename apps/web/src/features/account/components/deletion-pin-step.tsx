// /perfil/excluir-conta, PIN step: the four digits, then the final
// confirmation, then the deletion. The PIN is checked by the deletion call
// itself, so a wrong one is told under the dots after the confirmation.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PinCheck } from '../../../components/ui/pin-check';
import { StepLayout } from '../../../components/ui/step-layout';
import { errorCode } from '../../../lib/error-text';
import '../../../lib/locales/account';
import { useDeleteAccount } from '../api/delete-account';
import { DeletionConfirmDialog } from './deletion-confirm-dialog';

export function DeletionPinStep({
  onDeleted,
  onBack,
}: {
  onDeleted: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  // Held only while the confirmation is open; dropped when it closes either way.
  const [pin, setPin] = useState<string | null>(null);

  const confirm = () => {
    if (pin === null) return;
    deletion.mutate(
      { pin },
      {
        onSuccess: onDeleted,
        // A wrong PIN, a locked one, too many tries: all told under the dots.
        onError: (error) => {
          setPin(null);
          setFailure(errorCode(error));
        },
      },
    );
  };

  return (
    <StepLayout
      pageTitle={t('account.deletion.now.pinPageTitle')}
      title={t('account.deletion.now.pinTitle')}
      subtitle={t('account.deletion.now.pinText')}
      onBack={onBack}
      backDisabled={deletion.isPending}
    >
      <PinCheck
        failure={failure}
        pending={deletion.isPending}
        pendingLabel={t('account.deletion.now.deleting')}
        onComplete={(value) => {
          setFailure(null);
          setPin(value);
        }}
        onTyping={() => setFailure(null)}
      />
      {pin !== null && (
        <DeletionConfirmDialog
          deleting={deletion.isPending}
          onCancel={() => setPin(null)}
          onConfirm={confirm}
        />
      )}
    </StepLayout>
  );
}
