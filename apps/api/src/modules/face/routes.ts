// user/set-face*: face registration calls (account.md §7). Photos are queued
// for analysis (registration.ts); set-face waits for the answer, set-face/async
// answers at once and the app polls.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';

/** A photo of up to 3 MiB travels as about 4 MiB of base64. */
const FACE_BODY_LIMIT = 6 * 1024 * 1024;

const faceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.faceService;
  const photoRoute = {
    bodyLimit: FACE_BODY_LIMIT,
    // Each photo costs an analysis: limited like the entrance calls.
    rateLimit: costlyCallLimit(app),
  };

  // Each handshake stores a session: limited like the photos.
  registerEndpoint(
    app,
    endpoints.faceHandshake,
    { rateLimit: photoRoute.rateLimit },
    ({ userId }) => service.handshake(userId),
  );

  registerEndpoint(app, endpoints.faceEnroll, photoRoute, ({ body, userId }) =>
    service.enroll(userId, body),
  );

  registerEndpoint(app, endpoints.faceSet, photoRoute, ({ body, userId }) =>
    service.captureAndWait(userId, body),
  );

  registerEndpoint(app, endpoints.faceSetAsync, photoRoute, ({ body, userId }) =>
    service.capture(userId, body),
  );

  registerEndpoint(app, endpoints.facePolling, {}, ({ params, userId }) =>
    service.usage(userId, params.id),
  );

  done();
};

export default faceRoutes;
