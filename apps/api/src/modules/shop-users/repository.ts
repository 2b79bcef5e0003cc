// The shops' people's accounts (decision 053), with the shop each belongs to;
// the sign-in's tries, lockout and sessions are staff-auth/account-store.ts's.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { places, shopUsers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export type ShopUserRow = typeof shopUsers.$inferSelect;
export type NewShopUser = Pick<
  typeof shopUsers.$inferInsert,
  'placeId' | 'email' | 'role' | 'passwordHash' | 'totpSecretSealed'
>;

/** The shop as the portal shows it to its people. */
export interface PortalShopRow {
  id: string;
  name: string;
  slug: string;
  maxAmountCents: number;
}

export class ShopUserEmailTakenError extends Error {}

const portalShopColumns = {
  id: places.id,
  name: places.name,
  slug: places.slug,
  maxAmountCents: places.maxAmountCents,
};

export function createShopUsersRepository(db: Database) {
  return {
    /** Throws ShopUserEmailTakenError when the e-mail has a portal account already. */
    async create(user: NewShopUser): Promise<ShopUserRow> {
      try {
        const [row] = await db.insert(shopUsers).values(user).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ShopUserEmailTakenError(user.email);
        throw error;
      }
    },

    async findByEmail(email: string): Promise<ShopUserRow | null> {
      const [row] = await db.select().from(shopUsers).where(eq(shopUsers.email, email)).limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<ShopUserRow | null> {
      const [row] = await db.select().from(shopUsers).where(eq(shopUsers.id, id)).limit(1);
      return row ?? null;
    },

    /** The shop's accounts, by e-mail. */
    listOfShop(placeId: string): Promise<ShopUserRow[]> {
      return db
        .select()
        .from(shopUsers)
        .where(eq(shopUsers.placeId, placeId))
        .orderBy(asc(shopUsers.email));
    },

    async findShop(placeId: string): Promise<PortalShopRow | null> {
      const [row] = await db
        .select(portalShopColumns)
        .from(places)
        .where(eq(places.id, placeId))
        .limit(1);
      return row ?? null;
    },

    async findShopBySlug(slug: string): Promise<PortalShopRow | null> {
      const [row] = await db
        .select(portalShopColumns)
        .from(places)
        .where(eq(places.slug, slug))
        .limit(1);
      return row ?? null;
    },
  };
}
export type ShopUsersRepository = ReturnType<typeof createShopUsersRepository>;
