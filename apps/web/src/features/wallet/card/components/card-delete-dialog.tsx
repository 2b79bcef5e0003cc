// Deleting a card (docs/spec/wallet-checklist.md §2, §7): a confirmation whose safe choice comes
// first; once sent it stays until the API answers. Success goes to /carteira
// with a snackbar; a refusal closes it with the catalogue's text.
//
// The deletion lives in the page, not in the button: the wallet's mutations
// read the card again before they report, and the card then reads as deleted,
// which removes the button (and would drop its callbacks). Until the page
// leaves, it keeps showing the card as it was when the user confirmed.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { Modal, modalStyles } from '../../../../components/ui/modal';
import { paths } from '../../../../config/paths';
import { errorCode, errorText, preloadErrorCatalogue } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet';
import { showSnackbar } from '../../../../lib/snackbar';
import { useDeletePaymentMethod } from '../../api/delete-payment-method';
import styles from './card-pages.module.css';

export interface CardDeletion {
  /** The card the dialog asks about; null when closed. */
  asking: PaymentMethod | null;
  /** The card being (or just) deleted, shown until the page leaves. */
  deleting: PaymentMethod | null;
  pending: boolean;
  ask: (card: PaymentMethod) => void;
  cancel: () => void;
  confirm: () => void;
}

export function useCardDeletion(): CardDeletion {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePaymentMethod();
  const [asking, setAsking] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  const confirm = () => {
    if (!asking || remove.isPending) return;
    void preloadErrorCatalogue();
    setDeleting(asking);
    remove.mutate(asking.id, {
      onSuccess: () => {
        // The deleted card's page has nothing left to show: back never returns to it.
        void navigate(paths.wallet.getHref(), { replace: true });
        showSnackbar(t('wallet.edit.deleted'), { variant: 'success' });
      },
      onError: (error) => {
        setDeleting(null);
        setAsking(null);
        void errorText(errorCode(error)).then((message) =>
          showSnackbar(message, { variant: 'error' }),
        );
      },
    });
  };

  return {
    asking,
    deleting,
    pending: remove.isPending,
    ask: setAsking,
    cancel: () => {
      if (!remove.isPending) setAsking(null);
    },
    confirm,
  };
}

export function CardDeleteButton({
  card,
  deletion,
}: {
  card: PaymentMethod;
  deletion: CardDeletion;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`button button--block ${styles.deleteButton}`}
      onClick={() => deletion.ask(card)}
    >
      {t('wallet.edit.delete')}
    </button>
  );
}

export function CardDeleteDialog({ deletion }: { deletion: CardDeletion }) {
  const { t } = useTranslation();
  if (!deletion.asking) return null;
  return (
    <Modal role="alertdialog" title={t('wallet.edit.deleteTitle')} onClose={deletion.cancel}>
      <p className={modalStyles.text}>
        {t('wallet.edit.deleteText', { card: deletion.asking.formattedOneLine })}
      </p>
      <div className={modalStyles.actions}>
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={deletion.pending}
          onClick={deletion.cancel}
        >
          {t('wallet.edit.deleteCancel')}
        </button>
        <LoadingButton
          type="button"
          className={`button button--block ${styles.dangerButton}`}
          loading={deletion.pending}
          onClick={deletion.confirm}
        >
          {t('wallet.edit.deleteConfirm')}
        </LoadingButton>
      </div>
    </Modal>
  );
}
