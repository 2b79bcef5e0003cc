// The shops module (issue 26): the console's shops and terminals (role
// shops). Its places and terminals are the terminals module's, reached
// through `app.terminalsRepository` and `app.terminalsService`, so the
// console and the terminal command share one path; partners through
// `app.partnersRepository`.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import shopsRoutes from './routes';
import { type ShopsService, createShopsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    shopsService: ShopsService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'shopsService',
      createShopsService({
        places: app.terminalsRepository,
        terminals: app.terminalsService,
        partners: app.partnersRepository,
      }),
    );
    await app.register(shopsRoutes, { prefix: apiBase });
  },
  { name: 'shops', dependencies: ['auth', 'audit', 'operators', 'partners', 'terminals'] },
);
