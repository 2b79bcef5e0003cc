// Cancelling one of today's sales: the question names the sale (amount, time,
// the customer's first name), then the void's result (done, or the
// catalogue's refusal, e.g. not on the same day or refunded in the portal).
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { formatMoney } from '@rosto/contract/format-money';
import { Modal, modalStyles } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import type { CancelState } from '../stores/sale-machine';

export function CancelSaleDialog({
  cancel,
  onConfirm,
  onClose,
}: {
  cancel: Exclude<CancelState, { view: 'idle' }>;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failure = useErrorText(cancel.view === 'failed' ? cancel.code : null);
  const { sale } = cancel;
  const amount = formatMoney(sale.amountCents, language);
  const time = formatDate(sale.at, language, 'time');
  const sending = cancel.view === 'sending';
  const asking = cancel.view === 'confirming' || sending;
  const question = sale.customerFirstName
    ? t('terminal.cancel.title', { amount, time, name: sale.customerFirstName })
    : t('terminal.cancel.titleNoName', { amount, time });
  const title = asking
    ? question
    : cancel.view === 'done'
      ? t('terminal.cancel.doneTitle')
      : t('terminal.cancel.failedTitle');
  return (
    <Modal title={title} role="alertdialog" onClose={onClose}>
      {asking && <p className={modalStyles.text}>{t('terminal.cancel.text')}</p>}
      {cancel.view === 'done' && (
        <p className={modalStyles.text} role="status">
          {t('terminal.cancel.done', { amount, time })}
        </p>
      )}
      {cancel.view === 'failed' && (
        <p className={modalStyles.text} role="alert">
          {failure}
        </p>
      )}
      <div className={modalStyles.actions}>
        {asking ? (
          <>
            <button
              type="button"
              className="button button--primary button--block"
              disabled={sending}
              onClick={onConfirm}
            >
              {sending ? (
                <Spinner label={t('terminal.cancel.sending')} />
              ) : (
                t('terminal.cancel.confirm')
              )}
            </button>
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={sending}
              onClick={onClose}
            >
              {t('terminal.cancel.keep')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary button--block" onClick={onClose}>
            {t('terminal.cancel.close')}
          </button>
        )}
      </div>
    </Modal>
  );
}
