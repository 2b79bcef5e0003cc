// Sandbox-only calls: registered only when STAGE=sandbox, so elsewhere they
// are unknown routes (404 ROUTE_NOT_FOUND).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';
import { createSandboxUser } from './test-users';

const sandboxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.sandboxOutbox, {}, ({ query }) =>
    app.outboxRepository.list({ to: query.to }),
  );

  registerEndpoint(app, endpoints.sandboxUsers, {}, ({ body }) =>
    createSandboxUser(
      {
        users: app.usersRepository,
        partners: app.partnersRepository,
        signSessionToken: app.signSessionToken,
      },
      body,
    ),
  );

  registerEndpoint(app, endpoints.sandboxExpirePhoneCodes, {}, async ({ body }) => ({
    expired: await app.phoneCodesRepository.expireUnused(body.phone, app.clock.now()),
  }));

  registerEndpoint(app, endpoints.sandboxForgetFace, {}, async ({ userId }) => ({
    templates: await app.faceRepository.forgetFaces(userId),
  }));
  done();
};

export default sandboxRoutes;
