// The reviews module (issue 26): the console's side of the faces, cards and
// names (decision 080) held for a person's decision. The rules stay in their modules (faces:
// face-review/review.ts; cards: wallet/card-review.ts); this module shows
// them to operators, records what they see and decide, and tells /metrics
// what waits.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import reviewsRoutes from './routes';
import { createIdentityReview } from './identity-review';
import { createReviews } from './service';

export default fp(
  async (app) => {
    const reviews = createReviews({
      faces: app.faceReview,
      cards: app.cardReview,
      identities: createIdentityReview(app.db),
      customers: app.customersService,
      imageKey: app.config.face.imageKey,
      now: () => app.clock.now(),
    });
    app.metrics.watchReviewQueues(() => reviews.figures());
    await app.register(reviewsRoutes, { prefix: apiBase, reviews });
  },
  {
    name: 'reviews',
    dependencies: ['db', 'auth', 'audit', 'clock', 'metrics', 'face-review', 'wallet', 'customers'],
  },
);
