// Operators and their console sessions (decision 049). The sign-in's lockout
// and the TOTP code's single use are settled by conditional UPDATEs, so that
// concurrent sign-ins cannot both slip past them.
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import type { Database } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = Pick<
  typeof operators.$inferInsert,
  'email' | 'roles' | 'passwordHash' | 'totpSecretSealed'
>;

/** What the per-request check needs: the session's times and its operator. */
export interface OperatorSessionStanding {
  sessionId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  operatorId: string;
  email: string;
  roles: OperatorRole[];
  disabledAt: Date | null;
}

export class OperatorEmailTakenError extends Error {}

export function createOperatorsRepository(db: Database) {
  return {
    /** Throws OperatorEmailTakenError when the e-mail has an account already. */
    async create(operator: NewOperator): Promise<OperatorRow> {
      try {
        const [row] = await db.insert(operators).values(operator).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new OperatorEmailTakenError(operator.email);
        throw error;
      }
    },

    async findByEmail(email: string): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row ?? null;
    },

    /** Every operator, by e-mail. */
    list(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(asc(operators.email));
    },

    /**
     * Counts a sign-in try before the password is checked; null while the
     * account is locked. The count answered includes this try.
     */
    async takeSignInTry(id: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(operators)
        .set({ failedSignIns: sql`${operators.failedSignIns} + 1` })
        .where(
          and(
            eq(operators.id, id),
            or(isNull(operators.lockedUntil), lte(operators.lockedUntil, at)),
          ),
        )
        .returning({ tries: operators.failedSignIns });
      return row?.tries ?? null;
    },

    /** Locks the account until `until`; the tries start again from nought after it. */
    async lock(id: string, until: Date): Promise<void> {
      await db
        .update(operators)
        .set({ lockedUntil: until, failedSignIns: 0 })
        .where(eq(operators.id, id));
    },

    /**
     * Records a good sign-in whose TOTP code was of time step `step`; false
     * when a code of that step or a later one was already used (a replay).
     */
    async acceptSignIn(id: string, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ lastTotpStep: step, failedSignIns: 0, lockedUntil: null, lastSignInAt: at })
        .where(
          and(
            eq(operators.id, id),
            or(isNull(operators.lastTotpStep), sql`${operators.lastTotpStep} < ${step}`),
          ),
        )
        .returning({ id: operators.id });
      return rows.length > 0;
    },

    async update(
      id: string,
      changes: { roles?: OperatorRole[]; disabledAt?: Date | null },
    ): Promise<OperatorRow | null> {
      const [row] = await db.update(operators).set(changes).where(eq(operators.id, id)).returning();
      return row ?? null;
    },

    /** Enabled operators holding `admin`. */
    async countActiveAdmins(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(operators)
        .where(and(isNull(operators.disabledAt), sql`'admin' = any(${operators.roles})`));
      return row?.count ?? 0;
    },

    async createSession(session: {
      operatorId: string;
      tokenHash: string;
      at: Date;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(operatorSessions)
        .values({
          operatorId: session.operatorId,
          tokenHash: session.tokenHash,
          createdAt: session.at,
          lastSeenAt: session.at,
          expiresAt: session.expiresAt,
        })
        .returning({ id: operatorSessions.id });
      return row!.id;
    },

    async findSessionStanding(tokenHash: string): Promise<OperatorSessionStanding | null> {
      const [row] = await db
        .select({
          sessionId: operatorSessions.id,
          createdAt: operatorSessions.createdAt,
          lastSeenAt: operatorSessions.lastSeenAt,
          expiresAt: operatorSessions.expiresAt,
          endedAt: operatorSessions.endedAt,
          operatorId: operators.id,
          email: operators.email,
          roles: operators.roles,
          disabledAt: operators.disabledAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(eq(operatorSessions.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ lastSeenAt: at })
        .where(eq(operatorSessions.id, sessionId));
    },

    async endSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ endedAt: at })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
    },

    /** Ends every open session of the operator; answers how many. */
    async endAllSessions(operatorId: string, at: Date): Promise<number> {
      const rows = await db
        .update(operatorSessions)
        .set({ endedAt: at })
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.endedAt),
            gt(operatorSessions.expiresAt, at),
          ),
        )
        .returning({ id: operatorSessions.id });
      return rows.length;
    },
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
