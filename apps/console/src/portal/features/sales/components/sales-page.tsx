// Vendas (the portal's home): a period's sales with its totals, filtered
// through the address, read a page at a time ("Carregar mais"), exported as
// CSV, and refunded from the list. A cashier sees today only.
import { errorMessage } from '@rosto/contract/errors';
import { formatMoney } from '@rosto/contract/format-money';
import type { Sale } from '@rosto/contract/schemas/shop-portal';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/page';
import { ErrorAlert, Loading } from '../../../../components/status';
import { formatDay } from '../../../../lib/format-time';
import { usePortalStore } from '../../../lib/portal-store';
import { todayInSaoPaulo } from '../../../lib/sao-paulo-days';
import { useSignedInShopUser } from '../../../lib/queries/shop-me';
import { useExportSales } from '../api/export-sales';
import { useSales } from '../api/get-sales';
import {
  filtersForRole,
  filtersFromSearch,
  isPeriodValid,
  periodOf,
  salesQueryOf,
  searchFromFilters,
} from '../filters';
import { RefundDialog } from './refund-dialog';
import { SalesFilters } from './sales-filters';
import { SalesTable } from './sales-table';
import { SalesTotals } from './sales-totals';

export function SalesPage() {
  const { t } = useTranslation();
  const language = usePortalStore((state) => state.language);
  const { user } = useSignedInShopUser();
  const [search, setSearch] = useSearchParams();
  const today = todayInSaoPaulo();
  const filters = filtersForRole(filtersFromSearch(search), user.role);
  const period = periodOf(filters, today);
  const periodValid = isPeriodValid(period);
  const query = salesQueryOf(filters, today);
  const sales = useSales(query, periodValid);
  const exportSales = useExportSales();
  const [refunding, setRefunding] = useState<Sale | null>(null);
  const [refunded, setRefunded] = useState<string | null>(null);

  const firstPage = sales.data?.pages[0];
  const items = sales.data?.pages.flatMap((page) => page.items) ?? [];
  // The server's period when it answered (its today), else the page's own count.
  const shown = firstPage?.period ?? period;
  const oneDay = shown.from === shown.to;
  const periodText =
    filters.preset === 'today'
      ? t('portal.sales.todayIs', { day: formatDay(shown.from, language) })
      : oneDay
        ? formatDay(shown.from, language)
        : t('portal.sales.periodIs', {
            from: formatDay(shown.from, language),
            to: formatDay(shown.to, language),
          });

  return (
    <Page
      title={t('portal.sales.title')}
      actions={
        <button
          type="button"
          className="button button-secondary"
          disabled={exportSales.isPending || !periodValid}
          onClick={() => exportSales.mutate(query)}
        >
          {exportSales.isPending ? t('portal.sales.exporting') : t('portal.sales.export')}
        </button>
      }
    >
      <p className="period-text">{periodText}</p>
      {user.role === 'cashier' && <p className="muted">{t('portal.sales.cashierToday')}</p>}
      <SalesFilters
        filters={filters}
        period={period}
        today={today}
        role={user.role}
        onChange={(next) => setSearch(searchFromFilters(next))}
      />
      <ErrorAlert error={exportSales.error} />
      <p className={refunded === null ? 'visually-hidden' : 'alert alert-success'} role="status">
        {refunded ?? ''}
      </p>
      {!periodValid ? (
        <div className="alert alert-error" role="alert">
          <p>{errorMessage('SHOP_SALES_PERIOD_INVALID', language)}</p>
        </div>
      ) : sales.isPending ? (
        <Loading label={t('portal.sales.loading')} />
      ) : sales.isError && items.length === 0 ? (
        <ErrorAlert error={sales.error} onRetry={() => void sales.refetch()} />
      ) : (
        <>
          {firstPage && <SalesTotals totals={firstPage.totals} language={language} />}
          {items.length === 0 ? (
            <p role="status" className="empty">
              {t('portal.sales.empty')}
            </p>
          ) : (
            <>
              <SalesTable
                sales={items}
                oneDay={oneDay}
                role={user.role}
                language={language}
                onRefund={(sale) => {
                  setRefunded(null);
                  setRefunding(sale);
                }}
              />
              {sales.isFetchNextPageError && <ErrorAlert error={sales.error} />}
              {sales.hasNextPage ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={sales.isFetchingNextPage}
                  onClick={() => void sales.fetchNextPage()}
                >
                  {sales.isFetchingNextPage
                    ? t('portal.sales.loadingMore')
                    : t('portal.sales.loadMore')}
                </button>
              ) : (
                <p className="muted">{t('portal.sales.end')}</p>
              )}
            </>
          )}
        </>
      )}
      {refunding && (
        <RefundDialog
          key={refunding.id}
          sale={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={({ refund }) => {
            setRefunding(null);
            setRefunded(
              t('portal.refund.done', { amount: formatMoney(refund.amountCents, language) }),
            );
          }}
        />
      )}
    </Page>
  );
}
