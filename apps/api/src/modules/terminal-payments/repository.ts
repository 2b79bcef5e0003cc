// The terminal's payments (SQL only, decision 033). Every state change is a
// conditional update on the state it leaves, so two concurrent calls cannot
// both move a payment (one charge per payment); the success writes the
// customer's transaction and SUCCEEDED in one database transaction.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import type { TerminalPaymentState } from '@rosto/contract/schemas/terminal-payments';
import { type ChangeNotes, noting, unheardChanges } from '../../cache/customer-changes';
import type { Database } from '../../db/client';
import {
  paymentMethods,
  places,
  terminalPayments,
  terminals,
  transactions,
  users,
} from '../../db/schema';
import type { WebhookOutbox } from '../webhooks/plugin';
import { readNoticeFacts } from './notice-facts';
import type { PaymentNoticeFacts } from './payment-notices';

export type TerminalPaymentRow = typeof terminalPayments.$inferSelect;
export type PaymentCardRow = typeof paymentMethods.$inferSelect;

export interface NewTerminalPayment {
  terminalId: string;
  placeId: string;
  idempotencyKey: string;
  amountCents: number;
  /** The app's clock, so that expiry and the São Paulo day follow one time. */
  createdAt: Date;
  expiresAt: Date;
}

/** What the face step needs of a customer, and nothing more. */
export interface PayingCustomer {
  id: string;
  firstName: string;
  phoneNumber: string | null;
  hasPin: boolean;
  /** Blocked or deleted accounts, and those whose payment status is not approved, cannot pay. */
  mayPay: boolean;
  /** The customer's own limits (decision 036). */
  pinAboveCents: number;
  dailyLimitCents: number | null;
  paused: boolean;
}

/** The payment left the state a success was to be recorded from. */
class SettledMeanwhile extends Error {}

/** No shop's system hears (commands and tests that need no webhooks). */
const unheardEvents: WebhookOutbox = { record: () => Promise.resolve(), wake: () => undefined };

/**
 * `notes` hears of every change to a customer's transactions (their payments
 * list); `events` writes the shop's webhook events in the same transactions.
 */
export function createTerminalPaymentsRepository(
  db: Database,
  notes: ChangeNotes = unheardChanges,
  events: WebhookOutbox = unheardEvents,
) {
  const customerColumns = {
    id: users.id,
    firstName: users.firstName,
    phoneNumber: users.phoneNumber,
    hasPin: sql<boolean>`${users.pinHash} is not null`,
    // A payment status not approved holds the face: a name waiting for a
    // person's review, or refused (decision 080); none set is an older account.
    mayPay: sql<boolean>`not ${users.blocked} and not ${users.deleted} and coalesce(${users.getPaymentStatus}, 'AUTO_APPROVED') in ('AUTO_APPROVED', 'MANUAL_APPROVED')`,
    pinAboveCents: users.pinAboveCents,
    dailyLimitCents: users.dailyLimitCents,
    paused: sql<boolean>`${users.facePaymentsPausedAt} is not null`,
  };

  return {
    /**
     * The payment of this key at this terminal: made when new, else the first
     * one as it is (insert … on conflict do nothing, then read: concurrent
     * repeats all get the same row).
     */
    async startOnce(payment: NewTerminalPayment): Promise<TerminalPaymentRow> {
      const [inserted] = await db
        .insert(terminalPayments)
        .values({ ...payment, state: 'STARTED', updatedAt: payment.createdAt })
        .onConflictDoNothing({
          target: [terminalPayments.terminalId, terminalPayments.idempotencyKey],
        })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(terminalPayments)
        .where(
          and(
            eq(terminalPayments.terminalId, payment.terminalId),
            eq(terminalPayments.idempotencyKey, payment.idempotencyKey),
          ),
        )
        .limit(1);
      if (!existing) throw new Error('terminal payment neither inserted nor found');
      return existing;
    },

    async find(id: string): Promise<TerminalPaymentRow | null> {
      const [row] = await db
        .select()
        .from(terminalPayments)
        .where(eq(terminalPayments.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Moves the payment from one of `from` to `to` with `changes`; null when it was in no such state. */
    async move(
      id: string,
      from: readonly TerminalPaymentState[],
      to: TerminalPaymentState,
      at: Date,
      changes: Partial<TerminalPaymentRow> = {},
    ): Promise<TerminalPaymentRow | null> {
      const [row] = await db
        .update(terminalPayments)
        .set({ ...changes, state: to, updatedAt: at })
        .where(and(eq(terminalPayments.id, id), inArray(terminalPayments.state, [...from])))
        .returning();
      return row ?? null;
    },

    /**
     * What the liveness challenge of the payment's match came to (decision
     * 062): written only while the payment is IDENTIFIED, as the same customer,
     * with that challenge still its own (a new photo offers another or none).
     */
    async answerChallenge(
      payment: Pick<TerminalPaymentRow, 'id' | 'userId' | 'challengeId'>,
      at: Date,
      changes: Pick<TerminalPaymentRow, 'liveness' | 'pinRequired' | 'challengeOutcome'>,
    ): Promise<TerminalPaymentRow | null> {
      if (!payment.userId || !payment.challengeId) return null;
      const [row] = await db
        .update(terminalPayments)
        .set({ ...changes, updatedAt: at })
        .where(
          and(
            eq(terminalPayments.id, payment.id),
            eq(terminalPayments.state, 'IDENTIFIED'),
            eq(terminalPayments.userId, payment.userId),
            eq(terminalPayments.challengeId, payment.challengeId),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The approved charge: the customer's transaction and SUCCEEDED together,
     * or neither. `from` is CHARGING after the charge's answer, UNKNOWN when a
     * lookup found the charge later. Null when the payment was no longer there
     * (another call settled it first): nothing is written then.
     */
    async recordSuccess(
      payment: TerminalPaymentRow,
      charge: { userId: string; paymentMethodId: string; gatewayChargeId: string },
      at: Date,
      from: 'CHARGING' | 'UNKNOWN' = 'CHARGING',
      /** A charge found by the reconciliation, which the till has not heard of. */
      unseen = false,
    ): Promise<TerminalPaymentRow | null> {
      try {
        const write = db.transaction(async (tx) => {
          const [transaction] = await tx
            .insert(transactions)
            .values({
              userId: charge.userId,
              placeId: payment.placeId,
              terminalId: payment.terminalId,
              paymentMethodId: charge.paymentMethodId,
              amountCents: payment.amountCents,
              status: 'SUCCESS',
              gatewayChargeId: charge.gatewayChargeId,
              // A charge found later keeps the time it was made (the customer's
              // list, the daily limit and the same-day cancel count from it).
              createdAt: from === 'UNKNOWN' ? (payment.chargeStartedAt ?? at) : at,
            })
            .returning({ id: transactions.id });
          const [row] = await tx
            .update(terminalPayments)
            .set({
              state: 'SUCCEEDED',
              transactionId: transaction!.id,
              gatewayChargeId: charge.gatewayChargeId,
              chargedAt: at,
              updatedAt: at,
              lateChargeUnseen: unseen,
            })
            .where(and(eq(terminalPayments.id, payment.id), eq(terminalPayments.state, from)))
            .returning();
          // Rolls the transaction's insert back.
          if (!row) throw new SettledMeanwhile();
          await events.record(tx, {
            type: 'payment.succeeded',
            transactionId: transaction!.id,
            at,
          });
          return row;
        });
        const paid = await noting(notes, charge.userId, write);
        events.wake();
        return paid;
      } catch (error) {
        if (error instanceof SettledMeanwhile) return null;
        throw error;
      }
    },

    /** The void: the transaction CANCELED and the payment with it, together. */
    async recordCancel(payment: TerminalPaymentRow, at: Date): Promise<TerminalPaymentRow | null> {
      const write = db.transaction(async (tx) => {
        const [row] = await tx
          .update(terminalPayments)
          .set({ state: 'CANCELED', canceledAt: at, voidedAt: at, updatedAt: at })
          .where(and(eq(terminalPayments.id, payment.id), eq(terminalPayments.state, 'SUCCEEDED')))
          .returning();
        if (!row) return null;
        await tx
          .update(transactions)
          .set({
            status: 'CANCELED',
            canceledAt: at,
            // Cielo voids the charge under its own PaymentId: the void has no other id.
            gatewayVoidId: payment.gatewayChargeId,
          })
          .where(eq(transactions.id, payment.transactionId!));
        await events.record(tx, {
          type: 'payment.canceled',
          transactionId: payment.transactionId!,
          at,
        });
        return row;
      });
      const canceled = await (payment.userId ? noting(notes, payment.userId, write) : write);
      events.wake();
      return canceled;
    },

    /**
     * A charge given up on (NOT_CHARGED) that landed late and was voided: the
     * payment REVERSED and the customer's transaction, CANCELED and marked
     * reversed, written together (decision 057). No webhook: the shop was
     * never told of a payment. Null when the payment was no longer NOT_CHARGED.
     */
    async recordReversal(
      payment: TerminalPaymentRow,
      gatewayChargeId: string,
      at: Date,
    ): Promise<TerminalPaymentRow | null> {
      const write = db.transaction(async (tx) => {
        const [transaction] = await tx
          .insert(transactions)
          .values({
            userId: payment.userId,
            placeId: payment.placeId,
            terminalId: payment.terminalId,
            paymentMethodId: payment.paymentMethodId,
            amountCents: payment.amountCents,
            status: 'CANCELED',
            reversed: true,
            canceledAt: at,
            gatewayChargeId,
            gatewayVoidId: gatewayChargeId,
            createdAt: payment.chargeStartedAt ?? payment.createdAt,
          })
          .returning({ id: transactions.id });
        const [row] = await tx
          .update(terminalPayments)
          .set({
            state: 'REVERSED',
            transactionId: transaction!.id,
            gatewayChargeId,
            voidedAt: at,
            updatedAt: at,
          })
          .where(
            and(eq(terminalPayments.id, payment.id), eq(terminalPayments.state, 'NOT_CHARGED')),
          )
          .returning();
        if (!row) throw new SettledMeanwhile();
        return row;
      });
      try {
        return await (payment.userId ? noting(notes, payment.userId, write) : write);
      } catch (error) {
        if (error instanceof SettledMeanwhile) return null;
        throw error;
      }
    },

    /**
     * The till moved on (decision 057): this customer's payments of unknown
     * outcome at this terminal, other than `except`, are given up (NOT_CHARGED),
     * so that one of them landing late is reversed rather than kept.
     */
    async giveUpUnknown(input: {
      userId: string;
      terminalId: string;
      except: string;
      at: Date;
    }): Promise<TerminalPaymentRow[]> {
      return db
        .update(terminalPayments)
        .set({ state: 'NOT_CHARGED', updatedAt: input.at })
        .where(
          and(
            eq(terminalPayments.userId, input.userId),
            eq(terminalPayments.terminalId, input.terminalId),
            eq(terminalPayments.state, 'UNKNOWN'),
            ne(terminalPayments.id, input.except),
          ),
        )
        .returning();
    },

    /**
     * A payment of this customer at this terminal found charged by the
     * reconciliation since `since`, which the till has not heard of: it may be
     * ringing it again. Reading it here tells the till (the refusal names it),
     * so it is marked seen.
     */
    async unseenLateCharge(input: {
      userId: string;
      terminalId: string;
      except: string;
      since: Date;
    }): Promise<TerminalPaymentRow | null> {
      const rows = await db
        .update(terminalPayments)
        .set({ lateChargeUnseen: false })
        .where(
          and(
            eq(terminalPayments.userId, input.userId),
            eq(terminalPayments.terminalId, input.terminalId),
            eq(terminalPayments.state, 'SUCCEEDED'),
            eq(terminalPayments.lateChargeUnseen, true),
            gte(terminalPayments.chargedAt, input.since),
            ne(terminalPayments.id, input.except),
          ),
        )
        .returning();
      return rows.sort((a, b) => b.chargedAt!.getTime() - a.chargedAt!.getTime())[0] ?? null;
    },

    /** The till has heard of a charge the reconciliation found. */
    async markSeen(id: string): Promise<TerminalPaymentRow | null> {
      const [row] = await db
        .update(terminalPayments)
        .set({ lateChargeUnseen: false })
        .where(eq(terminalPayments.id, id))
        .returning();
      return row ?? null;
    },

    /** What the customer's SMS says of a payment: phone, shop and card. */
    noticeFacts(payment: TerminalPaymentRow): Promise<PaymentNoticeFacts | null> {
      return readNoticeFacts(db, payment, payment.amountCents);
    },

    /** Payments the reconciliation looks up, longest untouched first. */
    async unsettled(options: {
      unknownBefore: Date;
      chargingBefore: Date;
      createdAfter: Date;
      /** Given-up charges are watched for a late landing while made after this. */
      givenUpAfter: Date;
      limit: number;
    }): Promise<TerminalPaymentRow[]> {
      return db
        .select()
        .from(terminalPayments)
        .where(
          or(
            and(
              or(
                and(
                  eq(terminalPayments.state, 'UNKNOWN'),
                  lt(terminalPayments.updatedAt, options.unknownBefore),
                ),
                and(
                  eq(terminalPayments.state, 'CHARGING'),
                  lt(terminalPayments.updatedAt, options.chargingBefore),
                ),
              ),
              gt(terminalPayments.createdAt, options.createdAfter),
            ),
            and(
              eq(terminalPayments.state, 'NOT_CHARGED'),
              lt(terminalPayments.updatedAt, options.unknownBefore),
              gt(terminalPayments.createdAt, options.givenUpAfter),
            ),
          ),
        )
        .orderBy(asc(terminalPayments.updatedAt))
        .limit(options.limit);
    },

    /**
     * What the customer's face payments since `since` add up to, for the daily
     * limit (decision 036): paid ones (a canceled one is no longer SUCCESS) and
     * those being charged or of unknown outcome, other than `except`.
     */
    async spentSince(userId: string, since: Date, except: string): Promise<number> {
      const [paid] = await db
        .select({ cents: sum(transactions.amountCents) })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.status, 'SUCCESS'),
            gte(transactions.createdAt, since),
          ),
        );
      const [charging] = await db
        .select({ cents: sum(terminalPayments.amountCents) })
        .from(terminalPayments)
        .where(
          and(
            eq(terminalPayments.userId, userId),
            inArray(terminalPayments.state, ['CHARGING', 'UNKNOWN']),
            gte(terminalPayments.createdAt, since),
            ne(terminalPayments.id, except),
          ),
        );
      return Number(paid?.cents ?? 0) + Number(charging?.cents ?? 0);
    },

    /** When the customer paid, and whether a refund in the shop's portal touched it. */
    async transactionStanding(
      id: string,
    ): Promise<{ createdAt: Date; refundedCents: number; refundPendingCents: number } | null> {
      const [row] = await db
        .select({
          createdAt: transactions.createdAt,
          refundedCents: transactions.refundedCents,
          refundPendingCents: transactions.refundPendingCents,
        })
        .from(transactions)
        .where(eq(transactions.id, id))
        .limit(1);
      return row ?? null;
    },

    async customers(ids: readonly string[]): Promise<PayingCustomer[]> {
      if (ids.length === 0) return [];
      return db
        .select(customerColumns)
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async customerByCpf(cpf: string): Promise<PayingCustomer | null> {
      const [row] = await db.select(customerColumns).from(users).where(eq(users.cpf, cpf)).limit(1);
      return row ?? null;
    },

    /**
     * The customer's cards a payment here may use: validated, approved, not
     * deleted, with a gateway token; a place's own pre/post-paid card only at
     * that place (its product is the place's id). Oldest first, as the wallet lists them.
     */
    /** The customer's other live cards, not offered here (the till says why). */
    async otherCards(userId: string, offered: readonly string[]): Promise<PaymentCardRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.userId, userId),
            isNull(paymentMethods.deletedAt),
            inArray(paymentMethods.status, [
              'AUTO_APPROVED',
              'MANUAL_APPROVED',
              'WAITING_APPROVAL',
            ]),
            offered.length > 0 ? notInArray(paymentMethods.id, [...offered]) : undefined,
          ),
        )
        .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.createdAt));
    },

    /** The till and its shop as the till shows them, and the shop's largest payment. */
    async tillOf(terminalId: string) {
      const [row] = await db
        .select({
          terminal: { id: terminals.id, name: terminals.name, requirePin: terminals.requirePin },
          shop: { id: places.id, name: places.name, maxAmountCents: places.maxAmountCents },
        })
        .from(terminals)
        .innerJoin(places, eq(places.id, terminals.placeId))
        .where(eq(terminals.id, terminalId))
        .limit(1);
      return row ?? null;
    },

    /** The till's paid (and since canceled or refunded) payments since `since`, newest first. */
    salesOfTill(terminalId: string, since: Date, take: number) {
      return db
        .select({
          paymentId: terminalPayments.id,
          at: transactions.createdAt,
          amountCents: transactions.amountCents,
          status: transactions.status,
          refundedCents: transactions.refundedCents,
          refundPendingCents: transactions.refundPendingCents,
          customerFirstName: users.firstName,
          card: { brand: paymentMethods.brand, lastFour: paymentMethods.lastFour },
        })
        .from(terminalPayments)
        .innerJoin(transactions, eq(transactions.id, terminalPayments.transactionId))
        .leftJoin(users, eq(users.id, transactions.userId))
        .leftJoin(paymentMethods, eq(paymentMethods.id, transactions.paymentMethodId))
        .where(and(eq(terminalPayments.terminalId, terminalId), gte(transactions.createdAt, since)))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(take);
    },

    async usableCards(userId: string, placeId: string): Promise<PaymentCardRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.userId, userId),
            isNull(paymentMethods.deletedAt),
            eq(paymentMethods.validated, true),
            inArray(paymentMethods.status, ['AUTO_APPROVED', 'MANUAL_APPROVED']),
            isNotNull(paymentMethods.cardToken),
            or(
              sql`${paymentMethods.type} not like '%\\_PRE\\_OR\\_POST\\_PAID\\_CARD'`,
              eq(paymentMethods.product, placeId),
            ),
          ),
        )
        .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.createdAt));
    },
  };
}
export type TerminalPaymentsRepository = ReturnType<typeof createTerminalPaymentsRepository>;
