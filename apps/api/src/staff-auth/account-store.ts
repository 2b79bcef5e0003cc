// The SQL of a staff realm's sign-in (decisions 049, 053): the tries, the
// lockout, the TOTP code's single use and the sessions, on one realm's pair of
// tables (`operators` with `operator_sessions`, `shop_users` with
// `shop_user_sessions`), which have the same columns under the same names.
// The lockout and the code's single use are settled by conditional UPDATEs,
// so that concurrent sign-ins cannot both slip past them.
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { operatorSessions, operators, shopUserSessions, shopUsers } from '../db/schema';

/** Each realm's tables, and the session's column that names the account. */
export const operatorTables = {
  accounts: operators,
  sessions: operatorSessions,
  accountIdKey: 'operatorId',
} as const;
export const shopUserTables = {
  accounts: shopUsers,
  sessions: shopUserSessions,
  accountIdKey: 'shopUserId',
} as const;
type RealmTables = typeof operatorTables | typeof shopUserTables;

/** A session as the per-request check reads it, with its account's row. */
export interface StaffSessionStanding<Row> {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  account: Row;
}

export function createStaffAccountStore<T extends RealmTables>(db: Database, realm: T) {
  type Row = T['accounts']['$inferSelect'];
  // Both realms' tables have these columns under these names; drizzle cannot
  // see that through the union, so the tables are read through this one shape.
  const accounts = realm.accounts as typeof operators;
  const sessions = realm.sessions as typeof operatorSessions;
  const sessionAccountId = (realm.sessions as typeof shopUserSessions & typeof operatorSessions)[
    realm.accountIdKey
  ];

  return {
    async findByEmail(email: string): Promise<Row | null> {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
      return (row as Row | undefined) ?? null;
    },

    /**
     * Counts a sign-in try before the password is checked; null while the
     * account is locked. The count answered includes this try.
     */
    async takeSignInTry(id: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(accounts)
        .set({ failedSignIns: sql`${accounts.failedSignIns} + 1` })
        .where(
          and(eq(accounts.id, id), or(isNull(accounts.lockedUntil), lte(accounts.lockedUntil, at))),
        )
        .returning({ tries: accounts.failedSignIns });
      return row?.tries ?? null;
    },

    /** Locks the account until `until`; the tries start again from nought after it. */
    async lock(id: string, until: Date): Promise<void> {
      await db
        .update(accounts)
        .set({ lockedUntil: until, failedSignIns: 0 })
        .where(eq(accounts.id, id));
    },

    /**
     * Records a good sign-in whose TOTP code was of time step `step`; false
     * when a code of that step or a later one was already used (a replay).
     */
    async acceptSignIn(id: string, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ lastTotpStep: step, failedSignIns: 0, lockedUntil: null, lastSignInAt: at })
        .where(
          and(
            eq(accounts.id, id),
            or(isNull(accounts.lastTotpStep), sql`${accounts.lastTotpStep} < ${step}`),
          ),
        )
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    async createSession(session: {
      accountId: string;
      tokenHash: string;
      at: Date;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(sessions)
        .values({
          [realm.accountIdKey]: session.accountId,
          tokenHash: session.tokenHash,
          createdAt: session.at,
          lastSeenAt: session.at,
          expiresAt: session.expiresAt,
        } as typeof operatorSessions.$inferInsert)
        .returning({ id: sessions.id });
      return row!.id;
    },

    async findSessionStanding(tokenHash: string): Promise<StaffSessionStanding<Row> | null> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.endedAt,
          account: accounts,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessionAccountId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return (row as StaffSessionStanding<Row> | undefined) ?? null;
    },

    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },

    async endSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    /** Ends every open session of the account; answers how many. */
    async endAllSessions(accountId: string, at: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ endedAt: at })
        .where(
          and(
            eq(sessionAccountId, accountId),
            isNull(sessions.endedAt),
            gt(sessions.expiresAt, at),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
