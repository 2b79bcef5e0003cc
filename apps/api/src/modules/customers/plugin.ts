// The customers module (issue 26): the help desk's search, a customer's page
// and the actions on a customer in the console (role support). It owns no
// table: it reads the customer's cards, payments and sessions, and writes the
// block flag; sessions end through `app.sessions`, the e-mail link goes
// through `app.emailConfirmation`, a reference is read through `app.supportService`.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { createCustomersRepository } from './repository';
import customersRoutes from './routes';
import { type CustomersService, createCustomersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    customersService: CustomersService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'customersService',
      createCustomersService({
        users: app.usersRepository,
        customers: createCustomersRepository(app.db, app.customerChanges),
        references: app.supportService,
        sessions: app.sessions,
        emailConfirmation: app.emailConfirmation,
        profilePictures: app.profilePictureRepository,
        imageKey: app.config.face.imageKey,
        clock: app.clock,
        sessionIdleTimeoutMs: app.config.session.idleTimeoutMs,
      }),
    );
    await app.register(customersRoutes, { prefix: apiBase });
  },
  {
    name: 'customers',
    dependencies: [
      'db',
      'clock',
      'customer-changes',
      'audit',
      'operators',
      'sessions',
      'user',
      'email',
      'support',
    ],
  },
);
