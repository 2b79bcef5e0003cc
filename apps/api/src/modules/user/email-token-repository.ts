// E-mail confirmation links: only the SHA-256 of each token is stored, bound to
// a user and to the address it confirms.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailValidationTokens } from '../../db/schema';

export type EmailTokenRow = typeof emailValidationTokens.$inferSelect;
export type NewEmailToken = typeof emailValidationTokens.$inferInsert;

export function createEmailTokensRepository(db: Database) {
  return {
    async insert(token: NewEmailToken): Promise<EmailTokenRow> {
      const [row] = await db.insert(emailValidationTokens).values(token).returning();
      if (!row) throw new Error('e-mail token insert returned nothing');
      return row;
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

    /** Uses the token up; false when it was used, or expired, in the meantime. */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailValidationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailValidationTokens.id, id),
            isNull(emailValidationTokens.usedAt),
            gt(emailValidationTokens.expiresAt, now),
          ),
        )
        .returning({ id: emailValidationTokens.id });
      return rows.length > 0;
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
