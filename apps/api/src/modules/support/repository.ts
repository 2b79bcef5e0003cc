// Support references: the context behind a ticket's reference, kept until it expires.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { SupportContext } from '@rosto/contract/schemas/support';
import type { Database } from '../../db/client';
import { supportReferences } from '../../db/schema';

export interface StoredSupportReference {
  /** Canonical form: 20 characters, no hyphens. */
  id: string;
  context: SupportContext;
  createdAt: Date;
  expiresAt: Date;
}

export function createSupportRepository(db: Database) {
  return {
    async insert(reference: StoredSupportReference): Promise<void> {
      await db.insert(supportReferences).values(reference);
    },

    /** The reference while it has not expired at `now`. */
    async findLive(id: string, now: Date): Promise<StoredSupportReference | null> {
      const [row] = await db
        .select()
        .from(supportReferences)
        .where(and(eq(supportReferences.id, id), gt(supportReferences.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },

    /** Personal data is not kept past the expiry: expired rows are deleted. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(supportReferences).where(lte(supportReferences.expiresAt, now));
    },
  };
}
export type SupportRepository = ReturnType<typeof createSupportRepository>;
