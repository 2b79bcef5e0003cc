// The partners module: its repository and service on the app, its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type PartnersRepository, createPartnersRepository } from './repository';
import partnerRoutes from './routes';
import { type PartnersService, createPartnersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    partnersRepository: PartnersRepository;
    partnersService: PartnersService;
  }
}

export default fp(
  async (app) => {
    const partners = createPartnersRepository(app.db);
    app.decorate('partnersRepository', partners);
    app.decorate('partnersService', createPartnersService({ partners }));
    await app.register(partnerRoutes, { prefix: apiBase });
  },
  { name: 'partners', dependencies: ['db'] },
);
