// E-mail confirmation links: only the SHA-256 of each token is stored, bound to
// a user and to the address it confirms.
import { and, count, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailValidationTokens } from '../../db/schema';

export type EmailTokenRow = typeof emailValidationTokens.$inferSelect;
export type NewEmailToken = typeof emailValidationTokens.$inferInsert;

/** A link that may still confirm: unused, unexpired, with wrong CPFs left. */
const stillGood = (now: Date, maxCpfFailures: number) => [
  isNull(emailValidationTokens.usedAt),
  gt(emailValidationTokens.expiresAt, now),
  lt(emailValidationTokens.cpfFailures, maxCpfFailures),
];

export function createEmailTokensRepository(db: Database) {
  return {
    async insert(token: NewEmailToken): Promise<EmailTokenRow> {
      const [row] = await db.insert(emailValidationTokens).values(token).returning();
      if (!row) throw new Error('e-mail token insert returned nothing');
      return row;
    },

    /**
     * Links past their expiry, used or not, with the address each was for: an
     * expired link is answered as an unknown one is, which needs no row (issue 30).
     */
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(emailValidationTokens)
        .where(lte(emailValidationTokens.expiresAt, now))
        .returning({ id: emailValidationTokens.id });
      return rows.length;
    },

    async remove(id: string): Promise<void> {
      await db.delete(emailValidationTokens).where(eq(emailValidationTokens.id, id));
    },

    async findByHash(tokenHash: string): Promise<EmailTokenRow | null> {
      const [row] = await db
        .select()
        .from(emailValidationTokens)
        .where(eq(emailValidationTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(emailValidationTokens)
        .where(
          and(eq(emailValidationTokens.userId, userId), gt(emailValidationTokens.createdAt, since)),
        );
      return row?.count ?? 0;
    },

    /** Uses the token up; false when it was used, expired or spent in the meantime. */
    async consume(id: string, now: Date, maxCpfFailures: number): Promise<boolean> {
      const rows = await db
        .update(emailValidationTokens)
        .set({ usedAt: now })
        .where(and(eq(emailValidationTokens.id, id), ...stillGood(now, maxCpfFailures)))
        .returning({ id: emailValidationTokens.id });
      return rows.length > 0;
    },

    /**
     * Counts a wrong CPF, atomically: answers the wrong CPFs so far, or null
     * when the link was no longer good (used, expired, or its tries spent).
     */
    async recordCpfFailure(id: string, now: Date, maxCpfFailures: number): Promise<number | null> {
      const [row] = await db
        .update(emailValidationTokens)
        .set({ cpfFailures: sql`${emailValidationTokens.cpfFailures} + 1` })
        .where(and(eq(emailValidationTokens.id, id), ...stillGood(now, maxCpfFailures)))
        .returning({ cpfFailures: emailValidationTokens.cpfFailures });
      return row?.cpfFailures ?? null;
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
