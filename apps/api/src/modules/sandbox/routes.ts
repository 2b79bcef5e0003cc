// Sandbox-only calls: registered only when STAGE=sandbox, so elsewhere they
// are unknown routes (404 ROUTE_NOT_FOUND).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';
import { consoleSessionAnswer } from '../operators/service';
import { portalSessionAnswer } from '../shop-users/service';

const sandboxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.sandboxService;

  registerEndpoint(app, endpoints.sandboxOutbox, {}, ({ query }) => service.outbox(query.to));

  registerEndpoint(app, endpoints.sandboxUsers, {}, ({ body }) => service.createUser(body));

  registerEndpoint(app, endpoints.sandboxExpirePhoneCodes, {}, ({ body }) =>
    service.expirePhoneCodes(body.phone),
  );

  registerEndpoint(app, endpoints.sandboxReviewPaymentMethod, {}, ({ params, body }) =>
    service.reviewPaymentMethod(params.paymentMethodId, body.decision),
  );

  registerEndpoint(app, endpoints.sandboxTerminals, {}, ({ body }) => service.createTerminal(body));

  registerEndpoint(app, endpoints.sandboxForgetFace, {}, ({ userId }) =>
    service.forgetFace(userId),
  );

  registerEndpoint(app, endpoints.sandboxOperatorSession, {}, async ({ body, request }) => {
    const session = await app.operators.signInDemo(body.role);
    await app.auditTrail.record(request, {
      operatorId: session.account.id,
      action: 'operator.sign-in',
      targetKind: 'operator',
      targetId: session.account.id,
      reason: 'sandbox demo operator',
    });
    return consoleSessionAnswer(session);
  });

  registerEndpoint(app, endpoints.sandboxShops, {}, async () => ({
    items: (await app.terminalsRepository.listPlaces()).map(({ id, name, slug }) => ({
      id,
      name,
      slug,
    })),
  }));

  registerEndpoint(app, endpoints.sandboxShopUserSession, {}, async ({ body, request }) => {
    const session = await app.shopUsers.signInDemo(body.shopId, body.role);
    await app.auditTrail.record(request, {
      shopUserId: session.account.id,
      action: 'shop-user.sign-in',
      targetKind: 'shop-user',
      targetId: session.account.id,
      reason: 'sandbox demo account',
    });
    return portalSessionAnswer(session);
  });
  done();
};

export default sandboxRoutes;
