// The home's latest payments (docs/spec/wallet-checklist.md §2 Home, §9: three), with the shared
// day headings and rows, "Ver todos" to /pagamentos when the partner shows
// that section, and a skeleton while they load. A failed read shows the
// spec's toast (§7) and leaves the section out: there is nothing to list.
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { TransactionDayList } from '../../../components/payments/transaction-day-list';
import { TransactionListSkeleton } from '../../../components/payments/transaction-list-skeleton';
import { paths } from '../../../config/paths';
import { showSnackbar } from '../../../lib/snackbar';
import { LATEST_TRANSACTIONS_COUNT } from '../../../lib/transactions/transactions-api';
import styles from './latest-payments.module.css';

export interface LatestPaymentsState {
  data: readonly Transaction[] | undefined;
  isError: boolean;
  /** Changes with each failure, so a second failure toasts again. */
  errorUpdatedAt: number;
}

export function LatestPayments({
  latest,
  showSeeAll,
}: {
  latest: LatestPaymentsState;
  showSeeAll: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isError, errorUpdatedAt } = latest;

  useEffect(() => {
    if (isError) showSnackbar(t('home.payments.loadError'), { variant: 'error' });
  }, [isError, errorUpdatedAt, t]);

  if (isError && data === undefined) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('home.payments.title')}
        </h2>
        {showSeeAll && (
          <Link
            to={paths.payments.getHref()}
            className={styles.seeAll}
            aria-label={t('home.payments.seeAllLabel')}
          >
            {t('home.payments.seeAll')}
          </Link>
        )}
      </div>
      {data === undefined ? (
        <TransactionListSkeleton rows={LATEST_TRANSACTIONS_COUNT} />
      ) : (
        <TransactionDayList
          transactions={data.slice(0, LATEST_TRANSACTIONS_COUNT)}
          headingLevel={3}
        />
      )}
    </section>
  );
}
