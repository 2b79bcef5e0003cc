// POST shop/sales/:id/refunds: the caller's own shop's sale only; each refund
// asked is written to the audit trail with its amount.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const shopRefundsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(
    app,
    endpoints.shopSaleRefund,
    {},
    async ({ shopUser, params, body, request }) => {
      const refunded = await app.shopRefunds.refund(shopUser, params.id, body);
      await app.auditTrail.record(request, {
        action: 'sale.refund',
        targetKind: 'sale',
        targetId: params.id,
        reason: `refund ${refunded.refund.id}: ${refunded.refund.amountCents} cents`,
      });
      return refunded;
    },
  );
  done();
};

export default shopRefundsRoutes;
