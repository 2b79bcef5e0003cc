// Partner records (white-label branding), looked up by slug or id.
import { asc, eq, sql } from 'drizzle-orm';
import type { Partner } from '@rosto/contract/schemas/partner';
import type { Database } from '../../db/client';
import { partners, places } from '../../db/schema';

type PartnerRow = typeof partners.$inferSelect;

function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    options: row.options,
    logoUrl: row.logoUrl,
    placeIds: row.placeIds,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

export function createPartnersRepository(db: Database) {
  return {
    async findBySlugOrId(slugOrId: string): Promise<Partner | null> {
      const where = UUID.test(slugOrId)
        ? eq(partners.id, slugOrId.toLowerCase())
        : eq(partners.slug, slugOrId.toLowerCase());
      const [row] = await db.select().from(partners).where(where).limit(1);
      return row ? toPartner(row) : null;
    },

    /**
     * The partner that issues a store card naming `placeName` (decision 075):
     * the owner of the place of that name, else the partner of that name (a
     * card of the whole network). Null when none, or when places of two
     * partners share the name.
     */
    async findIssuerOfPlace(placeName: string): Promise<Partner | null> {
      const owners = await db
        .selectDistinct({ id: places.partnerId })
        .from(places)
        .where(eq(places.name, placeName))
        .limit(2);
      const named =
        owners.length === 0
          ? await db
              .select({ id: partners.id })
              .from(partners)
              .where(eq(partners.name, placeName))
              .limit(2)
          : owners;
      const [only] = named;
      if (named.length !== 1 || !only) return null;
      const [row] = await db.select().from(partners).where(eq(partners.id, only.id)).limit(1);
      return row ? toPartner(row) : null;
    },

    /** Every partner by name, as the console's shop form offers them. */
    list(): Promise<{ id: string; slug: string; name: string }[]> {
      return db
        .select({ id: partners.id, slug: partners.slug, name: partners.name })
        .from(partners)
        .orderBy(asc(partners.name));
    },

    /** Insert or update by id (seeds keep fixed ids). */
    async upsert(partner: Partner): Promise<void> {
      await db
        .insert(partners)
        .values(partner)
        .onConflictDoUpdate({
          target: partners.id,
          set: {
            slug: sql`excluded.slug`,
            name: sql`excluded.name`,
            options: sql`excluded.options`,
            logoUrl: sql`excluded.logo_url`,
            placeIds: sql`excluded.place_ids`,
          },
        });
    },
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
