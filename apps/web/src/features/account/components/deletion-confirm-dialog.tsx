// The last word before the account is deleted: a destructive confirmation
// whose safe choice, "Cancelar", comes first and takes the focus.
import { useTranslation } from '../../../lib/i18n';
import { LoadingButton } from '../../../components/ui/loading-button';
import { Modal, modalStyles } from '../../../components/ui/modal';
import '../../../lib/locales/account';
import styles from './account.module.css';

export function DeletionConfirmDialog({
  deleting,
  onCancel,
  onConfirm,
}: {
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      role="alertdialog"
      title={t('account.deletion.now.confirmTitle')}
      // Once sent, the deletion cannot be called back: the dialog stays until it answers.
      onClose={() => {
        if (!deleting) onCancel();
      }}
    >
      <p className={modalStyles.text}>{t('account.deletion.now.confirmText')}</p>
      <div className={modalStyles.actions}>
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={deleting}
          onClick={onCancel}
        >
          {t('common.cancel')}
        </button>
        <LoadingButton
          type="button"
          className={`button button--block ${styles.danger}`}
          loading={deleting}
          onClick={onConfirm}
        >
          {t('account.deletion.now.confirm')}
        </LoadingButton>
      </div>
    </Modal>
  );
}
