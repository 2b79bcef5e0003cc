// The wallet's tables: cards, their validation charges, add attempts and the
// credits of pre/post-paid cards. Every read of a card is scoped to its owner,
// so another customer's card id finds nothing (404, never 403).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lt,
  min,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type ChangeNotes, noting, unheardChanges } from '../../cache/customer-changes';
import type { Database } from '../../db/client';
import {
  cardCredits,
  cardValidationCharges,
  paymentMethodAddAttempts,
  paymentMethods,
} from '../../db/schema';
import type { PaymentMethodRow } from './payment-method-view';

export type NewPaymentMethod = Omit<
  typeof paymentMethods.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type ValidationChargeRow = typeof cardValidationCharges.$inferSelect;
export type CardCreditRow = typeof cardCredits.$inferSelect;

/** Advisory locks of the wallet, apart from the other modules' namespaces. */
const WALLET_LOCK_NAMESPACE = 7301;

/** Cards a customer added themselves (product cards a partner issues are not counted). */
const countsTowardsLimit = sql`${paymentMethods.type} not like '%\\_PRE\\_OR\\_POST\\_PAID\\_CARD'`;

/** `notes` hears of every write to a customer's cards (their summary is on the payments list). */
export function createWalletRepository(db: Database, notes: ChangeNotes = unheardChanges) {
  /** The card's one validation charge that matches `which`; null when none does. */
  async function chargeOf(
    paymentMethodId: string,
    which: SQL | undefined,
  ): Promise<ValidationChargeRow | null> {
    const [row] = await db
      .select()
      .from(cardValidationCharges)
      .where(and(eq(cardValidationCharges.paymentMethodId, paymentMethodId), which))
      .limit(1);
    return row ?? null;
  }

  return {
    async list(
      userId: string,
      options: { includeDeleted: boolean; order: 'ASC' | 'DESC'; id?: string | undefined },
    ): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.userId, userId),
            eq(paymentMethods.showOnAppUser, true),
            options.includeDeleted ? undefined : isNull(paymentMethods.deletedAt),
            options.id ? eq(paymentMethods.id, options.id) : undefined,
          ),
        )
        .orderBy(
          options.order === 'ASC' ? asc(paymentMethods.createdAt) : desc(paymentMethods.createdAt),
          asc(paymentMethods.id),
        );
    },

    /** The customer's card, deleted or not; null for anyone else's. */
    async findOwn(userId: string, id: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async listAllOfUser(userId: string): Promise<PaymentMethodRow[]> {
      return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
    },

    /** Every card of the customer with its charges and credits, and the add attempts. */
    async deleteAllOfUser(userId: string): Promise<void> {
      const write = db.transaction(async (tx) => {
        await tx.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
        await tx
          .delete(paymentMethodAddAttempts)
          .where(eq(paymentMethodAddAttempts.userId, userId));
      });
      await noting(notes, userId, write);
    },

    /** The same card live in the customer's wallet (by number hash). */
    async findLiveByHash(userId: string, numberHash: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.userId, userId),
            eq(paymentMethods.numberHash, numberHash),
            isNull(paymentMethods.deletedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Whether the same card is live in another customer's wallet. */
    async liveElsewhere(userId: string, numberHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(
          and(
            ne(paymentMethods.userId, userId),
            eq(paymentMethods.numberHash, numberHash),
            isNull(paymentMethods.deletedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The other customers whose wallets hold the same card live (the card review's reason). */
    async holdersElsewhere(userId: string, numberHash: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: paymentMethods.userId })
        .from(paymentMethods)
        .where(
          and(
            ne(paymentMethods.userId, userId),
            eq(paymentMethods.numberHash, numberHash),
            isNull(paymentMethods.deletedAt),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** Live cards that count towards the wallet limit. */
    async countLive(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.userId, userId),
            isNull(paymentMethods.deletedAt),
            countsTowardsLimit,
          ),
        );
      return row?.total ?? 0;
    },

    /**
     * Stores a card if the wallet has room: 'limit' when it is full, 'exists'
     * when the same card went live meanwhile (unique index). Under a lock per
     * customer, so concurrent adds of different cards cannot pass the limit.
     */
    async insertWithinLimit(
      card: NewPaymentMethod,
      limit: number | null,
      now: Date,
    ): Promise<PaymentMethodRow | 'limit' | 'exists'> {
      const write = db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${WALLET_LOCK_NAMESPACE}, hashtext(${card.userId}))`,
        );
        if (limit !== null) {
          const [live] = await tx
            .select({ total: count() })
            .from(paymentMethods)
            .where(
              and(
                eq(paymentMethods.userId, card.userId),
                isNull(paymentMethods.deletedAt),
                countsTowardsLimit,
              ),
            );
          if ((live?.total ?? 0) >= limit) return 'limit';
        }
        const [row] = await tx
          .insert(paymentMethods)
          .values({ ...card, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        return row ?? 'exists';
      });
      return noting(notes, card.userId, write);
    },

    async update(
      userId: string,
      id: string,
      changes: Partial<NewPaymentMethod>,
      now: Date,
    ): Promise<PaymentMethodRow | null> {
      const [row] = await noting(
        notes,
        userId,
        db
          .update(paymentMethods)
          .set({ ...changes, updatedAt: now })
          .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
          .returning(),
      );
      return row ?? null;
    },

    /**
     * Counts a wrong amount or code, atomically: answers the tries after this
     * one, or null when the card could no longer be validated.
     */
    async recordWrongTry(
      userId: string,
      id: string,
      maxTries: number,
      now: Date,
    ): Promise<PaymentMethodRow | null> {
      const [row] = await noting(
        notes,
        userId,
        db
          .update(paymentMethods)
          .set({
            validationTries: sql`${paymentMethods.validationTries} + 1`,
            status: sql`case when ${paymentMethods.validationTries} + 1 >= ${maxTries} then 'AUTO_REJECTED' else ${paymentMethods.status} end`,
            updatedAt: now,
          })
          .where(
            and(
              eq(paymentMethods.id, id),
              eq(paymentMethods.userId, userId),
              lt(paymentMethods.validationTries, maxTries),
              eq(paymentMethods.validated, false),
            ),
          )
          .returning(),
      );
      return row ?? null;
    },

    /** Marks a card deleted and forgets its token; answers the token it had. */
    async markDeleted(userId: string, id: string, now: Date): Promise<PaymentMethodRow | null> {
      const write = db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(paymentMethods)
          .where(
            and(
              eq(paymentMethods.id, id),
              eq(paymentMethods.userId, userId),
              isNull(paymentMethods.deletedAt),
            ),
          )
          .for('update');
        if (!before) return null;
        await tx
          .update(paymentMethods)
          .set({ deletedAt: now, cardToken: null, updatedAt: now })
          .where(eq(paymentMethods.id, id));
        return before;
      });
      return noting(notes, userId, write);
    },

    // --- add attempts -----------------------------------------------------------

    /**
     * Records an attempt unless `max` were made since `since`; under a lock per
     * customer, so concurrent adds cannot slip past the cap.
     */
    async takeAddAttempt(userId: string, max: number, since: Date, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${WALLET_LOCK_NAMESPACE}, hashtext(${userId}))`,
        );
        const [row] = await tx
          .select({ attempts: count() })
          .from(paymentMethodAddAttempts)
          .where(
            and(
              eq(paymentMethodAddAttempts.userId, userId),
              gt(paymentMethodAddAttempts.createdAt, since),
            ),
          );
        if ((row?.attempts ?? 0) >= max) return false;
        await tx.insert(paymentMethodAddAttempts).values({ userId, createdAt: now });
        return true;
      });
    },

    async addAttemptsSince(
      userId: string,
      since: Date,
    ): Promise<{ attempts: number; oldest: Date | null }> {
      const [row] = await db
        .select({ attempts: count(), oldest: min(paymentMethodAddAttempts.createdAt) })
        .from(paymentMethodAddAttempts)
        .where(
          and(
            eq(paymentMethodAddAttempts.userId, userId),
            gt(paymentMethodAddAttempts.createdAt, since),
          ),
        );
      const oldest = row?.oldest ?? null;
      return { attempts: row?.attempts ?? 0, oldest: oldest === null ? null : new Date(oldest) };
    },

    // --- validation charges ---------------------------------------------------

    openCharge: (paymentMethodId: string) =>
      chargeOf(
        paymentMethodId,
        and(eq(cardValidationCharges.status, 'charged'), isNull(cardValidationCharges.refundedAt)),
      ),

    /** Records a charge; null when another one is open already (unique index). */
    /** A small charge whose outcome the gateway has not told yet (decision 052). */
    unknownCharge: (paymentMethodId: string) =>
      chargeOf(paymentMethodId, eq(cardValidationCharges.status, 'unknown')),

    /** Settles an unknown charge as the gateway's lookup found it; null when settled meanwhile. */
    async settleCharge(
      id: string,
      outcome: { status: 'charged'; gatewayPaymentId: string } | { status: 'declined' },
    ): Promise<ValidationChargeRow | null> {
      const [row] = await db
        .update(cardValidationCharges)
        .set(outcome)
        .where(and(eq(cardValidationCharges.id, id), eq(cardValidationCharges.status, 'unknown')))
        .returning();
      return row ?? null;
    },

    async insertCharge(
      charge: Omit<typeof cardValidationCharges.$inferInsert, 'id'>,
    ): Promise<ValidationChargeRow | null> {
      const [row] = await db
        .insert(cardValidationCharges)
        .values(charge)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async chargesOf(paymentMethodId: string): Promise<ValidationChargeRow[]> {
      return db
        .select()
        .from(cardValidationCharges)
        .where(eq(cardValidationCharges.paymentMethodId, paymentMethodId))
        .orderBy(asc(cardValidationCharges.createdAt));
    },

    /** Charged and not refunded: of a card validated, rejected or deleted, or older than `before`. */
    /** Small charges still without an outcome, made before `before`: the sweep looks them up. */
    unknownChargesBefore(before: Date): Promise<ValidationChargeRow[]> {
      return db
        .select()
        .from(cardValidationCharges)
        .where(
          and(
            eq(cardValidationCharges.status, 'unknown'),
            lt(cardValidationCharges.createdAt, before),
          ),
        );
    },

    async chargesToRefund(before: Date): Promise<ValidationChargeRow[]> {
      return db
        .select({ charge: cardValidationCharges })
        .from(cardValidationCharges)
        .innerJoin(paymentMethods, eq(paymentMethods.id, cardValidationCharges.paymentMethodId))
        .where(
          and(
            eq(cardValidationCharges.status, 'charged'),
            isNull(cardValidationCharges.refundedAt),
            isNotNull(cardValidationCharges.gatewayPaymentId),
            or(
              lt(cardValidationCharges.createdAt, before),
              eq(paymentMethods.validated, true),
              isNotNull(paymentMethods.deletedAt),
              ne(paymentMethods.status, 'AUTO_APPROVED'),
            ),
          ),
        )
        .then((rows) => rows.map((row) => row.charge));
    },

    async markRefunded(chargeId: string, now: Date): Promise<void> {
      await db
        .update(cardValidationCharges)
        .set({ refundedAt: now })
        .where(eq(cardValidationCharges.id, chargeId));
    },

    async markRefundFailed(chargeId: string, now: Date): Promise<void> {
      await db
        .update(cardValidationCharges)
        .set({ refundFailedAt: now })
        .where(eq(cardValidationCharges.id, chargeId));
    },

    // --- credits of pre/post-paid cards ---------------------------------------

    async creditsOf(paymentMethodId: string): Promise<CardCreditRow[]> {
      return db
        .select()
        .from(cardCredits)
        .where(eq(cardCredits.paymentMethodId, paymentMethodId))
        .orderBy(desc(cardCredits.createdAt));
    },

    async insertCredit(credit: Omit<typeof cardCredits.$inferInsert, 'id'>): Promise<void> {
      await db.insert(cardCredits).values(credit);
    },

    /** Cards waiting for an operator (decision 030), oldest first. */
    async waitingReview(): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.status, 'WAITING_APPROVAL'), isNull(paymentMethods.deletedAt)))
        .orderBy(asc(paymentMethods.createdAt));
    },

    async findById(id: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
