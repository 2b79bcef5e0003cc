// user/data-export, and the account deletion: the code for a customer without a
// PIN, then the deletion itself.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';

const accountRightsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.userDataExport, {}, ({ userId }) =>
    app.accountRightsService.exportData(userId),
  );

  // Deletion (account-deletion.ts): the code sends an SMS, the deletion checks
  // a PIN or a code: limited like the entrance calls.
  registerEndpoint(
    app,
    endpoints.accountDeletionCode,
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId, request }) => app.accountDeletion.sendCode(userId, body, request.ip),
  );
  registerEndpoint(
    app,
    endpoints.accountDeletion,
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId }) => app.accountDeletion.deleteAccount(userId, body),
  );
  done();
};

export default accountRightsRoutes;
