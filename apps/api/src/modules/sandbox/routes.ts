// Sandbox-only calls: registered only when STAGE=sandbox, so elsewhere they
// are unknown routes (404 ROUTE_NOT_FOUND).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@rosto/contract/api-paths';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import {
  createSandboxUserBodySchema,
  createSandboxUserResponseSchema,
  expireSandboxPhoneCodesBodySchema,
  expireSandboxPhoneCodesResponseSchema,
  forgetSandboxFaceResponseSchema,
  sandboxOutboxQuerySchema,
  sandboxOutboxResponseSchema,
} from '@rosto/contract/schemas/sandbox';
import { createSandboxUser } from './test-users';

const sandboxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    `/${apiPaths.sandboxOutbox}`,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Messages the sandbox would have sent (newest first, at most 100)',
        querystring: sandboxOutboxQuerySchema,
        response: { 200: sandboxOutboxResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ data: await app.outboxRepository.list({ to: request.query.to }) }),
  );

  app.post(
    `/${apiPaths.sandboxUsers}`,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Create a test user and a session token for it',
        body: createSandboxUserBodySchema,
        response: {
          201: createSandboxUserResponseSchema,
          400: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await createSandboxUser(
        {
          users: app.usersRepository,
          partners: app.partnersRepository,
          signSessionToken: app.signSessionToken,
        },
        request.body,
      );
      return reply.code(201).send({ data: result });
    },
  );
  app.post(
    `/${apiPaths.sandboxExpirePhoneCodes}`,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Expire the unused codes sent to a phone (to try the expired-code path)',
        body: expireSandboxPhoneCodesBodySchema,
        response: { 200: expireSandboxPhoneCodesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({
      data: {
        expired: await app.phoneCodesRepository.expireUnused(request.body.phone, app.clock.now()),
      },
    }),
  );
  app.post(
    `/${apiPaths.sandboxForgetFace}`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sandbox'],
        summary:
          "Delete the signed-in test user's enrolled faces, so the same photo can enrol again without being flagged as another user's",
        security: [{ bearerAuth: [] }],
        response: { 200: forgetSandboxFaceResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: { templates: await app.faceRepository.forgetFaces(request.user.sub) },
    }),
  );
  done();
};

export default sandboxRoutes;
