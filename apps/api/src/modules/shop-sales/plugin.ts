// The shop-sales module (issue 27): a shop's sales of a period with their
// totals, and the same as CSV, for the shop's people in the portal.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { createShopSalesRepository } from './repository';
import shopSalesRoutes from './routes';
import { createShopSales, type ShopSales } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    shopSales: ShopSales;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'shopSales',
      createShopSales({ repository: createShopSalesRepository(app.db), clock: app.clock }),
    );
    await app.register(shopSalesRoutes, { prefix: apiBase });
  },
  { name: 'shop-sales', dependencies: ['db', 'clock', 'shop-users'] },
);
