// Operators' accounts (decision 049); the sign-in's tries, lockout and
// sessions are staff-auth/account-store.ts's, shared with the shops' people.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = Pick<
  typeof operators.$inferInsert,
  'email' | 'roles' | 'passwordHash' | 'totpSecretSealed'
>;

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
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
