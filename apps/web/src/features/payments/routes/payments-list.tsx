// /pagamentos (docs/spec/wallet-checklist.md §2 "Payments list"): the user's payments grouped by
// São Paulo day, newest first, with relative headings and times; a skeleton
// while the first page loads; an illustration when there are none. Pages of
// 20 follow by the last item's cursor as the person scrolls, or with the
// "Carregar mais" button (keyboard, screen readers). A failed read shows a
// snackbar with the error's text (§7) and keeps what was already loaded.
// The bottom menu comes from the tab layout.
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { TransactionDayList } from '../../../components/payments/transaction-day-list';
import { TransactionListSkeleton } from '../../../components/payments/transaction-list-skeleton';
import '../../../lib/locales/payments';
import { useTransactionPages } from '../../../lib/transactions/transactions-api';
import { PaymentsEmptyArt } from '../components/payments-empty-art';
import { useErrorSnackbar } from '../hooks/use-error-snackbar';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import styles from './payments-list.module.css';

function PaymentsEmpty() {
  const { t } = useTranslation();
  return (
    <section className="empty-state" aria-labelledby="payments-empty-title">
      <PaymentsEmptyArt />
      <h2 id="payments-empty-title" className="empty-state__title">
        {t('payments.empty.title')}
      </h2>
      <p className="empty-state__text">{t('payments.empty.text')}</p>
    </section>
  );
}

export function PaymentsRoute() {
  const { t } = useTranslation();
  const pages = useTransactionPages();
  useErrorSnackbar(pages.error, pages.errorUpdatedAt);

  const transactions = useMemo(() => pages.data?.pages.flat() ?? [], [pages.data]);
  const loadMore = () => {
    if (!pages.isFetching) void pages.fetchNextPage();
  };
  // After a failed page the sentinel waits for the button: no loop of failures.
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(
    loadMore,
    pages.hasNextPage && !pages.isFetching && !pages.isFetchNextPageError,
  );

  let body;
  if (pages.data === undefined && pages.isPending) {
    body = <TransactionListSkeleton />;
  } else if (pages.data === undefined) {
    body = (
      <div className={styles.loadError}>
        <p>{t('payments.loadError')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void pages.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (transactions.length === 0) {
    body = <PaymentsEmpty />;
  } else {
    body = (
      <>
        <TransactionDayList transactions={transactions} />
        {pages.hasNextPage && (
          <div ref={sentinel} className={styles.more}>
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={loadMore}
              disabled={pages.isFetchingNextPage}
              aria-busy={pages.isFetchingNextPage || undefined}
            >
              {pages.isFetchingNextPage ? t('payments.loadingMore') : t('payments.loadMore')}
            </button>
          </div>
        )}
        {/* Says so when the next page's rows have been added below. */}
        <p role="status" className="visually-hidden">
          {pages.data.pages.length > 1 && !pages.isFetchingNextPage ? t('payments.moreLoaded') : ''}
        </p>
      </>
    );
  }

  return (
    <main id="main" className={styles.page}>
      <title>{t('payments.pageTitle')}</title>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('payments.title')}</h1>
        <p className={styles.subtitle}>{t('payments.subtitle')}</p>
      </div>
      {body}
    </main>
  );
}
