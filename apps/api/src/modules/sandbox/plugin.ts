// The sandbox module, registered by app.ts only when STAGE=sandbox: the outbox
// repository and the sandbox service on the app, its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type OutboxRepository, createOutboxRepository } from './outbox-repository';
import sandboxRoutes from './routes';
import { type SandboxService, createSandboxService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
    sandboxService: SandboxService;
  }
}

export default fp(
  async (app) => {
    const outbox = createOutboxRepository(app.db);
    app.decorate('outboxRepository', outbox);
    app.decorate(
      'sandboxService',
      createSandboxService({
        outbox,
        users: app.usersRepository,
        partners: app.partnersService,
        phoneCodes: app.phoneCodesRepository,
        faceTemplates: app.faceTemplateRepository,
        pins: app.pins,
        consents: app.biometricConsentRepository,
        clock: app.clock,
        startSession: (userId) => app.sessions.start(userId),
      }),
    );
    await app.register(sandboxRoutes, { prefix: apiBase });
  },
  {
    name: 'sandbox',
    dependencies: ['db', 'clock', 'auth', 'user', 'partners', 'entrance', 'face'],
  },
);
