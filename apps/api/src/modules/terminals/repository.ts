// Places and their terminals (SQL only), as the terminal command makes and
// revokes them. The terminal API (issue 11's next steps) reads them too.
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { places, terminals } from '../../db/schema';

export type PlaceRow = typeof places.$inferSelect;
export type TerminalRow = typeof terminals.$inferSelect;

export interface NewPlace {
  partnerId: string;
  name: string;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  googlePlaceId?: string | null;
}

export interface NewTerminal {
  placeId: string;
  name: string;
  keyHash: string;
  keyPrefix: string;
  requirePin: boolean;
}

export function createTerminalsRepository(db: Database) {
  return {
    /** The partner's place of that name, made when missing (an existing one is kept as it is). */
    async findOrCreatePlace(place: NewPlace): Promise<{ place: PlaceRow; created: boolean }> {
      const [inserted] = await db.insert(places).values(place).onConflictDoNothing().returning();
      if (inserted) return { place: inserted, created: true };
      const [existing] = await db
        .select()
        .from(places)
        .where(and(eq(places.partnerId, place.partnerId), eq(places.name, place.name)))
        .limit(1);
      if (!existing) throw new Error(`place ${place.name} neither inserted nor found`);
      return { place: existing, created: false };
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
