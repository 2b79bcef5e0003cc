// Accounts whose name is not the CPF holder's in the Receita Federal's
// register (decision 080). Registration leaves them with getPaymentStatus
// WAITING_APPROVAL, which the terminal does not let pay; a person decides:
// the name is fine (MANUAL_APPROVED: the face pays), or it is not
// (MANUAL_REJECTED, and the account is blocked by the customers module).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export interface WaitingIdentity {
  userId: string;
  firstName: string;
  lastName: string;
  cpf: string | null;
  holderName: string | null;
  since: Date;
}

const columns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  cpf: users.cpf,
  holderName: users.cpfHolderName,
  since: users.createdAt,
};

/** The account waits while its name did not match and nobody has decided. */
const waiting = and(
  eq(users.cpfHolderNameMatches, false),
  eq(users.getPaymentStatus, 'WAITING_APPROVAL'),
  eq(users.deleted, false),
);

export function createIdentityReview(db: Database) {
  /** Moves a waiting account to `status`; false when none waits under that id. */
  const decide = async (userId: string, status: 'MANUAL_APPROVED' | 'MANUAL_REJECTED') => {
    const rows = await db
      .update(users)
      .set({ getPaymentStatus: status })
      .where(and(eq(users.id, userId), waiting))
      .returning({ id: users.id });
    return rows.length > 0;
  };

  return {
    /** Oldest first. */
    list(): Promise<WaitingIdentity[]> {
      return db.select(columns).from(users).where(waiting).orderBy(asc(users.createdAt));
    },

    async find(userId: string): Promise<WaitingIdentity | null> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, userId), waiting))
        .limit(1);
      return row ?? null;
    },

    approve: (userId: string) => decide(userId, 'MANUAL_APPROVED'),
    reject: (userId: string) => decide(userId, 'MANUAL_REJECTED'),
  };
}
export type IdentityReview = ReturnType<typeof createIdentityReview>;
