// Signed-in sessions (decision 016): one row per session token, looked up by
// its id with the user's standing on every signed-in request.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type ChangeNotes, unheardChanges } from '../../cache/customer-changes';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** What the per-request check needs: the session's times and its user's flags. */
export interface SessionStanding {
  userId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  blocked: boolean;
  deleted: boolean;
}

/** `notes` hears of every session it ends (the session check is cached: decision 039). */
export function createSessionRepository(db: Database, notes: ChangeNotes = unheardChanges) {
  // Prepared once: it runs on every signed-in request (decision 035).
  const standing = db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      blocked: users.blocked,
      deleted: users.deleted,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_standing');

  return {
    async create(session: NewSession): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    /** One primary-key lookup joined to the user; null when either is gone. */
    async findStanding(sessionId: string): Promise<SessionStanding | null> {
      const [row] = await standing.execute({ sessionId });
      return row ?? null;
    },

    async touch(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },

    /** Ends one session; false when it was already ended or never existed. */
    async revoke(sessionId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      for (const { userId } of rows) notes.changed(userId);
      return rows.length > 0;
    },

    /**
     * Whether the device ever held a session of the user, ended ones included:
     * the owner's own devices keep the last sign-in codes of the hour (decision 068).
     */
    async heldSessionOn(userId: string, deviceUuid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.deviceUuid, deviceUuid)))
        .limit(1);
      return row !== undefined;
    },

    /** Ends every open session of the user but `except`; answers how many it ended. */
    async revokeAllOfUser(userId: string, at: Date, except?: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            except ? ne(sessions.id, except) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      if (rows.length > 0) notes.changed(userId);
      return rows.length;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
