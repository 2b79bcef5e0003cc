// console/overview: what waits for a person's decision, for the console's
// first page (every operator).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

/** How many wait and since when the oldest has (items come oldest first or in any order). */
function summary(items: { since: Date }[]) {
  const oldest = items.reduce<Date | null>(
    (first, item) => (first === null || item.since < first ? item.since : first),
    null,
  );
  return { waiting: items.length, oldestSince: oldest?.toISOString() ?? null };
}

const reviewsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.consoleOverview, {}, async () => {
    const [faces, cards] = await Promise.all([app.faceReview.list(), app.cardReview.list()]);
    return { faces: summary(faces), cards: summary(cards) };
  });
  done();
};

export default reviewsRoutes;
