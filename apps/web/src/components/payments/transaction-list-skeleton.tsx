// What a list of payments shows while it loads: grey rows in its shape, and
// for screen readers one "loading" status instead of empty rows.
import { useTranslation } from '../../lib/i18n';
import '../../lib/locales/payments';
import styles from './transaction-list-skeleton.module.css';

export function TransactionListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className={styles.skeleton}
      data-testid="transactions-skeleton"
    >
      <span className="visually-hidden">{t('payments.loading')}</span>
      <span className={styles.heading} aria-hidden="true" />
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={styles.row} aria-hidden="true">
          <span className={styles.icon} />
          <span className={styles.lines}>
            <span />
            <span />
          </span>
          <span className={styles.amount} />
        </div>
      ))}
    </div>
  );
}
