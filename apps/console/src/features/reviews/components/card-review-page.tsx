// One held card waiting for a reviewer (decision 051): brand, last four,
// type, and why it is held (the other wallets' first names, or the
// customer's additions awaiting approval).
import { cardRejectReasons } from '@rosto/contract/schemas/console-reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { paths } from '../../../config/paths';
import { formatAge } from '../../../lib/format-time';
import { useApproveCardReview, useRejectCardReview } from '../api/decide-card-review';
import { useCardReview } from '../api/get-card-review';
import { cardReviewsQueryOptions, useCardReviews } from '../api/get-card-reviews';
import { cardLabel } from './card-label';
import { ReviewDecisions } from './review-decisions';

export function CardReviewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const review = useCardReview(id);
  // The queue, for the next item (N/J, and after a decision).
  useCardReviews();
  const approve = useApproveCardReview(id);
  const reject = useRejectCardReview(id);
  const data = review.data;
  return (
    <Page
      title={
        data ? t('reviews.cards.itemTitle', { name: data.firstName }) : t('reviews.cards.item')
      }
    >
      <p>
        <Link to={paths.cardReviews.href}>{t('reviews.backToQueue')}</Link>
      </p>
      {data ? (
        <section className="card review-card" aria-labelledby="card-title">
          <h2 id="card-title">{cardLabel(data, t)}</h2>
          <dl className="review-facts">
            <dt>{t('reviews.cards.customer')}</dt>
            <dd>{data.firstName}</dd>
            <dt>{t('reviews.cards.brand')}</dt>
            <dd>{data.brand ?? t('reviews.cards.noBrand')}</dd>
            <dt>{t('reviews.cards.lastFour')}</dt>
            <dd className="mono">{data.lastFour ?? '—'}</dd>
            <dt>{t('reviews.cards.type')}</dt>
            <dd className="mono">{data.type}</dd>
            <dt>{t('reviews.cards.waiting')}</dt>
            <dd>{formatAge(data.waitingSince, review.dataUpdatedAt, t)}</dd>
            <dt>{t('reviews.cards.why')}</dt>
            <dd>
              <ul>
                {data.held.otherWallets.length > 0 && (
                  <li>
                    {t('reviews.cards.otherWallets', {
                      names: data.held.otherWallets.map((w) => w.firstName).join(', '),
                    })}
                  </li>
                )}
                {data.held.customerAwaitsApproval && <li>{t('reviews.cards.awaitsApproval')}</li>}
                {data.held.otherWallets.length === 0 && !data.held.customerAwaitsApproval && (
                  <li>{t('reviews.cards.noLongerHeld')}</li>
                )}
              </ul>
            </dd>
          </dl>
        </section>
      ) : review.isError ? (
        <ErrorAlert error={review.error} onRetry={() => void review.refetch()} />
      ) : (
        <Loading label={t('common.loading')} />
      )}
      <ReviewDecisions
        id={id}
        ready={data !== undefined}
        readQueue={() =>
          queryClient.getQueryData(cardReviewsQueryOptions().queryKey)?.items.map((i) => i.id)
        }
        itemHref={paths.cardReview.href}
        queueHref={paths.cardReviews.href}
        reasons={cardRejectReasons}
        approve={approve}
        reject={reject}
      />
    </Page>
  );
}
