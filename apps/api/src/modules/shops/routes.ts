// console/shops, console/terminals and console/partners (role shops): each
// change is written to the audit trail (the reason where the call asks one),
// never a key; the answers that carry a key are not to be kept by any cache.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

/** An answer with a terminal's key in it: shown once, stored nowhere on the way. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

const shopsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { shopsService: shops, auditTrail } = app;

  registerEndpoint(app, endpoints.consoleShops, {}, async ({ query }) => ({
    items: await shops.list(query),
  }));

  registerEndpoint(app, endpoints.consoleShop, {}, ({ params }) => shops.shop(params.id));

  registerEndpoint(app, endpoints.consoleShopCreate, {}, async ({ body, request }) => {
    const shop = await shops.create(body);
    await auditTrail.record(request, {
      action: 'shop.create',
      targetKind: 'shop',
      targetId: shop.id,
    });
    return shop;
  });

  registerEndpoint(app, endpoints.consoleShopUpdate, {}, async ({ params, body, request }) => {
    const { shop, changedFields } = await shops.update(params.id, body);
    await auditTrail.record(request, {
      action: 'shop.update',
      targetKind: 'shop',
      targetId: shop.id,
      reason: changedFields.length > 0 ? `changed: ${changedFields.join(', ')}` : 'nothing changed',
    });
    return shop;
  });

  registerEndpoint(
    app,
    endpoints.consoleTerminalCreate,
    {},
    async ({ params, body, request, reply }) => {
      const created = await shops.createTerminal(params.id, body);
      await auditTrail.record(request, {
        action: 'terminal.create',
        targetKind: 'terminal',
        targetId: created.terminal.id,
        reason: `at shop ${params.id}`,
      });
      noStore(reply);
      return created;
    },
  );

  registerEndpoint(app, endpoints.consoleTerminalRevoke, {}, async ({ params, body, request }) => {
    const terminal = await shops.revokeTerminal(params.id);
    await auditTrail.record(request, {
      action: 'terminal.revoke',
      targetKind: 'terminal',
      targetId: terminal.id,
      reason: body.reason,
    });
    return terminal;
  });

  registerEndpoint(
    app,
    endpoints.consoleTerminalRotate,
    {},
    async ({ params, body, request, reply }) => {
      const rotated = await shops.rotateTerminal(params.id);
      await auditTrail.record(request, {
        action: 'terminal.rotate',
        targetKind: 'terminal',
        targetId: rotated.terminal.id,
        reason: body.reason,
      });
      noStore(reply);
      return rotated;
    },
  );

  registerEndpoint(app, endpoints.consolePartners, {}, async () => ({
    items: await shops.partners(),
  }));
  done();
};

export default shopsRoutes;
