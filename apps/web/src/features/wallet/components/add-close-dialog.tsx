// Leaving the add screen in the middle of a registration (wallet.md §2): a
// dialog asks whether to add the card later.
import { useTranslation } from 'react-i18next';
import { Modal, modalStyles } from '../../../components/ui/modal';
import '../../../lib/locales/wallet-add';

export function AddCloseDialog({ onLater, onStay }: { onLater: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal role="alertdialog" title={t('walletAdd.closeConfirm.title')} onClose={onStay}>
      <p className={modalStyles.text}>{t('walletAdd.closeConfirm.text')}</p>
      <div className={modalStyles.actions}>
        <button type="button" className="button button--primary button--block" onClick={onStay}>
          {t('walletAdd.closeConfirm.stay')}
        </button>
        <button type="button" className="button button--ghost button--block" onClick={onLater}>
          {t('walletAdd.closeConfirm.later')}
        </button>
      </div>
    </Modal>
  );
}
