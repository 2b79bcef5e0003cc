// Revisões: the faces', the cards' and the names' review queues and their items, for
// reviewers (decision 051). The nav entry opens the faces' queue and counts
// everything waiting.
import { endpoints } from '@rosto/contract/endpoints';
import { paths } from '../../config/paths';
import { type FeatureRoute, lazyPage } from '../../lib/feature-route';
import { ReviewsBadge } from './components/reviews-badge';

const roles = endpoints.consoleFaceReviews.roles;

export const reviewsRoutes: FeatureRoute[] = [
  {
    path: paths.faceReviews.path,
    roles,
    navLabel: 'nav.reviews',
    navBadge: ReviewsBadge,
    page: lazyPage(() => import('./components/face-reviews-page').then((m) => m.FaceReviewsPage)),
  },
  {
    path: paths.faceReview.path,
    roles,
    page: lazyPage(() => import('./components/face-review-page').then((m) => m.FaceReviewPage)),
  },
  {
    path: paths.cardReviews.path,
    roles: endpoints.consoleCardReviews.roles,
    page: lazyPage(() => import('./components/card-reviews-page').then((m) => m.CardReviewsPage)),
  },
  {
    path: paths.cardReview.path,
    roles: endpoints.consoleCardReview.roles,
    page: lazyPage(() => import('./components/card-review-page').then((m) => m.CardReviewPage)),
  },
  {
    path: paths.identityReviews.path,
    roles: endpoints.consoleIdentityReviews.roles,
    page: lazyPage(() =>
      import('./components/identity-reviews-page').then((m) => m.IdentityReviewsPage),
    ),
  },
  {
    path: paths.identityReview.path,
    roles: endpoints.consoleIdentityReview.roles,
    page: lazyPage(() =>
      import('./components/identity-review-page').then((m) => m.IdentityReviewPage),
    ),
  },
];
