// The shop-refunds module (issue 27, decision 054): a shop's people refund its
// sales, in whole or in part, through the card gateway.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { runWhileUp } from '../../periodic-task';
import { createPaymentNotices } from '../terminal-payments/payment-notices';
import { createShopRefundsRepository } from './repository';
import shopRefundsRoutes from './routes';
import { createShopRefunds, type ShopRefunds } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    shopRefunds: ShopRefunds;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'shopRefunds',
      createShopRefunds({
        repository: createShopRefundsRepository(app.db, app.customerChanges, app.webhookOutbox),
        cardNetwork: app.cardNetwork,
        findSale: (placeId, id) => app.shopSales.find(placeId, id),
        notices: createPaymentNotices({ sms: app.messaging.sms, log: app.log }),
        clock: app.clock,
        windowDays: app.config.shopRefundWindowDays,
        log: app.log,
      }),
    );
    // Refunds a crash left PENDING are settled from the gateway's record (decision 054).
    runWhileUp(
      app,
      'pending refunds',
      async () => {
        const result = await app.shopRefunds.settlePending();
        if (result.succeeded + result.failed > 0) app.log.info(result, 'pending refunds settled');
      },
      { intervalMs: app.config.terminalReconcile.intervalMs, log: app.log },
    );
    await app.register(shopRefundsRoutes, { prefix: apiBase });
  },
  { name: 'shop-refunds', dependencies: ['db', 'clock', 'shop-sales', 'audit', 'webhooks'] },
);
