// Native face SDK sessions (decision 022): hashes only, with the one atomic
// update that makes a session single-use.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceSdkSessions } from '../../db/schema';

export type FaceSdkSessionRow = typeof faceSdkSessions.$inferSelect;
export type NewFaceSdkSession = typeof faceSdkSessions.$inferInsert;

export function createFaceSdkSessionRepository(db: Database) {
  return {
    async insert(session: NewFaceSdkSession): Promise<FaceSdkSessionRow> {
      const [row] = await db.insert(faceSdkSessions).values(session).returning();
      if (!row) throw new Error('face SDK session insert returned nothing');
      return row;
    },

    /** Forgets the user's sessions that expired by `now`: they can never be used. */
    async removeExpired(userId: string, now: Date): Promise<void> {
      await db
        .delete(faceSdkSessions)
        .where(and(eq(faceSdkSessions.userId, userId), lte(faceSdkSessions.expiresAt, now)));
    },

    /**
     * Uses the session up, in one conditional update: false when it is unknown,
     * another user's, of another token, expired or used already (by a concurrent
     * call too).
     */
    async consume(id: string, userId: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(faceSdkSessions)
        .set({ usedAt: now })
        .where(
          and(
            eq(faceSdkSessions.id, id),
            eq(faceSdkSessions.userId, userId),
            eq(faceSdkSessions.tokenHash, tokenHash),
            isNull(faceSdkSessions.usedAt),
            gt(faceSdkSessions.expiresAt, now),
          ),
        )
        .returning({ id: faceSdkSessions.id });
      return rows.length > 0;
    },
  };
}
export type FaceSdkSessionRepository = ReturnType<typeof createFaceSdkSessionRepository>;
