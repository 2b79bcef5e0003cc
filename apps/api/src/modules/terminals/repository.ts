// Places (the shops) and their terminals (SQL only), as the terminal command,
// the console's shops and the sandbox make, change and revoke them; the
// terminal API reads them too.
import { and, asc, count, desc, eq, ilike, isNull, like, lt, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, places, terminals } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { firstFreeSlug, placeSlugBase } from './place-slug';

export type PlaceRow = typeof places.$inferSelect;
export type TerminalRow = typeof terminals.$inferSelect;

export interface NewPlace {
  partnerId: string;
  name: string;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  googlePlaceId?: string | null;
  /** 14 digits. */
  cnpj?: string | null;
}

/** What the console may change of a place; absent fields stay as they are. */
export type PlaceChanges = Partial<
  Pick<
    PlaceRow,
    'partnerId' | 'name' | 'address' | 'latitude' | 'longitude' | 'cnpj' | 'maxAmountCents'
  >
>;

/** A place with the partner it belongs to. */
export interface PlaceWithPartner extends PlaceRow {
  partner: { id: string; name: string; slug: string };
}

/** A place as the console's list shows it: with how many terminals work there and the last use of any. */
export interface PlaceSummary extends PlaceWithPartner {
  activeTerminals: number;
  lastUsedAt: Date | null;
}

export interface PlaceFilter {
  /** Part of the name, any case. */
  nameContains?: string;
  partnerId?: string;
}

export interface NewTerminal {
  placeId: string;
  name: string;
  keyHash: string;
  keyPrefix: string;
  requirePin: boolean;
}

/** The partner already has a place of that name (places_partner_id_name_key). */
type NameTaken = 'name-taken';

const partnerColumns = { id: partners.id, name: partners.name, slug: partners.slug };

/** `text` matched literally inside a LIKE pattern (its %, _ and \ escaped). */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;

export function createTerminalsRepository(db: Database) {
  /**
   * The place as it is inserted: with the first free slug of its name. Two
   * places of one name made at the same instant may still collide on the
   * slug's unique index; the second then fails loudly rather than share it.
   */
  async function withSlug(place: NewPlace) {
    const base = placeSlugBase(place.name);
    const taken = await db
      .select({ slug: places.slug })
      .from(places)
      .where(or(eq(places.slug, base), like(places.slug, `${base}-%`)));
    return { ...place, slug: firstFreeSlug(base, new Set(taken.map((row) => row.slug))) };
  }
  // A place of the same name at the same partner is not an error here: the caller decides.
  const samePartnerAndName = { target: [places.partnerId, places.name] };

  return {
    /** The partner's place of that name, made when missing (an existing one is kept as it is). */
    async findOrCreatePlace(place: NewPlace): Promise<{ place: PlaceRow; created: boolean }> {
      const [inserted] = await db
        .insert(places)
        .values(await withSlug(place))
        .onConflictDoNothing(samePartnerAndName)
        .returning();
      if (inserted) return { place: inserted, created: true };
      const [existing] = await db
        .select()
        .from(places)
        .where(and(eq(places.partnerId, place.partnerId), eq(places.name, place.name)))
        .limit(1);
      if (!existing) throw new Error(`place ${place.name} neither inserted nor found`);
      return { place: existing, created: false };
    },

    async createPlace(place: NewPlace): Promise<PlaceRow | NameTaken> {
      const [row] = await db
        .insert(places)
        .values(await withSlug(place))
        .onConflictDoNothing(samePartnerAndName)
        .returning();
      return row ?? 'name-taken';
    },

    /** Null when there is no place under that id. */
    async updatePlace(id: string, changes: PlaceChanges): Promise<PlaceRow | NameTaken | null> {
      try {
        const [row] = await db.update(places).set(changes).where(eq(places.id, id)).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'name-taken';
        throw error;
      }
    },

    async findPlaceBySlug(slug: string): Promise<PlaceRow | null> {
      const [row] = await db.select().from(places).where(eq(places.slug, slug)).limit(1);
      return row ?? null;
    },

    async findPlace(id: string): Promise<PlaceWithPartner | null> {
      const [row] = await db
        .select({ place: places, partner: partnerColumns })
        .from(places)
        .innerJoin(partners, eq(partners.id, places.partnerId))
        .where(eq(places.id, id))
        .limit(1);
      return row ? { ...row.place, partner: row.partner } : null;
    },

    /** The places, by name, with their working terminals counted and the last use of any terminal. */
    async listPlaces(filter: PlaceFilter = {}): Promise<PlaceSummary[]> {
      const rows = await db
        .select({
          place: places,
          partner: partnerColumns,
          activeTerminals:
            sql<number>`count(${terminals.id}) filter (where ${terminals.revokedAt} is null)`.mapWith(
              Number,
            ),
          lastUsedAt: max(terminals.lastUsedAt),
        })
        .from(places)
        .innerJoin(partners, eq(partners.id, places.partnerId))
        .leftJoin(terminals, eq(terminals.placeId, places.id))
        .where(
          and(
            filter.nameContains === undefined
              ? undefined
              : ilike(places.name, likeContaining(filter.nameContains)),
            filter.partnerId === undefined ? undefined : eq(places.partnerId, filter.partnerId),
          ),
        )
        .groupBy(places.id, partners.id)
        .orderBy(asc(places.name), asc(places.id));
      return rows.map((row) => ({
        ...row.place,
        partner: row.partner,
        activeTerminals: row.activeTerminals,
        lastUsedAt: row.lastUsedAt,
      }));
    },

    /** The place's terminals, newest first, revoked ones included. */
    listTerminals(placeId: string): Promise<TerminalRow[]> {
      return db
        .select()
        .from(terminals)
        .where(eq(terminals.placeId, placeId))
        .orderBy(desc(terminals.createdAt), desc(terminals.id));
    },

    async countTerminals(placeId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(terminals)
        .where(eq(terminals.placeId, placeId));
      return row?.value ?? 0;
    },

    async createTerminal(terminal: NewTerminal): Promise<TerminalRow> {
      const [row] = await db.insert(terminals).values(terminal).returning();
      if (!row) throw new Error('terminal not inserted');
      return row;
    },

    async findTerminal(id: string): Promise<TerminalRow | null> {
      const [row] = await db.select().from(terminals).where(eq(terminals.id, id)).limit(1);
      return row ?? null;
    },

    /** The terminal whose key has this SHA-256 (revoked or not: the caller checks). */
    async findByKeyHash(keyHash: string): Promise<TerminalRow | null> {
      const [row] = await db
        .select()
        .from(terminals)
        .where(eq(terminals.keyHash, keyHash))
        .limit(1);
      return row ?? null;
    },

    /** Sets last_used_at, at most once per `everyMs` (a write per request would serve no one). */
    async touch(id: string, at: Date, everyMs: number): Promise<void> {
      await db
        .update(terminals)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(terminals.id, id),
            or(
              isNull(terminals.lastUsedAt),
              lt(terminals.lastUsedAt, new Date(at.getTime() - everyMs)),
            ),
          ),
        );
    },

    /**
     * A working terminal's key replaced by another: the old one is refused
     * from this write on. Null when there is none under that id or it was revoked.
     */
    async replaceKey(
      id: string,
      key: Pick<NewTerminal, 'keyHash' | 'keyPrefix'>,
    ): Promise<TerminalRow | null> {
      const [row] = await db
        .update(terminals)
        .set({ keyHash: key.keyHash, keyPrefix: key.keyPrefix })
        .where(and(eq(terminals.id, id), isNull(terminals.revokedAt)))
        .returning();
      return row ?? null;
    },

    /** Revokes a working terminal; null when there is none under that id or it was revoked already. */
    async revoke(id: string, at: Date): Promise<TerminalRow | null> {
      const [row] = await db
        .update(terminals)
        .set({ revokedAt: at })
        .where(and(eq(terminals.id, id), isNull(terminals.revokedAt)))
        .returning();
      return row ?? null;
    },
  };
}
export type TerminalsRepository = ReturnType<typeof createTerminalsRepository>;
