// A review queue, oldest first: each item links to its page and says how
// long it has waited ("há 2 h 5 min") and why it waits. Tabs switch between
// the faces', the cards' and the names' queues.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { paths } from '../../../config/paths';
import { formatAge } from '../../../lib/format-time';
import type { QueueMessageState } from './review-decisions';

export function ReviewTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reviews.queues')} className="review-tabs">
      <NavLink to={paths.faceReviews.href}>{t('reviews.faces.title')}</NavLink>
      <NavLink to={paths.cardReviews.href}>{t('reviews.cards.title')}</NavLink>
      <NavLink to={paths.identityReviews.href}>{t('reviews.identities.title')}</NavLink>
    </nav>
  );
}

export interface QueueItem {
  id: string;
  href: string;
  title: string;
  detail: ReactNode;
  waitingSince: string;
}

interface ReviewQueueProps {
  title: string;
  query: {
    data: unknown;
    isError: boolean;
    error: unknown;
    dataUpdatedAt: number;
    refetch: () => unknown;
  };
  items: readonly QueueItem[] | undefined;
}

export function ReviewQueue({ title, query, items }: ReviewQueueProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const emptied = (location.state as QueueMessageState | null)?.queueEmptied === true;
  return (
    <Page title={title}>
      <ReviewTabs />
      {items ? (
        items.length === 0 ? (
          <p className="alert alert-info" role="status">
            {emptied ? t('reviews.queueEmptied') : t('reviews.empty')}
          </p>
        ) : (
          <ol className="review-queue">
            {items.map((item) => (
              <li key={item.id} className="card">
                <Link to={item.href}>{item.title}</Link>
                <span>{item.detail}</span>
                <span className="muted">
                  {formatAge(item.waitingSince, query.dataUpdatedAt, t)}
                </span>
              </li>
            ))}
          </ol>
        )
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Loading label={t('common.loading')} />
      )}
    </Page>
  );
}
