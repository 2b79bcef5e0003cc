// `app.customerChanges`: which customers' rows changed, from the database's
// notices and this instance's own writes (cache/customer-changes.ts, decision
// 039). The listener starts with the app and stops when it closes.
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  CUSTOMER_CHANGES_CHANNEL,
  type CustomerChanges,
  createCustomerChanges,
} from '../../cache/customer-changes';

declare module 'fastify' {
  interface FastifyInstance {
    customerChanges: CustomerChanges;
  }
}

export default fp(
  async (app) => {
    const feed = createCustomerChanges(async (payload) => {
      await app.db.execute(sql`select pg_notify(${CUSTOMER_CHANGES_CHANNEL}, ${payload})`);
    });
    const listener = await app.database.listen(CUSTOMER_CHANGES_CHANNEL, {
      notice: (payload) => feed.notice(payload),
      live(isLive, error) {
        if (isLive) app.log.info('customer change notices: listening');
        else app.log.warn({ err: error }, 'customer change notices lost: caches bypassed');
        feed.setLive(isLive);
      },
    });
    app.decorate('customerChanges', feed);
    app.addHook('onClose', async () => {
      await listener.stop();
    });
  },
  { name: 'customer-changes', dependencies: ['db'] },
);
