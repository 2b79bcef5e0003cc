// The payments' reads (SQL only): a customer's transactions with their place and
// card, by keyset or offset, one by id, and a place's location. Every read of a
// transaction is scoped to its customer, so another customer's id finds nothing.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentMethods, places, transactions } from '../../db/schema';
import type { TransactionPosition } from './transaction-cursor';
import type { TransactionListRow } from './transaction-view';

export interface TransactionPage {
  take: number;
  /** Rows to pass over (offset paging); ignored after a position. */
  skip: number;
  /** Only rows strictly after this one (keyset paging). */
  after: TransactionPosition | null;
}

export function createPaymentsRepository(db: Database) {
  const listed = () =>
    db
      .select({
        transaction: transactions,
        place: { id: places.id, name: places.name, googlePlaceId: places.googlePlaceId },
        paymentMethod: paymentMethods,
        cursorAt: sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(transactions)
      .innerJoin(places, eq(places.id, transactions.placeId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, transactions.paymentMethodId));

  return {
    /** Newest first (created_at, then id, both descending: the index's order). */
    async pageOfUser(userId: string, page: TransactionPage): Promise<TransactionListRow[]> {
      const { after } = page;
      return listed()
        .where(
          and(
            eq(transactions.userId, userId),
            // A row comparison the index answers as a range (decision 032).
            after
              ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(page.take)
        .offset(after ? 0 : page.skip);
    },

    /** The customer's transaction; null for a missing one and for anyone else's. */
    async findOfUser(userId: string, id: string): Promise<TransactionListRow | null> {
      const [row] = await listed()
        .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async placeLocation(
      placeId: string,
    ): Promise<{ latitude: number | null; longitude: number | null } | null> {
      const [row] = await db
        .select({ latitude: places.latitude, longitude: places.longitude })
        .from(places)
        .where(eq(places.id, placeId))
        .limit(1);
      return row ?? null;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
