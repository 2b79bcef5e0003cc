// Refunds of a shop's sales (decision 054). A refund's amount is held on the
// sale (`transactions.refund_pending_cents`) in the same database transaction
// that records the refund as PENDING, by a conditional UPDATE: however many
// refunds of one sale run at once, they never pass its amount together. The
// gateway is asked after; its answer moves the amount to `refunded_cents`
// (SUCCEEDED) or drops it (FAILED).
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refunds, terminalPayments, transactions } from '../../db/schema';
import { type ChangeNotes, noting, unheardChanges } from '../../cache/customer-changes';
import { readNoticeFacts } from '../terminal-payments/notice-facts';
import type { PaymentNoticeFacts } from '../terminal-payments/payment-notices';
import type { WebhookOutbox } from '../webhooks/plugin';

export type RefundRow = typeof refunds.$inferSelect;

/** What the refund's rules read of the sale. */
export interface RefundableSale {
  id: string;
  userId: string | null;
  placeId: string;
  paymentMethodId: string | null;
  amountCents: number;
  refundedCents: number;
  refundPendingCents: number;
  status: 'SUCCESS' | 'CANCELED';
  gatewayChargeId: string | null;
  createdAt: Date;
}

/** Rolls the begun refund back: nothing is written when the amount does not fit. */
class AmountDoesNotFit extends Error {}

const saleColumns = {
  id: transactions.id,
  userId: transactions.userId,
  placeId: transactions.placeId,
  paymentMethodId: transactions.paymentMethodId,
  amountCents: transactions.amountCents,
  refundedCents: transactions.refundedCents,
  refundPendingCents: transactions.refundPendingCents,
  status: transactions.status,
  gatewayChargeId: transactions.gatewayChargeId,
  createdAt: transactions.createdAt,
};

export function createShopRefundsRepository(
  db: Database,
  notes: ChangeNotes = unheardChanges,
  events?: WebhookOutbox,
) {
  const noted = <T>(userId: string | null, write: Promise<T>) =>
    userId ? noting(notes, userId, write) : write;

  return {
    async findSale(placeId: string, id: string): Promise<RefundableSale | null> {
      const [row] = await db
        .select(saleColumns)
        .from(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.placeId, placeId)))
        .limit(1);
      return row ?? null;
    },

    async findRefund(transactionId: string, idempotencyKey: string): Promise<RefundRow | null> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(
          and(eq(refunds.transactionId, transactionId), eq(refunds.idempotencyKey, idempotencyKey)),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Records the refund as PENDING and takes its amount from the sale, in one
     * database transaction. 'duplicate' when the key was used on this sale
     * already; 'too-high' when the amount does not fit in what is left (or the
     * sale is no longer SUCCESS).
     */
    async begin(refund: {
      sale: RefundableSale;
      idempotencyKey: string;
      amountCents: number;
      shopUserId: string;
      at: Date;
    }): Promise<RefundRow | 'duplicate' | 'too-high'> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(refunds)
            .values({
              transactionId: refund.sale.id,
              placeId: refund.sale.placeId,
              idempotencyKey: refund.idempotencyKey,
              amountCents: refund.amountCents,
              state: 'PENDING',
              shopUserId: refund.shopUserId,
              createdAt: refund.at,
            })
            .onConflictDoNothing()
            .returning();
          if (!row) return 'duplicate' as const;
          const taken = await tx
            .update(transactions)
            .set({
              refundPendingCents: sql`${transactions.refundPendingCents} + ${refund.amountCents}`,
            })
            .where(
              and(
                eq(transactions.id, refund.sale.id),
                eq(transactions.status, 'SUCCESS'),
                sql`${transactions.refundedCents} + ${transactions.refundPendingCents} + ${refund.amountCents} <= ${transactions.amountCents}`,
              ),
            )
            .returning({ id: transactions.id });
          if (taken.length === 0) throw new AmountDoesNotFit();
          return row;
        });
      } catch (error) {
        if (error instanceof AmountDoesNotFit) return 'too-high';
        throw error;
      }
    },

    /**
     * The gateway gave it back: the refund is done and the receipt shows it.
     * A sale refunded in whole becomes CANCELED for the customer (the spec's
     * two statuses), and its till payment too, so the till cannot void it again.
     */
    async succeed(refund: RefundRow, sale: RefundableSale, at: Date): Promise<RefundRow> {
      const settled = await noted(
        sale.userId,
        db.transaction(async (tx) => {
          const [settled] = await tx
            .update(refunds)
            .set({ state: 'SUCCEEDED', settledAt: at })
            .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'PENDING')))
            .returning();
          // Settled already (never twice: the amount moves once).
          if (!settled) return refund;
          // Whole once what was given back covers it: the SET's expressions
          // read the row as it was, so this one's amount is added here too.
          const givenBack = sql`${transactions.refundedCents} + ${refund.amountCents}`;
          const wholeNow = sql`${givenBack} >= ${transactions.amountCents}`;
          const [whole] = await tx
            .update(transactions)
            .set({
              refundedCents: givenBack,
              refundPendingCents: sql`${transactions.refundPendingCents} - ${refund.amountCents}`,
              refundedAt: at,
              status: sql`case when ${wholeNow} then 'CANCELED' else ${transactions.status} end`,
              canceledAt: sql`case when ${wholeNow} then ${at.toISOString()}::timestamptz else ${transactions.canceledAt} end`,
            })
            .where(eq(transactions.id, sale.id))
            .returning({ status: transactions.status });
          await events?.record(tx, {
            type: 'payment.refunded',
            transactionId: sale.id,
            refund: { id: refund.id, amountCents: refund.amountCents },
            at,
          });
          if (whole?.status === 'CANCELED') {
            await tx
              .update(terminalPayments)
              .set({ state: 'CANCELED', canceledAt: at, voidedAt: at, updatedAt: at })
              .where(
                and(
                  eq(terminalPayments.transactionId, sale.id),
                  eq(terminalPayments.state, 'SUCCEEDED'),
                ),
              );
          }
          return settled;
        }),
      );
      events?.wake();
      return settled;
    },

    /**
     * Refunds still PENDING that were begun before `before` (a crash between
     * the gateway's answer and our write), oldest first, with their sale.
     */
    async pendingBefore(
      before: Date,
      limit: number,
    ): Promise<{ refund: RefundRow; sale: RefundableSale }[]> {
      return db
        .select({ refund: refunds, sale: saleColumns })
        .from(refunds)
        .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
        .where(and(eq(refunds.state, 'PENDING'), lt(refunds.createdAt, before)))
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
    },

    /** The gateway did not give it back: the sale keeps its amount. */
    async fail(refund: RefundRow, returnCode: string | null, at: Date): Promise<RefundRow> {
      return db.transaction(async (tx) => {
        const [failed] = await tx
          .update(refunds)
          .set({ state: 'FAILED', settledAt: at, gatewayReturnCode: returnCode })
          .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'PENDING')))
          .returning();
        if (failed) {
          await tx
            .update(transactions)
            .set({
              refundPendingCents: sql`${transactions.refundPendingCents} - ${refund.amountCents}`,
            })
            .where(eq(transactions.id, refund.transactionId));
        }
        return failed ?? refund;
      });
    },

    /** What the customer's SMS says of a refund: phone, language, shop and card. */
    noticeFacts(sale: RefundableSale, amountCents: number): Promise<PaymentNoticeFacts | null> {
      return readNoticeFacts(db, sale, amountCents);
    },
  };
}
export type ShopRefundsRepository = ReturnType<typeof createShopRefundsRepository>;
