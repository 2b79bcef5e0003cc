// user/set-face*: face registration calls (account.md §7). Photos are queued
// for analysis (registration.ts); set-face waits for the answer, set-face/async
// answers at once and the app polls.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@rosto/contract/api-paths';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import {
  faceEnrollBodySchema,
  faceEnrollResponseSchema,
  faceHandshakeBodySchema,
  faceHandshakeResponseSchema,
  facePollingParamsSchema,
  facePollingResponseSchema,
  faceSetAsyncBodySchema,
  faceSetAsyncResponseSchema,
  faceSetBodySchema,
  faceSetResponseSchema,
  type FaceCaptureBody,
} from '@rosto/contract/schemas/face';
import { isBase64Jpeg, stripJpegDataUrl } from '@rosto/contract/validators/face-image';
import { AppError } from '../../errors';
import type { FaceIntentionRow } from './repository';
import { refusalError, toFaceUsage } from './registration';

/** The face-set timeout of account.md §9. */
const SET_FACE_WAIT_MS = 20_000;
const SET_FACE_POLL_MS = 100;
/** A photo of up to 3 MiB travels as about 4 MiB of base64. */
const FACE_BODY_LIMIT = 6 * 1024 * 1024;

const photoBytes = (image: string) => Buffer.from(stripJpegDataUrl(image), 'base64');

const faceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const tags = ['face'];
  const security = [{ bearerAuth: [] }];
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    413: errorBodySchema,
    429: errorBodySchema,
    502: errorBodySchema,
    503: errorBodySchema,
  };
  const photoRoute = {
    onRequest: app.authenticate,
    bodyLimit: FACE_BODY_LIMIT,
    // Each photo costs an analysis: limited like the entrance calls.
    config: { rateLimit: { max: app.config.entranceRateLimitMax, timeWindow: '1 minute' } },
  } as const;

  /** The answer for a registration: its refusal as an error, or the registration. */
  const usageOrRefusal = (row: FaceIntentionRow) => {
    if (row.refusal && row.state !== 'PROCESSING') throw refusalError(row.refusal);
    return { data: toFaceUsage(row) };
  };

  const capture = (userId: string, body: FaceCaptureBody) =>
    app.faceRegistration.capture(userId, {
      image: photoBytes(body.images[0]!),
      step: body.step,
      usesGlasses: body.usesGlasses,
      wearsGlasses: body.wearsGlasses,
    });

  app.post(
    `/${apiPaths.faceHandshake}`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Open a session for the native face SDK',
        security,
        body: faceHandshakeBodySchema,
        response: { 200: faceHandshakeResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    () =>
      Promise.resolve({
        data: {
          sessionId: randomUUID(),
          sessionKey: randomBytes(32).toString('base64url'),
          // Opaque: never a session token for the API itself.
          sessionToken: randomBytes(32).toString('base64url'),
        },
      }),
  );

  app.post(
    `/${apiPaths.faceEnroll}`,
    {
      ...photoRoute,
      schema: {
        tags,
        summary:
          'Enrol the photo of the native face SDK (a base64 JPEG): photo and liveness at once',
        security,
        body: faceEnrollBodySchema,
        response: { 200: faceEnrollResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { fortfaceSdkData } = request.body;
      if (!isBase64Jpeg(fortfaceSdkData)) throw new AppError('FACE_IMAGE_INVALID_TYPE');
      const row = await app.faceRegistration.enroll(request.user.sub, photoBytes(fortfaceSdkData));
      return { data: toFaceUsage(row) };
    },
  );

  app.post(
    `/${apiPaths.faceSet}`,
    {
      ...photoRoute,
      schema: {
        tags,
        summary: 'Send a face photo and wait for its analysis (up to 20 s; then poll)',
        security,
        body: faceSetBodySchema,
        response: { 200: faceSetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const queued = await capture(request.user.sub, request.body);
      const deadline = Date.now() + SET_FACE_WAIT_MS;
      let row = queued;
      while (row.state === 'PROCESSING' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, SET_FACE_POLL_MS));
        row = (await app.faceRepository.findIntention(queued.id)) ?? row;
      }
      return usageOrRefusal(row);
    },
  );

  app.post(
    `/${apiPaths.faceSetAsync}`,
    {
      ...photoRoute,
      schema: {
        tags,
        summary: 'Send a face photo for analysis; poll user/set-face/polling/{id} for the result',
        security,
        body: faceSetAsyncBodySchema,
        response: { 200: faceSetAsyncResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: toFaceUsage(await capture(request.user.sub, request.body)) }),
  );

  app.get(
    // apiPaths.facePolling(id) builds this path on the web side.
    '/user/set-face/polling/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'The face registration: poll every 2 s while PROCESSING; a refused photo answers its code',
        security,
        params: facePollingParamsSchema,
        response: { 200: facePollingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.faceRepository.findIntention(request.params.id);
      if (!row || row.userId !== request.user.sub) {
        throw new AppError('FACE_USAGE_INTENTION_NOT_FOUND');
      }
      return usageOrRefusal(row);
    },
  );

  done();
};

export default faceRoutes;
