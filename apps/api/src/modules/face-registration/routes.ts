// user/set-face*: face registration calls (docs/spec/account-checklist.md §7). Photos are queued
// for analysis (registration.ts); set-face waits for the answer, set-face/async
// answers at once and the app polls. The step-up calls (user/set-face/step-up*)
// are face-step-up's.
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

  registerEndpoint(app, endpoints.faceEnroll, photoRoute, ({ body, userId, request }) =>
    service.enroll(userId, request.user.sid, body),
  );

  registerEndpoint(app, endpoints.faceSet, photoRoute, ({ body, userId, request }) =>
    service.captureAndWait(userId, request.user.sid, body),
  );

  registerEndpoint(app, endpoints.faceSetAsync, photoRoute, ({ body, userId, request }) =>
    service.capture(userId, request.user.sid, body),
  );

  // Each challenge is a row: limited like the photos it precedes.
  registerEndpoint(
    app,
    endpoints.faceChallenge,
    { rateLimit: photoRoute.rateLimit },
    ({ userId }) => service.challenge(userId),
  );

  registerEndpoint(app, endpoints.facePolling, {}, ({ params, userId }) =>
    service.usage(userId, params.id),
  );

  // The consent of the face instructions, with the terms version in force.
  registerEndpoint(app, endpoints.biometricConsent, {}, async ({ userId }) => {
    const givenAt = app.clock.now();
    const terms = await app.legalRepository.latestTermsOfUse('br', givenAt);
    await app.biometricConsentRepository.record(userId, givenAt, terms?.version ?? null);
    return { givenAt: givenAt.toISOString(), termsVersion: terms?.version ?? null };
  });

  done();
};

export default faceRoutes;
