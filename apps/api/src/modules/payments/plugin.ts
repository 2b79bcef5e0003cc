// The payments module (issue 11, decisions 032, 036): the customer's reads of
// their payments and of a shop's location, and their own limits on paying by
// face (payment-limits.ts), on the app; its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type PaymentLimitsService, createPaymentLimits } from './payment-limits';
import { type PaymentsRepository, createPaymentsRepository } from './repository';
import paymentsRoutes from './routes';
import { type PaymentsService, createPaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    paymentsRepository: PaymentsRepository;
    paymentsService: PaymentsService;
    /** The customer's limits on paying by face (decision 036). */
    paymentLimits: PaymentLimitsService;
  }
}

export default fp(
  async (app) => {
    const repository = createPaymentsRepository(app.db);
    app.decorate('paymentsRepository', repository);
    app.decorate(
      'paymentsService',
      createPaymentsService({ repository, users: app.usersRepository }),
    );
    app.decorate(
      'paymentLimits',
      createPaymentLimits({ users: app.usersRepository, pins: app.pins, clock: app.clock }),
    );
    await app.register(paymentsRoutes, { prefix: apiBase });
  },
  { name: 'payments', dependencies: ['db', 'clock', 'auth', 'customer-changes', 'user', 'pin'] },
);
