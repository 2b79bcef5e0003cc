// The payments' reads (SQL only): a customer's transactions with their place and
// card, by keyset or offset, one by id, a place's location, and the shops that
// take payments (the help centre's public list). Every read of a
// transaction is scoped to its customer, so another customer's id finds nothing.
// The list's queries are prepared once (built SQL, and a named statement on the
// PostgreSQL server): building a query cost more than running it (decision 035).
import { and, asc, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, paymentMethods, places, terminals, transactions } from '../../db/schema';
import type { TransactionPosition } from './transaction-cursor';
import { summaryColumns } from '../wallet/payment-method-view';
import { type TransactionListRow, listedTransactionColumns } from './transaction-view';

/** `{ column: table.column }` for the named columns: a narrow select. */
function columnsOf<T extends object, K extends keyof T>(table: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>;
}

/** A shop where a customer can pay, as the help centre lists it. */
export interface ShopRow {
  id: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  partner: { slug: string; name: string };
}

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
        transaction: columnsOf(transactions, listedTransactionColumns),
        place: {
          id: places.id,
          name: places.name,
          googlePlaceId: places.googlePlaceId,
          address: places.address,
        },
        paymentMethod: columnsOf(paymentMethods, summaryColumns),
        cursorAt: sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(transactions)
      .innerJoin(places, eq(places.id, transactions.placeId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, transactions.paymentMethodId));

  const ofUser = eq(transactions.userId, sql.placeholder('userId'));
  const newestFirst = [desc(transactions.createdAt), desc(transactions.id)] as const;
  const fromOffset = listed()
    .where(ofUser)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('take'))
    .offset(sql.placeholder('skip'))
    .prepare('transactions_page_offset');
  const afterPosition = listed()
    .where(
      and(
        ofUser,
        // A row comparison the index answers as a range (decision 032).
        sql`(${transactions.createdAt}, ${transactions.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('take'))
    .prepare('transactions_page_after');

  return {
    /** Newest first (created_at, then id, both descending: the index's order). */
    async pageOfUser(userId: string, page: TransactionPage): Promise<TransactionListRow[]> {
      const { after, take } = page;
      return after
        ? afterPosition.execute({ userId, take, at: after.at, id: after.id })
        : fromOffset.execute({ userId, take, skip: page.skip });
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

    /**
     * The places with at least one terminal that is not revoked, by name, with
     * their partner: where a customer can pay by face today.
     */
    shopsTakingPayments(): Promise<ShopRow[]> {
      return db
        .select({
          id: places.id,
          name: places.name,
          address: places.address,
          latitude: places.latitude,
          longitude: places.longitude,
          partner: { slug: partners.slug, name: partners.name },
        })
        .from(places)
        .innerJoin(partners, eq(partners.id, places.partnerId))
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(terminals)
              .where(and(eq(terminals.placeId, places.id), isNull(terminals.revokedAt))),
          ),
        )
        .orderBy(asc(places.name), asc(places.id));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
