// Conciliação (owner): a São Paulo day (yesterday unless the address says
// ?dia=), its latest comparison with the card gateway (when, by the daily
// job or the button, how many compared) and what differed; "Conciliar agora"
// compares the day again and shows that.
import type { Locale } from '@rosto/contract/errors';
import type { Reconciliation } from '@rosto/contract/schemas/shop-portal';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/page';
import { ErrorAlert, Loading } from '../../../../components/status';
import { TextField } from '../../../../components/text-field';
import { formatDateTime, formatDay } from '../../../../lib/format-time';
import { usePortalStore } from '../../../lib/portal-store';
import { addDays, dayOrUndefined, todayInSaoPaulo } from '../../../lib/sao-paulo-days';
import { useReconciliation } from '../api/get-reconciliation';
import { useRunReconciliation } from '../api/run-reconciliation';
import { DifferencesTable } from './differences-table';

/** The address's parameter: the day, "YYYY-MM-DD" (Portuguese, as the paths). */
const DAY_PARAM = 'dia';

export function ReconciliationPage() {
  const { t } = useTranslation();
  const language = usePortalStore((state) => state.language);
  const [search, setSearch] = useSearchParams();
  const today = todayInSaoPaulo();
  const yesterday = addDays(today, -1);
  const day = dayOrUndefined(search.get(DAY_PARAM)) ?? yesterday;
  const reconciliation = useReconciliation(day);
  const run = useRunReconciliation();
  /** The day a run just ended for and what it found: said once, for that day only. */
  const [ran, setRan] = useState<{ day: string; differences: number } | null>(null);

  return (
    <Page title={t('portal.reconciliation.title')}>
      <p className="page-intro">{t('portal.reconciliation.intro')}</p>
      <form className="filters reconciliation-day" onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="date"
          label={t('portal.reconciliation.day')}
          max={today}
          value={day}
          onChange={(event) => {
            const chosen = dayOrUndefined(event.target.value);
            if (!chosen) return;
            // What the button said was of the day before.
            setRan(null);
            run.reset();
            setSearch(chosen === yesterday ? {} : { [DAY_PARAM]: chosen });
          }}
        />
        <button
          type="button"
          className="button"
          disabled={run.isPending}
          onClick={() => {
            setRan(null);
            run.mutate(day, {
              onSuccess: (result) =>
                setRan({ day: result.day, differences: result.differences.length }),
            });
          }}
        >
          {run.isPending ? t('portal.reconciliation.running') : t('portal.reconciliation.run')}
        </button>
      </form>
      <p className={ran?.day === day ? 'alert alert-success' : 'visually-hidden'} role="status">
        {ran?.day === day ? t('portal.reconciliation.done', { count: ran.differences }) : ''}
      </p>
      <ErrorAlert error={run.error} />
      {reconciliation.isPending ? (
        <Loading label={t('portal.reconciliation.loading')} />
      ) : reconciliation.isError ? (
        <ErrorAlert error={reconciliation.error} onRetry={() => void reconciliation.refetch()} />
      ) : (
        <ReconciliationResult found={reconciliation.data} language={language} />
      )}
    </Page>
  );
}

/** The day's latest run and what it found; "none yet" before any ran. */
function ReconciliationResult({ found, language }: { found: Reconciliation; language: Locale }) {
  const { t } = useTranslation();
  if (found.run === null) {
    return (
      <div className="empty" role="status">
        <p className="empty-title">{t('portal.reconciliation.never')}</p>
        <p>{t('portal.reconciliation.neverText')}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="reconciliation-run-title">
      <h2 id="reconciliation-run-title">
        {t('portal.reconciliation.lastRun')}: {formatDay(found.day, language)}
      </h2>
      <dl className="details reconciliation-run">
        <dt>{t('portal.reconciliation.at')}</dt>
        <dd>
          <time dateTime={found.run.finishedAt}>
            {formatDateTime(found.run.finishedAt, language)}
          </time>
        </dd>
        <dt>{t('portal.reconciliation.by')}</dt>
        <dd>{t(`portal.reconciliation.triggers.${found.run.trigger}`)}</dd>
        <dt>{t('portal.reconciliation.checked')}</dt>
        <dd>{t('portal.reconciliation.checkedCount', { count: found.run.checked })}</dd>
      </dl>
      {found.differences.length === 0 ? (
        <div className="empty all-match" role="status">
          <p className="empty-title">{t('portal.reconciliation.allMatch')}</p>
          <p>{t('portal.reconciliation.allMatchText')}</p>
        </div>
      ) : (
        <>
          <h3>{t('portal.reconciliation.differences', { count: found.differences.length })}</h3>
          <DifferencesTable differences={found.differences} language={language} />
        </>
      )}
    </section>
  );
}
