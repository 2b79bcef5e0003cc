// POST /api/event-service (signed in) and /api/event-service/anonymous: analytics
// events stored server-side. Answered 202: stored, processed later.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@rosto/contract/api-paths';
import {
  analyticsEventBodySchema,
  analyticsEventResponseSchema,
} from '@rosto/contract/schemas/analytics';
import { errorBodySchema } from '@rosto/contract/schemas/common';

/** An event body is a few hundred bytes; the schema caps properties at 8 KiB. */
const EVENT_BODY_LIMIT = 16 * 1024;

const analyticsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const common = {
    bodyLimit: EVENT_BODY_LIMIT,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  } as const;
  const errors = { 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };

  app.post(
    `/${apiPaths.eventService}`,
    {
      ...common,
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event of the signed-in user',
        security: [{ bearerAuth: [] }],
        body: analyticsEventBodySchema,
        response: { 202: analyticsEventResponseSchema, 401: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { eventName, eventProperties } = request.body.payload;
      await app.analyticsRepository.add({
        userId: request.user.sub,
        eventName,
        properties: eventProperties,
      });
      return reply.code(202).send({ data: { accepted: true } });
    },
  );

  app.post(
    `/${apiPaths.eventServiceAnonymous}`,
    {
      ...common,
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event of a visitor who is not signed in',
        body: analyticsEventBodySchema,
        response: { 202: analyticsEventResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { eventName, eventProperties } = request.body.payload;
      await app.analyticsRepository.add({ userId: null, eventName, properties: eventProperties });
      return reply.code(202).send({ data: { accepted: true } });
    },
  );
  done();
};

export default analyticsRoutes;
