// The customer's payment calls (wallet.md §7): user/transactions and
// user/place/{id}/google-place-details, each from the contract's endpoint table.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const paymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.transactions, {}, ({ userId, query }) =>
    app.paymentsService.transactions(userId, query),
  );
  registerEndpoint(app, endpoints.placeDetails, {}, ({ params }) =>
    app.paymentsService.placeDetails(params.id),
  );
  done();
};

export default paymentsRoutes;
