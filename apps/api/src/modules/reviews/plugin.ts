// The reviews module (issue 26): the console's side of the faces and cards
// held for a person's decision. The rules stay in their modules (faces:
// face-review/review.ts; cards: wallet/card-review.ts); this module shows
// them to operators and records what they see and decide.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import reviewsRoutes from './routes';

export default fp(
  async (app) => {
    await app.register(reviewsRoutes, { prefix: apiBase });
  },
  { name: 'reviews', dependencies: ['auth', 'audit', 'face-review', 'wallet'] },
);
