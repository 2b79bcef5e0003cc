// One account whose name is not the CPF holder's (decision 080): the name
// typed at registration beside the Receita Federal's, the masked CPF and
// when it registered. Approving lets the face pay; rejecting blocks the
// account with a reason kept in the audit trail.
import { identityRejectReasons } from '@rosto/contract/schemas/console-reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { paths } from '../../../config/paths';
import { useConsoleStore } from '../../../lib/console-store';
import { formatAge, formatDateTime } from '../../../lib/format-time';
import { useApproveIdentityReview, useRejectIdentityReview } from '../api/decide-identity-review';
import { useIdentityReview } from '../api/get-identity-review';
import { identityReviewsQueryOptions, useIdentityReviews } from '../api/get-identity-reviews';
import { ReviewDecisions } from './review-decisions';

export function IdentityReviewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const queryClient = useQueryClient();
  const review = useIdentityReview(id);
  // The queue, for the next item (N/J, and after a decision).
  useIdentityReviews();
  const approve = useApproveIdentityReview(id);
  const reject = useRejectIdentityReview(id);
  const data = review.data;
  return (
    <Page
      title={
        data
          ? t('reviews.identities.itemTitle', { name: data.firstName })
          : t('reviews.identities.item')
      }
    >
      <p>
        <Link to={paths.identityReviews.href}>{t('reviews.backToQueue')}</Link>
      </p>
      {data ? (
        <section className="card review-card" aria-labelledby="identity-title">
          <h2 id="identity-title">{t('reviews.identities.comparison')}</h2>
          <p>{t('reviews.identities.why')}</p>
          <dl className="identity-names">
            <div>
              <dt>{t('reviews.identities.typedName')}</dt>
              <dd>{data.typedName}</dd>
            </div>
            <div>
              <dt>{t('reviews.identities.holderName')}</dt>
              <dd>{data.holderName}</dd>
            </div>
          </dl>
          <dl className="review-facts">
            <dt>{t('reviews.identities.cpf')}</dt>
            <dd className="mono">{data.maskedCpf}</dd>
            <dt>{t('reviews.identities.registered')}</dt>
            <dd>
              {formatDateTime(data.waitingSince, language)} (
              {formatAge(data.waitingSince, review.dataUpdatedAt, t)})
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
          queryClient.getQueryData(identityReviewsQueryOptions().queryKey)?.items.map((i) => i.id)
        }
        itemHref={paths.identityReview.href}
        queueHref={paths.identityReviews.href}
        reasons={identityRejectReasons}
        approve={approve}
        reject={reject}
        approveText={t('reviews.identities.approveText')}
        reasonHint={t('reviews.identities.reasonHint')}
      />
    </Page>
  );
}
