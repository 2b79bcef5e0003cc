// The wallet's calls (docs/spec/wallet-checklist.md §7): user/payment-method/*, user/credit-card/*,
// user/private-label and user/credits, each from the contract's endpoint table.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';

const walletRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.paymentMethods, {}, ({ userId, query }) =>
    app.walletService.list(userId, query),
  );
  registerEndpoint(app, endpoints.availableAuthorizers, {}, ({ userId }) =>
    app.walletService.authorizers(userId),
  );
  registerEndpoint(app, endpoints.paymentMethodStatus, {}, ({ userId }) =>
    app.walletService.status(userId),
  );

  // Each add reaches a gateway or an issuer (or sends an SMS): limited per IP
  // like the entrance calls, besides the attempts counted per customer.
  const costly = { rateLimit: costlyCallLimit(app) };
  registerEndpoint(app, endpoints.addCreditCard, costly, ({ userId, body }) =>
    app.addCards.creditCard(userId, body),
  );
  registerEndpoint(app, endpoints.addFoodVoucher, costly, ({ userId, body }) =>
    app.addCards.foodVoucher(userId, body),
  );
  registerEndpoint(app, endpoints.addDmCard, costly, ({ userId, body }) =>
    app.addCards.dmCard(userId, body),
  );
  registerEndpoint(app, endpoints.senffStart, costly, ({ userId, body, request }) =>
    app.addCards.senffStart(userId, body, request.ip),
  );
  registerEndpoint(app, endpoints.senffFinish, costly, ({ userId, body }) =>
    app.addCards.senffFinish(userId, body),
  );

  registerEndpoint(app, endpoints.updateCardData, {}, ({ userId, body }) =>
    app.walletService.updateCardData(userId, body),
  );
  registerEndpoint(app, endpoints.deletePaymentMethod, {}, ({ userId, params }) =>
    app.walletService.remove(userId, params.paymentMethodId),
  );
  registerEndpoint(app, endpoints.credits, {}, ({ userId, query }) =>
    app.walletService.credits(userId, query.paymentMethodId),
  );

  registerEndpoint(app, endpoints.validateCard, costly, ({ userId, body }) =>
    app.cardValidation.start(userId, body.paymentMethodId),
  );
  // The body's `tries` is the app's count; the server keeps its own (decision 030).
  registerEndpoint(app, endpoints.randomAmountCheck, costly, ({ userId, body }) =>
    app.cardValidation.checkAmount(userId, body.paymentMethodId, body.amount),
  );
  registerEndpoint(app, endpoints.updateCvv, costly, ({ userId, body }) =>
    app.cardValidation.checkCvv(userId, body.paymentMethodId, body.cvv),
  );
  done();
};

export default walletRoutes;
