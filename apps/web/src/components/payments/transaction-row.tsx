// One payment in a list (the payments list, the home screen's latest
// payments): the shop, the card it was paid with, the amount without its
// minus, the time, and a "Cancelado" badge (docs/spec/wallet-checklist.md §2). A link to the
// receipt that tells it where it was opened from, so its back button returns
// here (lib/transactions/receipt-navigation.ts).
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { useTranslation, useLanguage } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import '../../lib/locales/payments';
import { transactionAmountText } from '../../lib/transactions/amount';
import { receiptLinkState } from '../../lib/transactions/receipt-navigation';
import styles from './transaction-row.module.css';

function ShopIcon() {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <path
          d="M4 10v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9M3 6l2-3h14l2 3v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M10 20v-5h4v5" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** "Visa •••• 1111" wraps before the dots, never between them and the digits. */
function keepLastDigitsTogether(card: string): string {
  return card.replace(/ (?=\d{4}$)/u, '\u00a0');
}

export function TransactionRow({
  transaction,
  time,
}: {
  transaction: Transaction;
  /** "há 5 minutos" or "14:05": lib/transactions/day-groups.ts decides. */
  time: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const canceled = transaction.status === 'CANCELED';
  return (
    <Link
      to={paths.payment.getHref(transaction.id)}
      state={receiptLinkState(`${pathname}${search}`)}
      className={styles.row}
      data-testid="transaction-row"
      data-canceled={canceled || undefined}
    >
      <ShopIcon />
      {/* The spaces keep the parts apart in the link's accessible name. */}
      <span className={styles.text}>
        <span className={styles.place}>{transaction.place.name}</span>{' '}
        <span className={styles.method}>
          {transaction.paymentMethod
            ? keepLastDigitsTogether(transaction.paymentMethod.formattedOneLine)
            : t('payments.noPaymentMethod')}
        </span>{' '}
        {canceled && (
          <span className={styles.badge} data-badge="canceled">
            {t('payments.canceled')}
          </span>
        )}
      </span>{' '}
      <span className={styles.side}>
        <span className={styles.amount}>{transactionAmountText(transaction, language)}</span>{' '}
        <time className={styles.time} dateTime={transaction.createdAt}>
          {time}
        </time>
      </span>
    </Link>
  );
}
