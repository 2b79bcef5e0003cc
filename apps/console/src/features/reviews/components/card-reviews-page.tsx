// Cartões: the held cards waiting for a reviewer, oldest first.
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useCardReviews } from '../api/get-card-reviews';
import { cardLabel } from './card-label';
import { ReviewQueue } from './review-queue';

export function CardReviewsPage() {
  const { t } = useTranslation();
  const query = useCardReviews();
  const items = query.data?.items.map((item) => ({
    id: item.id,
    href: paths.cardReview.href(item.id),
    title: item.firstName,
    detail: cardLabel(item, t),
    waitingSince: item.waitingSince,
  }));
  return <ReviewQueue title={t('reviews.cards.title')} query={query} items={items} />;
}
