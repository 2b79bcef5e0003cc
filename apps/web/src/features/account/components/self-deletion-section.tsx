// The self-service part of /perfil/excluir-conta (LGPD art. 18): what a
// deletion does at once, and how it is confirmed: the PIN for users who have
// one, else a code by SMS. The code goes only on a tap, so opening or
// reloading the page sends no SMS.
import type { ErrorCode } from '@rosto/contract/errors';
import type { AccountDeletionCodeResult } from '@rosto/contract/schemas/user';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadingButton } from '../../../components/ui/loading-button';
import { errorCode, useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/account';
import { useRequestAccountDeletionCode } from '../api/delete-account';
import styles from './account.module.css';

const EFFECTS = ['face', 'sessions', 'account', 'kept', 'again'] as const;

export function SelfDeletionSection({
  hasPin,
  onAskPin,
  onCodeSent,
}: {
  hasPin: boolean;
  onAskPin: () => void;
  onCodeSent: (sent: AccountDeletionCodeResult) => void;
}) {
  const { t } = useTranslation();
  const request = useRequestAccountDeletionCode();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const errorText = useErrorText(failure);

  const sendCode = () => {
    setFailure(null);
    request.mutate({}, { onSuccess: onCodeSent, onError: (error) => setFailure(errorCode(error)) });
  };

  return (
    <section aria-labelledby="self-deletion" className={styles.dangerZone}>
      <h2 id="self-deletion" className={styles.stepsTitle}>
        {t('account.deletion.now.title')}
      </h2>
      <p className={styles.text}>{t('account.deletion.now.intro')}</p>
      <ul className={styles.effects}>
        {EFFECTS.map((effect) => (
          <li key={effect}>{t(`account.deletion.now.effects.${effect}`)}</li>
        ))}
      </ul>
      <p className={styles.text}>
        {hasPin ? t('account.deletion.now.pinNote') : t('account.deletion.now.codeNote')}
      </p>
      {hasPin ? (
        <button
          type="button"
          className={`button button--block ${styles.danger}`}
          onClick={onAskPin}
        >
          {t('account.deletion.now.start')}
        </button>
      ) : (
        <>
          <div role="alert">{errorText && <p className="field__error">{errorText}</p>}</div>
          <LoadingButton
            type="button"
            className={`button button--block ${styles.danger}`}
            loading={request.isPending}
            onClick={sendCode}
          >
            {t('account.deletion.now.sendCode')}
          </LoadingButton>
        </>
      )}
    </section>
  );
}
