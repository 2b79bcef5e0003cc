// The legal module: its repository and service on the app, its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type LegalRepository, createLegalRepository } from './repository';
import legalRoutes from './routes';
import { type LegalService, createLegalService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    legalRepository: LegalRepository;
    legalService: LegalService;
  }
}

export default fp(
  async (app) => {
    const legal = createLegalRepository(app.db);
    app.decorate('legalRepository', legal);
    app.decorate('legalService', createLegalService({ legal, operator: app.config.operator }));
    await app.register(legalRoutes, { prefix: apiBase });
  },
  { name: 'legal', dependencies: ['db'] },
);
