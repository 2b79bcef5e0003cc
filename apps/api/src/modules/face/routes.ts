// user/set-face*: face registration calls (account.md §7). Photos are queued
// for analysis (registration.ts); set-face waits for the answer, set-face/async
// answers at once and the app polls.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import type { FaceCaptureBody } from '@rosto/contract/schemas/face';
import { isBase64Jpeg, stripJpegDataUrl } from '@rosto/contract/validators/face-image';
import { AppError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint-route';
import type { FaceIntentionRow } from './repository';
import { refusalError, toFaceUsage } from './registration';

/** The face-set timeout of account.md §9. */
const SET_FACE_WAIT_MS = 20_000;
const SET_FACE_POLL_MS = 100;
/** A photo of up to 3 MiB travels as about 4 MiB of base64. */
const FACE_BODY_LIMIT = 6 * 1024 * 1024;

const photoBytes = (image: string) => Buffer.from(stripJpegDataUrl(image), 'base64');

const faceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const photoRoute = {
    bodyLimit: FACE_BODY_LIMIT,
    // Each photo costs an analysis: limited like the entrance calls.
    rateLimit: { max: app.config.entranceRateLimitMax, timeWindow: '1 minute' },
  };

  /** The answer for a registration: its refusal as an error, or the registration. */
  const usageOrRefusal = (row: FaceIntentionRow) => {
    if (row.refusal && row.state !== 'PROCESSING') throw refusalError(row.refusal);
    return toFaceUsage(row);
  };

  const capture = (userId: string, body: FaceCaptureBody) =>
    app.faceRegistration.capture(userId, {
      image: photoBytes(body.images[0]!),
      step: body.step,
      usesGlasses: body.usesGlasses,
      wearsGlasses: body.wearsGlasses,
    });

  registerEndpoint(app, endpoints.faceHandshake, {}, () => ({
    sessionId: randomUUID(),
    sessionKey: randomBytes(32).toString('base64url'),
    // Opaque: never a session token for the API itself.
    sessionToken: randomBytes(32).toString('base64url'),
  }));

  registerEndpoint(app, endpoints.faceEnroll, photoRoute, async ({ body, userId }) => {
    const { fortfaceSdkData } = body;
    if (!isBase64Jpeg(fortfaceSdkData)) throw new AppError('FACE_IMAGE_INVALID_TYPE');
    return toFaceUsage(await app.faceRegistration.enroll(userId, photoBytes(fortfaceSdkData)));
  });

  registerEndpoint(app, endpoints.faceSet, photoRoute, async ({ body, userId }) => {
    const queued = await capture(userId, body);
    const deadline = Date.now() + SET_FACE_WAIT_MS;
    let row = queued;
    while (row.state === 'PROCESSING' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SET_FACE_POLL_MS));
      row = (await app.faceRepository.findIntention(queued.id)) ?? row;
    }
    return usageOrRefusal(row);
  });

  registerEndpoint(app, endpoints.faceSetAsync, photoRoute, async ({ body, userId }) =>
    toFaceUsage(await capture(userId, body)),
  );

  registerEndpoint(app, endpoints.facePolling, {}, async ({ params, userId }) => {
    const row = await app.faceRepository.findIntention(params.id);
    if (!row || row.userId !== userId) throw new AppError('FACE_USAGE_INTENTION_NOT_FOUND');
    return usageOrRefusal(row);
  });

  done();
};

export default faceRoutes;
