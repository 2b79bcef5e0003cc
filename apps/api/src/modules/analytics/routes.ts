// POST /api/event-service (signed in) and /api/event-service/anonymous: analytics
// events stored server-side. Answered 202: stored, processed later.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

/** An event body is a few hundred bytes; the schema caps properties at 8 KiB. */
const EVENT_BODY_LIMIT = 16 * 1024;

const analyticsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const options = {
    bodyLimit: EVENT_BODY_LIMIT,
    // Events only shed load: an outage of the shared counters must not lose them.
    rateLimit: { max: 120, timeWindow: '1 minute' },
  };

  registerEndpoint(app, endpoints.eventService, options, async ({ body, userId }) => {
    const { eventName, eventProperties } = body.payload;
    await app.analyticsRepository.add({ userId, eventName, properties: eventProperties });
    return { accepted: true as const };
  });

  registerEndpoint(app, endpoints.eventServiceAnonymous, options, async ({ body }) => {
    const { eventName, eventProperties } = body.payload;
    await app.analyticsRepository.add({ userId: null, eventName, properties: eventProperties });
    return { accepted: true as const };
  });
  done();
};

export default analyticsRoutes;
