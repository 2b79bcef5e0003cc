// The shops' people (issue 27, decision 053): accounts of one shop with the
// role `owner` or `cashier`, made by the console or `npm run
// shop:user:create`, signed in with password and TOTP code under the same
// rules as operators (staff-auth/sign-in.ts) in a realm of their own: their
// tokens start `rosto_shop_`, live in `shop_user_sessions`, and name one shop.
import type { ShopRole } from '@rosto/contract/operator-roles';
import type { ShopUser } from '@rosto/contract/schemas/shop-portal';
import { AppError } from '../../errors';
import type { ShopUserCaller } from '../../plugins/app/auth';
import type { Clock } from '../../plugins/app/clock';
import type { StaffRealmSettings } from '../../staff-auth/realm';
import {
  STAFF_IDLE_TIMEOUT_MS,
  type StaffSession,
  type StaffSignIn,
} from '../../staff-auth/sign-in';
import {
  type PortalShopRow,
  ShopUserEmailTakenError,
  type ShopUserRow,
  type ShopUsersRepository,
} from './repository';

/** What sets the portal's realm apart from the console's. */
export const shopUserRealm: StaffRealmSettings = {
  tokenMarker: 'rosto_shop_',
  totp: { sealPurpose: 'shop-user-totp-secret', issuer: 'Rosto Lojas' },
  errors: { signInFailed: 'SHOP_USER_SIGN_IN_FAILED', locked: 'SHOP_USER_LOCKED' },
};

export interface NewShopUserCredentials {
  user: ShopUser;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** A portal session just opened, with the shop it is for. */
export interface PortalSession extends StaffSession<ShopUserRow> {
  shop: PortalShopRow;
}

export function shopUserView(row: ShopUserRow): ShopUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What shop/session (and the sandbox's demo sign-in) answer of a new session. */
export function portalSessionAnswer(session: PortalSession) {
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    idleMinutes: STAFF_IDLE_TIMEOUT_MS / 60_000,
    user: shopUserView(session.account),
    shop: session.shop,
  };
}

export interface ShopUsersDeps {
  repository: ShopUsersRepository;
  signIn: StaffSignIn<ShopUserRow>;
  clock: Clock;
}

export function createShopUsers(deps: ShopUsersDeps) {
  const { repository, signIn, clock } = deps;

  async function shopOf(placeId: string): Promise<PortalShopRow> {
    const shop = await repository.findShop(placeId);
    if (!shop) throw new AppError('SHOP_NOT_FOUND');
    return shop;
  }

  async function create(input: {
    placeId: string;
    email: string;
    role: ShopRole;
  }): Promise<NewShopUserCredentials> {
    await shopOf(input.placeId);
    const email = input.email.toLowerCase();
    const secrets = await signIn.newSecrets(email);
    try {
      const row = await repository.create({
        placeId: input.placeId,
        email,
        role: input.role,
        passwordHash: secrets.passwordHash,
        totpSecretSealed: secrets.totpSecretSealed,
      });
      return {
        user: shopUserView(row),
        password: secrets.password,
        totpSecret: secrets.totpSecret,
        otpauthUri: secrets.otpauthUri,
      };
    } catch (error) {
      if (error instanceof ShopUserEmailTakenError) throw new AppError('SHOP_USER_EMAIL_TAKEN');
      throw error;
    }
  }

  return {
    create,

    /** As `create`, the shop named by its slug (the command's `--shop`). */
    async createInShopOfSlug(input: {
      slug: string;
      email: string;
      role: ShopRole;
    }): Promise<NewShopUserCredentials & { shop: PortalShopRow }> {
      const shop = await repository.findShopBySlug(input.slug);
      if (!shop) throw new AppError('SHOP_NOT_FOUND');
      return { ...(await create({ placeId: shop.id, ...input })), shop };
    },

    /** Password and TOTP code (the lockout and the code's single use: staff-auth/sign-in.ts). */
    async signIn(input: { email: string; password: string; totp: string }): Promise<PortalSession> {
      const session = await signIn.signIn(input);
      return { ...session, shop: await shopOf(session.account.placeId) };
    },

    /**
     * The sandbox's demo account of a role at a shop
     * (`demo.<role>.<slug>@sandbox.rosto.app`), made on first use, signed in
     * without its secrets as sandbox test users are.
     */
    async signInDemo(placeId: string, role: ShopRole): Promise<PortalSession> {
      const shop = await shopOf(placeId);
      const email = `demo.${role}.${shop.slug}@sandbox.rosto.app`;
      const row =
        (await repository.findByEmail(email)) ??
        (await repository.create({ placeId, email, role, ...(await signIn.newSecrets(email)) }));
      if (row.disabledAt !== null) throw new AppError('SHOP_USER_SIGN_IN_FAILED');
      return { ...(await signIn.openSession(row, clock.now())), shop };
    },

    /** The shop's person behind a portal token while the session is open; null otherwise. */
    async authenticate(token: string): Promise<ShopUserCaller | null> {
      const caller = await signIn.authenticate(token);
      return caller
        ? {
            id: caller.account.id,
            email: caller.account.email,
            role: caller.account.role,
            placeId: caller.account.placeId,
            sessionId: caller.sessionId,
            sessionExpiresAt: caller.sessionExpiresAt,
          }
        : null;
    },

    endSession: (sessionId: string) => signIn.endSession(sessionId),

    async me(caller: ShopUserCaller) {
      const row = await repository.findById(caller.id);
      if (!row) throw new AppError('UNAUTHORIZED');
      return {
        user: shopUserView(row),
        shop: await shopOf(row.placeId),
        sessionExpiresAt: caller.sessionExpiresAt.toISOString(),
      };
    },

    async listOfShop(placeId: string): Promise<ShopUser[]> {
      await shopOf(placeId);
      return (await repository.listOfShop(placeId)).map(shopUserView);
    },
  };
}
export type ShopUsers = ReturnType<typeof createShopUsers>;
