// "Cancelar último pagamento": asks first, then shows the void's result (the
// amount canceled, or the catalogue's refusal, e.g. not on the same day).
import { useTranslation } from 'react-i18next';
import { Modal, modalStyles } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/error-text';
import { formatMoney } from '@rosto/contract/format-money';
import { useLanguage } from '../../../lib/i18n';
import type { CancelState } from '../stores/sale-machine';

export function CancelLastDialog({
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
  const sending = cancel.view === 'sending';
  const asking = cancel.view === 'confirming' || sending;
  return (
    <Modal
      title={asking ? t('terminal.cancel.title') : t('terminal.cancel.open')}
      role="alertdialog"
      onClose={onClose}
    >
      {asking && <p className={modalStyles.text}>{t('terminal.cancel.text')}</p>}
      {cancel.view === 'done' && (
        <p className={modalStyles.text} role="status">
          {t('terminal.cancel.done', { amount: formatMoney(cancel.amountCents, language) })}
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
