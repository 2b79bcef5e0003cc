// The customer's payment calls (docs/spec/wallet-checklist.md §7): user/transactions and
// user/place/{id}/google-place-details, the public list of shops (decision 069)
// and user/payment-limits (decision 036),
// each from the contract's endpoint table.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { CustomerCache } from '../../cache/customer-cache';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';

/**
 * Pages of the payments list, kept until the customer's transactions or cards
 * change (decision 039). A page of 20 is some 12 KB: at most ~50 MB here.
 */
const PAGE_CACHE = { maxCustomers: 1_000, maxEntriesPerCustomer: 4, maxAgeMs: 60_000 };

const paymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const pages = new CustomerCache<Buffer>(app.customerChanges, PAGE_CACHE);
  registerEndpoint(app, endpoints.transactions, { answerCache: pages }, ({ userId, query }) =>
    app.paymentsService.transactions(userId, query),
  );
  registerEndpoint(app, endpoints.placeDetails, {}, ({ params }) =>
    app.paymentsService.placeDetails(params.id),
  );
  registerEndpoint(app, endpoints.partnerShops, {}, () => app.paymentsService.partnerShops());
  registerEndpoint(app, endpoints.paymentLimits, {}, ({ userId }) => app.paymentLimits.get(userId));
  // Raising a limit checks the PIN (an argon2 hash): limited like the PIN calls.
  registerEndpoint(
    app,
    endpoints.updatePaymentLimits,
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId }) => app.paymentLimits.update(userId, body),
  );
  done();
};

export default paymentsRoutes;
