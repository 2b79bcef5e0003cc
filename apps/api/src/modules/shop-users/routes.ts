// shop/session (sign-in and sign-out) and shop/me for the shops' people, and
// the console's calls that list and make a shop's accounts. Sign-in,
// sign-out and each account made are written to the audit trail.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';
import { portalSessionAnswer } from './service';

const shopUsersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { shopUsers, auditTrail } = app;

  registerEndpoint(
    app,
    endpoints.shopSessionCreate,
    // Per address as the console's sign-in, besides each account's own lockout.
    { rateLimit: costlyCallLimit(app) },
    async ({ body, request }) => {
      const session = await shopUsers.signIn(body);
      await auditTrail.record(request, {
        shopUserId: session.account.id,
        action: 'shop-user.sign-in',
        targetKind: 'shop-user',
        targetId: session.account.id,
      });
      return portalSessionAnswer(session);
    },
  );

  registerEndpoint(app, endpoints.shopSessionEnd, {}, async ({ shopUser, request }) => {
    await shopUsers.endSession(shopUser.sessionId);
    await auditTrail.record(request, {
      action: 'shop-user.sign-out',
      targetKind: 'shop-user',
      targetId: shopUser.id,
    });
    return { ended: true as const };
  });

  registerEndpoint(app, endpoints.shopMe, {}, ({ shopUser }) => shopUsers.me(shopUser));

  registerEndpoint(app, endpoints.consoleShopUsers, {}, async ({ params }) => ({
    items: await shopUsers.listOfShop(params.id),
  }));

  registerEndpoint(app, endpoints.consoleShopUserCreate, {}, async ({ params, body, request }) => {
    const created = await shopUsers.create({ placeId: params.id, ...body });
    await auditTrail.record(request, {
      action: 'shop-user.create',
      targetKind: 'shop-user',
      targetId: created.user.id,
      reason: `shop ${params.id}, role ${created.user.role}`,
    });
    return created;
  });
  done();
};

export default shopUsersRoutes;
