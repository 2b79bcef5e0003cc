// The receipt tab of /pagamentos/{id} (docs/spec/wallet-checklist.md §2, §3 Transaction): the
// amount without its minus, the date and time in the spec's format, the
// place and its address, the card and the status. A canceled payment shows under a red
// overlay with the canceled message (and when it was canceled). A refund by
// the shop shows as "Estornado R$ 12,00 em 28/11"; one of the whole amount
// also makes the payment CANCELED, its overlay saying "estornado" (decision 054).
// A charge that landed after the shop gave it up, voided at once, says so
// ("Cobrança desfeita", decision 057).
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { formatMoney } from '@rosto/contract/format-money';
import { formatDate } from '../../../lib/format-date';
import '../../../lib/locales/payments';
import { transactionAmountText } from '../../../lib/transactions/amount';
import { usePaymentContext } from '../hooks/payment-context';
import styles from './receipt.module.css';

export function ReceiptRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { transaction } = usePaymentContext();
  const canceled = transaction.status === 'CANCELED';
  const refunded = transaction.refundedCents > 0 && transaction.refundedAt !== null;
  const refundedWhole = refunded && transaction.refundedCents >= transaction.amountCents;
  const refundText = refunded
    ? t('payments.receipt.refundedOn', {
        amount: formatMoney(transaction.refundedCents, language),
        date: formatDate(transaction.refundedAt!, language, 'dayMonth'),
      })
    : '';
  return (
    <section
      className={styles.receipt}
      data-canceled={canceled || undefined}
      aria-labelledby="receipt-place"
    >
      <title>{t('payments.receipt.pageTitle')}</title>
      {canceled && (
        <div className={styles.canceled} data-testid="canceled-overlay">
          <p className={styles.canceledTitle}>
            {transaction.reversed
              ? t('payments.receipt.reversedTitle')
              : refundedWhole
                ? t('payments.receipt.refundedTitle')
                : t('payments.receipt.canceledTitle')}
          </p>
          <p className={styles.canceledText}>
            {transaction.reversed && transaction.canceledAt
              ? t('payments.receipt.reversedText', {
                  date: formatDate(transaction.canceledAt, language),
                })
              : refundedWhole
                ? // The amount and day are in the "Estorno" line below: said once.
                  t('payments.receipt.refundedText')
                : transaction.canceledAt
                  ? t('payments.receipt.canceledAt', {
                      date: formatDate(transaction.canceledAt, language),
                    })
                  : t('payments.receipt.canceledText')}
          </p>
        </div>
      )}
      <div className={styles.summary}>
        <h2 id="receipt-place" className={styles.place}>
          {transaction.place.name}
        </h2>
        <p className={styles.amount} data-testid="receipt-amount">
          {transactionAmountText(transaction, language)}
        </p>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t('payments.receipt.dateTime')}</dt>
          <dd>
            <time dateTime={transaction.createdAt}>
              {formatDate(transaction.createdAt, language)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('payments.receipt.place')}</dt>
          <dd>{transaction.place.name}</dd>
        </div>
        {/* Where the shop is, to find it again or recognise the payment (issue 29). */}
        {transaction.place.address && (
          <div>
            <dt>{t('payments.receipt.address')}</dt>
            <dd data-testid="receipt-address">{transaction.place.address}</dd>
          </div>
        )}
        <div>
          <dt>{t('payments.receipt.paymentMethod')}</dt>
          <dd>{transaction.paymentMethod?.formattedOneLine ?? t('payments.noPaymentMethod')}</dd>
        </div>
        <div>
          <dt>{t('payments.receipt.status')}</dt>
          <dd>
            <span className={styles.status} data-status={transaction.status}>
              {refundedWhole
                ? t('payments.receipt.statusRefunded')
                : canceled
                  ? t('payments.receipt.statusCanceled')
                  : t('payments.receipt.statusSuccess')}
            </span>
          </dd>
        </div>
        {refunded && (
          <div>
            <dt>{t('payments.receipt.refund')}</dt>
            <dd data-testid="receipt-refund">{refundText}</dd>
          </div>
        )}
        <div>
          <dt>{t('payments.receipt.code')}</dt>
          <dd className={styles.code}>{transaction.id}</dd>
        </div>
      </dl>
    </section>
  );
}
