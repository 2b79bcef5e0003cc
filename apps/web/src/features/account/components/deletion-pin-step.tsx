// /perfil/excluir-conta, PIN step: the four digits, then the final
// confirmation, then the deletion. The PIN is checked by the deletion call
// itself, so a wrong one is told under the dots after the confirmation.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PinEntry } from '../../../components/ui/pin-entry';
import { Spinner } from '../../../components/ui/spinner';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { errorCode, useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/account';
import '../../../lib/locales/pin';
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
  const errorText = useErrorText(failure);
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
      <form className={stepStyles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <PinEntry
          error={errorText}
          pending={deletion.isPending}
          onComplete={(value) => {
            setFailure(null);
            setPin(value);
          }}
          onTyping={() => setFailure(null)}
        >
          {deletion.isPending && <Spinner label={t('account.deletion.now.deleting')} />}
          {/* Locked after 5 wrong PINs: only a reset (a new PIN by SMS) unlocks it. */}
          {failure === 'USER_PIN_LOCKED' && (
            <Link
              to={paths.profileResetPin.getHref()}
              className="button button--secondary button--block"
            >
              {t('resetPin.reset')}
            </Link>
          )}
        </PinEntry>
      </form>
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
