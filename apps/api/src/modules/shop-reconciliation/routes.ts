// shop/reconciliation: an owner reads a day's comparison with the card
// gateway, or runs it now (audited).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const reconciliationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.shopReconciliation, {}, ({ shopUser, query }) =>
    app.reconciliations.latest(shopUser.placeId, query.day),
  );

  registerEndpoint(
    app,
    endpoints.shopReconciliationRun,
    {},
    async ({ shopUser, body, request }) => {
      const found = await app.reconciliations.runNow(shopUser.placeId, body.day);
      await app.auditTrail.record(request, {
        action: 'reconciliation.run',
        targetKind: 'shop',
        targetId: shopUser.placeId,
        reason: `${body.day}: ${found.differences.length} differences`,
      });
      return found;
    },
  );
  done();
};

export default reconciliationRoutes;
