// A shop's sales (issue 27): its customers' payments (`transactions`) of a
// period, newest first by keyset on (place_id, created_at, id) — the index of
// migration 0030 — with the card, the customer's first name and the
// terminal, and the period's totals. Every read is scoped to one shop.
import { and, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentMethods, terminals, transactions, users } from '../../db/schema';
import type { TransactionPosition } from '../payments/transaction-cursor';

/** Which sales, of one shop. */
export interface SalesWhere {
  placeId: string;
  /** From this instant (included) to `until` (excluded). */
  since: Date;
  until: Date;
  terminalId?: string | undefined;
  status?: 'approved' | 'canceled' | 'refunded' | undefined;
}

export type SaleRow = Awaited<ReturnType<ShopSalesRepository['page']>>[number];

export interface SalesTotalsRow {
  count: number;
  grossCents: number;
  canceledCents: number;
  refundedCents: number;
}

function conditions(where: SalesWhere): SQL | undefined {
  return and(
    eq(transactions.placeId, where.placeId),
    gte(transactions.createdAt, where.since),
    lt(transactions.createdAt, where.until),
    where.terminalId === undefined ? undefined : eq(transactions.terminalId, where.terminalId),
    where.status === 'approved'
      ? and(eq(transactions.status, 'SUCCESS'), eq(transactions.refundedCents, 0))
      : where.status === 'canceled'
        ? and(eq(transactions.status, 'CANCELED'), eq(transactions.refundedCents, 0))
        : where.status === 'refunded'
          ? gt(transactions.refundedCents, 0)
          : undefined,
  );
}

export function createShopSalesRepository(db: Database) {
  const listed = () =>
    db
      .select({
        id: transactions.id,
        createdAt: transactions.createdAt,
        cursorAt: sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        amountCents: transactions.amountCents,
        refundedCents: transactions.refundedCents,
        refundPendingCents: transactions.refundPendingCents,
        status: transactions.status,
        card: {
          brand: paymentMethods.brand,
          authorizer: paymentMethods.authorizer,
          lastFour: paymentMethods.lastFour,
        },
        customerFirstName: users.firstName,
        terminal: { id: terminals.id, name: terminals.name },
      })
      .from(transactions)
      .leftJoin(paymentMethods, eq(paymentMethods.id, transactions.paymentMethodId))
      .leftJoin(users, eq(users.id, transactions.userId))
      .leftJoin(terminals, eq(terminals.id, transactions.terminalId));

  return {
    /** Up to `take` sales after `after` (newest first). */
    page(where: SalesWhere, take: number, after: TransactionPosition | null) {
      return listed()
        .where(
          and(
            conditions(where),
            after
              ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(take);
    },

    /** The shop's sale; null for a missing one and for another shop's. */
    async find(placeId: string, id: string) {
      const [row] = await listed()
        .where(and(eq(transactions.id, id), eq(transactions.placeId, placeId)))
        .limit(1);
      return row ?? null;
    },

    async totals(where: SalesWhere): Promise<SalesTotalsRow> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          grossCents: sql<number>`coalesce(sum(${transactions.amountCents}), 0)`.mapWith(Number),
          canceledCents:
            sql<number>`coalesce(sum(${transactions.amountCents}) filter (where ${transactions.status} = 'CANCELED' and ${transactions.refundedCents} = 0), 0)`.mapWith(
              Number,
            ),
          refundedCents: sql<number>`coalesce(sum(${transactions.refundedCents}), 0)`.mapWith(
            Number,
          ),
        })
        .from(transactions)
        .where(conditions(where));
      return row ?? { count: 0, grossCents: 0, canceledCents: 0, refundedCents: 0 };
    },
  };
}
export type ShopSalesRepository = ReturnType<typeof createShopSalesRepository>;
