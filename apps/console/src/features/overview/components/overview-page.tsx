// Início: how many faces, cards and names wait for a person's review and how long
// the oldest has waited ("há 2 h 5 min"); for a reviewer, each queue links
// to its review page.
import { endpoints, type EndpointResult } from '@rosto/contract/endpoints';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { paths } from '../../../config/paths';
import { useConsoleStore } from '../../../lib/console-store';
import { allowedFor } from '../../../lib/feature-route';
import { formatAge, formatTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/queries/me';
import { useOverview } from '../../../lib/queries/overview';

type Queue = EndpointResult<'consoleOverview'>['faces'];

interface QueueCardProps {
  title: string;
  queue: Queue;
  now: number;
  /** The queue's page, for an operator who may open it. */
  href: string | null;
}

function QueueCard({ title, queue, now, href }: QueueCardProps) {
  const { t } = useTranslation();
  return (
    <li className="card queue">
      <h3>{href === null ? title : <Link to={href}>{title}</Link>}</h3>
      <p className="queue-count">{queue.waiting}</p>
      <p>
        {queue.oldestSince === null
          ? t('overview.none')
          : t('overview.oldest', { age: formatAge(queue.oldestSince, now, t) })}
      </p>
    </li>
  );
}

export function OverviewPage() {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const me = useMe();
  const overview = useOverview();
  const reviews = allowedFor(endpoints.consoleFaceReviews.roles, me.data?.roles ?? []);
  return (
    <Page title={t('overview.title')}>
      {me.data && <p>{t('overview.greeting', { email: me.data.email })}</p>}
      <section aria-labelledby="queues-title">
        <h2 id="queues-title">{t('overview.queues')}</h2>
        {overview.data ? (
          <>
            <ul className="cards">
              <QueueCard
                title={t('overview.faces')}
                queue={overview.data.faces}
                href={reviews ? paths.faceReviews.href : null}
                now={overview.dataUpdatedAt}
              />
              <QueueCard
                title={t('overview.cards')}
                queue={overview.data.cards}
                href={reviews ? paths.cardReviews.href : null}
                now={overview.dataUpdatedAt}
              />
              <QueueCard
                title={t('overview.identities')}
                queue={overview.data.identities}
                href={reviews ? paths.identityReviews.href : null}
                now={overview.dataUpdatedAt}
              />
            </ul>
            <p className="muted">
              {t('overview.updatedAt', { time: formatTime(overview.dataUpdatedAt, language) })}
            </p>
          </>
        ) : overview.isError ? (
          <ErrorAlert error={overview.error} onRetry={() => void overview.refetch()} />
        ) : (
          <Loading label={t('common.loading')} />
        )}
        {overview.data && overview.isError && <ErrorAlert error={overview.error} />}
      </section>
    </Page>
  );
}
