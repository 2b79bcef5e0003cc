// The account rights module (LGPD art. 18, issue 9): the data export and the
// self-service account deletion (account-deletion.ts) on the app, with their
// repositories; its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type AccountDeletion, createAccountDeletion } from './account-deletion';
import { createAccountDeletionRepository } from './account-deletion-repository';
import { createExportRepository } from './export-repository';
import accountRightsRoutes from './routes';
import { type AccountRightsService, createAccountRightsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes accounts, and tells whether a CPF belonged to a deleted one (decision 025). */
    accountDeletion: AccountDeletion;
    accountRightsService: AccountRightsService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'accountDeletion',
      createAccountDeletion({
        repository: createAccountDeletionRepository(app.db, app.customerChanges),
        users: app.usersRepository,
        pins: app.pins,
        phoneCodes: app.phoneCodes,
        clock: app.clock,
        hashKey: app.config.pinPepper,
        // The wallet registers after this module: looked up when a deletion runs.
        forgetCards: (userId) => app.walletService.forgetCustomer(userId),
      }),
    );
    app.decorate(
      'accountRightsService',
      createAccountRightsService({
        users: app.usersRepository,
        exports: createExportRepository(app.db),
        clock: app.clock,
        buildProfile: app.buildProfile,
      }),
    );
    await app.register(accountRightsRoutes, { prefix: apiBase });
  },
  {
    name: 'account-rights',
    dependencies: ['db', 'customer-changes', 'clock', 'auth', 'user', 'pin', 'phone-codes'],
  },
);
