// shop/terminals: the shop's own terminals in its portal; an owner makes,
// revokes and rotates their keys, through the same service as the console's
// (`app.shopsService`), each change in the audit trail. A key is answered
// once and never stored by a cache.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

const shopTerminalsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { shopsService, auditTrail } = app;

  registerEndpoint(app, endpoints.shopTerminals, {}, async ({ shopUser }) => ({
    items: await shopsService.terminalsOf(shopUser.placeId),
  }));

  registerEndpoint(
    app,
    endpoints.shopTerminalCreate,
    {},
    async ({ shopUser, body, request, reply }) => {
      const created = await shopsService.createTerminal(shopUser.placeId, body);
      await auditTrail.record(request, {
        action: 'terminal.create',
        targetKind: 'terminal',
        targetId: created.terminal.id,
        reason: `portal, shop ${shopUser.placeId}`,
      });
      noStore(reply);
      return created;
    },
  );

  registerEndpoint(app, endpoints.shopTerminalRevoke, {}, async ({ shopUser, params, request }) => {
    const terminal = await shopsService.revokeTerminal(params.id, shopUser.placeId);
    await auditTrail.record(request, {
      action: 'terminal.revoke',
      targetKind: 'terminal',
      targetId: terminal.id,
      reason: 'portal',
    });
    return terminal;
  });

  registerEndpoint(
    app,
    endpoints.shopTerminalRotate,
    {},
    async ({ shopUser, params, request, reply }) => {
      const rotated = await shopsService.rotateTerminal(params.id, shopUser.placeId);
      await auditTrail.record(request, {
        action: 'terminal.rotate',
        targetKind: 'terminal',
        targetId: rotated.terminal.id,
        reason: 'portal',
      });
      noStore(reply);
      return rotated;
    },
  );
  done();
};

export default shopTerminalsRoutes;
