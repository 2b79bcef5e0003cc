// Auditoria (admin): who did what to which target, when (São Paulo time),
// why, from where and in which request; filtered through the address and
// read a page at a time ("Carregar mais").
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { useConsoleStore } from '../../../lib/console-store';
import { formatDateTime } from '../../../lib/format-time';
import { useAudit } from '../api/get-audit';
import { filtersFromSearch, searchFromFilters } from '../filters';
import { AuditFilters } from './audit-filters';

export function AuditPage() {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const audit = useAudit(filters);
  const events = audit.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page title={t('audit.title')}>
      <AuditFilters
        // New filters from the address (back, a link) refill the form.
        key={search.toString()}
        filters={filters}
        onApply={(next) => setSearch(searchFromFilters(next))}
      />
      {audit.isPending ? (
        <Loading label={t('audit.loading')} />
      ) : audit.isError && events.length === 0 ? (
        <ErrorAlert error={audit.error} onRetry={() => void audit.refetch()} />
      ) : events.length === 0 ? (
        <p role="status">{t('audit.empty')}</p>
      ) : (
        <>
          <DataTable
            className="audit-table"
            caption={t('audit.tableLabel')}
            columns={[
              t('audit.at'),
              t('audit.operator'),
              t('audit.action'),
              t('audit.target'),
              t('audit.reason'),
              t('audit.ip'),
              t('audit.requestId'),
            ]}
          >
            {events.map((event) => (
              <tr key={event.id}>
                <td className="nowrap">
                  <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
                </td>
                <td>{event.operatorEmail ?? t('audit.noOperator')}</td>
                <td className="mono nowrap">{event.action}</td>
                <td>
                  <span className="mono">{event.targetKind}</span>{' '}
                  <span className="mono muted break">{event.targetId}</span>
                </td>
                <td>{event.reason}</td>
                <td className="mono nowrap">{event.ip}</td>
                <td className="mono small break">{event.requestId}</td>
              </tr>
            ))}
          </DataTable>
          {audit.isFetchNextPageError && <ErrorAlert error={audit.error} />}
          {audit.hasNextPage ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {audit.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
            </button>
          ) : (
            <p className="muted">{t('audit.end')}</p>
          )}
        </>
      )}
    </Page>
  );
}
