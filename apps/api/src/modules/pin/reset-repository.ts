// PIN resets, kept only to count them (the hourly cap per user).
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pinResets } from '../../db/schema';

export function createPinResetRepository(db: Database) {
  return {
    async record(userId: string, at: Date): Promise<void> {
      await db.insert(pinResets).values({ userId, createdAt: at });
    },

    /** How many resets the user made since `since`, and the oldest of them. */
    async since(userId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(pinResets.createdAt) })
        .from(pinResets)
        .where(and(eq(pinResets.userId, userId), gt(pinResets.createdAt, since)));
      const oldest = row?.oldest ?? null;
      return { count: row?.count ?? 0, oldest: oldest === null ? null : new Date(oldest) };
    },
  };
}
export type PinResetRepository = ReturnType<typeof createPinResetRepository>;
