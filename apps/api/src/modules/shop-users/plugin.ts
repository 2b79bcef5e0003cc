// The shop-users module (issue 27, decision 053): the shops' people's
// accounts, portal sign-in and sessions. Its service is the gate of the
// portal's authentication (plugins/app/auth.ts: `Authorization: Bearer
// rosto_shop_…` on the endpoints with `auth: 'shop'`).
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { shopUserTables } from '../../staff-auth/account-store';
import { staffSignInOn } from '../../staff-auth/realm';
import { createShopUsersRepository } from './repository';
import shopUsersRoutes from './routes';
import { createShopUsers, shopUserRealm, type ShopUsers } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    shopUsers: ShopUsers;
  }
}

export default fp(
  async (app) => {
    const shopUsers = createShopUsers({
      repository: createShopUsersRepository(app.db),
      signIn: staffSignInOn(app.db, shopUserTables, shopUserRealm, {
        pepper: app.config.pinPepper,
        clock: app.clock,
      }),
      clock: app.clock,
    });
    app.decorate('shopUsers', shopUsers);
    app.setShopUserGate(shopUsers);
    await app.register(shopUsersRoutes, { prefix: apiBase });
  },
  { name: 'shop-users', dependencies: ['db', 'clock', 'auth', 'audit'] },
);
