// What the help desk's page of a customer reads (cards, payments, open
// sessions and the devices they came from) and the customer's block, the one
// thing the console writes on the users table itself.
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { type ChangeNotes, noting, unheardChanges } from '../../cache/customer-changes';
import type { Database } from '../../db/client';
import {
  paymentMethods,
  places,
  registerIntentions,
  sessions,
  transactions,
  users,
} from '../../db/schema';

/** Open sessions listed at most: more than any customer's phones and tablets. */
const SESSIONS_SHOWN = 50;

/** `notes` hears of every block and unblock (the session check is cached: decision 039). */
export function createCustomersRepository(db: Database, notes: ChangeNotes = unheardChanges) {
  return {
    /** The wallet's cards, deleted ones left out, in the wallet's order. */
    cards(userId: string) {
      return db
        .select({
          id: paymentMethods.id,
          type: paymentMethods.type,
          brand: paymentMethods.brand,
          lastFour: paymentMethods.lastFour,
          status: paymentMethods.status,
        })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
        .orderBy(paymentMethods.sortOrder, paymentMethods.createdAt);
    },

    /** The newest `limit` payments with their place's name. */
    lastPayments(userId: string, limit: number) {
      return db
        .select({
          id: transactions.id,
          at: transactions.createdAt,
          placeName: places.name,
          amountCents: transactions.amountCents,
          status: transactions.status,
        })
        .from(transactions)
        .innerJoin(places, eq(places.id, transactions.placeId))
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(limit);
    },

    /** Sessions neither ended, past their lifetime nor idle since `idleSince`; the last used first. */
    openSessions(userId: string, now: Date, idleSince: Date) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          deviceUuid: sessions.deviceUuid,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleSince),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt))
        .limit(SESSIONS_SHOWN);
    },

    /** How the app described each device when the customer registered on it (the only place it is kept). */
    async deviceInfos(userId: string, deviceUuids: readonly string[]) {
      if (deviceUuids.length === 0) return [];
      return db
        .select({ deviceUuid: registerIntentions.deviceUuid, info: registerIntentions.deviceInfo })
        .from(registerIntentions)
        .where(
          and(
            eq(registerIntentions.userId, userId),
            inArray(registerIntentions.deviceUuid, [...deviceUuids]),
            isNotNull(registerIntentions.deviceInfo),
          ),
        );
    },

    /** Blocks or unblocks an account that is not deleted; false when there is none. */
    async setBlocked(userId: string, blocked: boolean): Promise<boolean> {
      const rows = await noting(
        notes,
        userId,
        db
          .update(users)
          .set({ blocked })
          .where(and(eq(users.id, userId), eq(users.deleted, false)))
          .returning({ id: users.id }),
      );
      return rows.length > 0;
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
