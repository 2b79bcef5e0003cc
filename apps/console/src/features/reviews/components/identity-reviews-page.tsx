// Nomes: the accounts whose name is not the CPF holder's, oldest first.
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useIdentityReviews } from '../api/get-identity-reviews';
import { ReviewQueue } from './review-queue';

export function IdentityReviewsPage() {
  const { t } = useTranslation();
  const query = useIdentityReviews();
  const items = query.data?.items.map((item) => ({
    id: item.id,
    href: paths.identityReview.href(item.id),
    title: item.firstName,
    detail: t('reviews.identities.queueDetail'),
    waitingSince: item.waitingSince,
  }));
  return <ReviewQueue title={t('reviews.identities.title')} query={query} items={items} />;
}
