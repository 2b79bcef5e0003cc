// The support module: its repository and service on the app, its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type SupportRepository, createSupportRepository } from './repository';
import supportRoutes from './routes';
import { type SupportService, createSupportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    supportRepository: SupportRepository;
    supportService: SupportService;
  }
}

export default fp(
  async (app) => {
    const references = createSupportRepository(app.db);
    app.decorate('supportRepository', references);
    app.decorate('supportService', createSupportService({ references, clock: app.clock }));
    await app.register(supportRoutes, { prefix: apiBase });
  },
  { name: 'support', dependencies: ['db', 'clock', 'audit', 'operators'] },
);
