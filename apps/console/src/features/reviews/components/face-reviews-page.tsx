// Rostos: the faces waiting for a reviewer, oldest first, with their kind.
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useFaceReviews } from '../api/get-face-reviews';
import { ReviewQueue } from './review-queue';

export function FaceReviewsPage() {
  const { t } = useTranslation();
  const query = useFaceReviews();
  const items = query.data?.items.map((item) => ({
    id: item.id,
    href: paths.faceReview.href(item.id),
    title: item.firstName,
    detail: t(`reviews.faces.kind.${item.kind}`),
    waitingSince: item.waitingSince,
  }));
  return <ReviewQueue title={t('reviews.faces.title')} query={query} items={items} />;
}
