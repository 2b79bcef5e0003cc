// The payments module (issue 11, decision 032): the customer's reads of their
// payments and of a shop's location on the app; its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type PaymentsRepository, createPaymentsRepository } from './repository';
import paymentsRoutes from './routes';
import { type PaymentsService, createPaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    paymentsRepository: PaymentsRepository;
    paymentsService: PaymentsService;
  }
}

export default fp(
  async (app) => {
    const repository = createPaymentsRepository(app.db);
    app.decorate('paymentsRepository', repository);
    app.decorate('paymentsService', createPaymentsService({ repository }));
    await app.register(paymentsRoutes, { prefix: apiBase });
  },
  { name: 'payments', dependencies: ['db', 'auth', 'customer-changes'] },
);
