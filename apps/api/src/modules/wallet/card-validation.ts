// Validating a card (docs/spec/wallet-checklist.md §2, §4; decision 030): a small charge of a
// random amount the customer reads on the statement and types back, or the
// security code when the issuer refuses small charges. Two wrong tries, counted
// here (the app's count is ignored), and the card can no longer be validated.
// Every charge is refunded: when the card is validated, when the tries run out,
// or 24 hours after it was made (the sweep).
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { AppError } from '../../errors';
import {
  type CardNetwork,
  type GatewayBrand,
  VALIDATION_AMOUNT_MAX_CENTS,
} from '../../plugins/app/card-network';
import type { Clock } from '../../plugins/app/clock';
import {
  MAX_VALIDATION_TRIES,
  type PaymentMethodRow,
  canBeValidated,
  toPaymentMethod,
} from './payment-method-view';
import type { WalletRepository } from './repository';

const GATEWAY_BRANDS: ReadonlySet<string> = new Set([
  'VISA',
  'MASTERCARD',
  'AMERICAN_EXPRESS',
  'DINERS',
  'ELO',
]);

/**
 * Charges are refunded at the latest this long after they were made (docs/spec/wallet-checklist.md
 * §4).
 */
export const CHARGE_REFUND_AFTER_MS = 24 * 60 * 60 * 1000;
/** What the statement shows for the validation charge. */
const SOFT_DESCRIPTOR = 'ROSTO VALIDA';

export interface CardValidationDeps {
  repository: WalletRepository;
  gateway: CardNetwork;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createCardValidation(deps: CardValidationDeps) {
  const { repository, gateway, clock } = deps;
  const view = (row: PaymentMethodRow) => toPaymentMethod(row, { includeBalance: false });

  const ownCard = async (userId: string, id: string) => {
    const row = await repository.findOwn(userId, id);
    if (!row || row.deletedAt) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    return row;
  };

  /** A credit card the gateway holds, still open to validation. */
  const validatable = (row: PaymentMethodRow) => {
    if (row.validated) return null;
    if (!canBeValidated(row)) {
      throw new AppError(
        row.validationTries >= MAX_VALIDATION_TRIES
          ? 'SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED'
          : 'DISABLED_PAYMENT_METHOD',
      );
    }
    if (!row.cardToken || !row.brand || !GATEWAY_BRANDS.has(row.brand)) {
      throw new AppError('PAYMENT_METHOD_CANT_MAKE_SMALL_VALIDATION_CHARGE');
    }
    return { cardToken: row.cardToken, brand: row.brand as GatewayBrand };
  };

  const refund = async (charge: {
    id: string;
    gatewayPaymentId: string | null;
    amountCents: number;
  }) => {
    if (!charge.gatewayPaymentId) return;
    try {
      await gateway.refund({ paymentId: charge.gatewayPaymentId, amountCents: charge.amountCents });
      await repository.markRefunded(charge.id, clock.now());
    } catch (error) {
      // The sweep tries again; the customer's money is not lost, only late.
      await repository.markRefundFailed(charge.id, clock.now());
      deps.log.warn({ err: error, chargeId: charge.id }, 'validation charge refund failed');
    }
  };

  /** A wrong amount or code: counted, and the card closed to validation at the limit. */
  const wrongTry = async (userId: string, row: PaymentMethodRow): Promise<never> => {
    const after = await repository.recordWrongTry(
      userId,
      row.id,
      MAX_VALIDATION_TRIES,
      clock.now(),
    );
    if (!after || after.validationTries >= MAX_VALIDATION_TRIES) {
      const open = await repository.openCharge(row.id);
      if (open) await refund(open);
      throw new AppError('SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED');
    }
    return 'unreachable' as never;
  };

  /**
   * The issuer refused the small charge: the card falls back to its CVV where
   * the gateway can check a stored card's code; elsewhere (Cielo, decision
   * 052) it is added again, its Zero Auth then checking number and CVV together.
   */
  const declined = async (userId: string, row: PaymentMethodRow, brand: GatewayBrand) => {
    const updated = await repository.update(
      userId,
      row.id,
      { validationMissingData: gateway.storedCardCvvBrands.includes(brand) ? 'CVV' : 'ALL' },
      clock.now(),
    );
    return view(updated ?? row);
  };

  return {
    /** Makes the small charge (once while one waits); the issuer refusing it falls back to the CVV. */
    async start(userId: string, paymentMethodId: string): Promise<PaymentMethod> {
      const row = await ownCard(userId, paymentMethodId);
      const card = validatable(row);
      if (!card || row.validationMissingData === 'CVV') return view(row);
      if (await repository.openCharge(row.id)) return view(row);

      // An earlier small charge got no answer: what became of it is asked
      // first (by the card's order id), never charged again on top of it.
      const unknown = await repository.unknownCharge(row.id);
      if (unknown) {
        const lookup = await gateway.findCharge({ orderId: row.id });
        // No sale yet is no answer either: the lost request may still land.
        if (lookup.outcome === 'unknown' || lookup.outcome === 'none') {
          throw new AppError('CARD_GATEWAY_OUTCOME_PENDING');
        }
        const settled = await repository.settleCharge(
          unknown.id,
          lookup.outcome === 'approved'
            ? { status: 'charged', gatewayPaymentId: lookup.paymentId }
            : { status: 'declined' },
        );
        if (lookup.outcome === 'approved' || !settled) return view(row);
        // Declined: the issuer refused the small charge, as below.
        return declined(userId, row, card.brand);
      }

      const amountCents = gateway.validationAmountCents();
      let result;
      try {
        result = await gateway.charge({
          ...card,
          amountCents,
          orderId: row.id,
          softDescriptor: SOFT_DESCRIPTOR,
          // The first transaction with the card just stored at the gateway.
          storedCardUse: 'first',
        });
      } catch (error) {
        // No answer, or a sale not settled yet: it may still land. Kept as
        // unknown, with its amount, for the next start to look up.
        await repository.insertCharge({
          paymentMethodId: row.id,
          amountCents,
          gatewayPaymentId: null,
          status: 'unknown',
          createdAt: clock.now(),
        });
        throw error;
      }
      const now = clock.now();
      if (!result.approved) {
        await repository.insertCharge({
          paymentMethodId: row.id,
          amountCents,
          gatewayPaymentId: null,
          status: 'declined',
          createdAt: now,
        });
        return declined(userId, row, card.brand);
      }
      const saved = await repository.insertCharge({
        paymentMethodId: row.id,
        amountCents,
        gatewayPaymentId: result.paymentId,
        status: 'charged',
        createdAt: now,
      });
      // Another start won the race: this charge is one too many.
      if (!saved) await gateway.refund({ paymentId: result.paymentId, amountCents });
      return view(row);
    },

    async checkAmount(
      userId: string,
      paymentMethodId: string,
      amountCents: number,
    ): Promise<PaymentMethod> {
      const row = await ownCard(userId, paymentMethodId);
      if (!validatable(row)) return view(row);
      // No charge is ever outside the range the screen states: a typo ("200" for
      // R$ 2,00) is said so and spends no try (issue 29).
      if (amountCents < 1 || amountCents > VALIDATION_AMOUNT_MAX_CENTS) {
        throw new AppError('VALIDATION_CHARGE_OUT_OF_RANGE');
      }
      const charge = await repository.openCharge(row.id);
      // No charge waiting (never started, or refunded after 24 hours): nothing to compare with.
      if (!charge) throw new AppError('SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID');
      if (charge.amountCents !== amountCents) {
        await wrongTry(userId, row);
        throw new AppError('SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID', {
          additionalData: { remainingTries: MAX_VALIDATION_TRIES - row.validationTries - 1 },
        });
      }
      const validated = await repository.update(
        userId,
        row.id,
        { validated: true, validationMissingData: null },
        clock.now(),
      );
      await refund(charge);
      return view(validated ?? row);
    },

    async checkCvv(userId: string, paymentMethodId: string, cvv: string): Promise<PaymentMethod> {
      const row = await ownCard(userId, paymentMethodId);
      const card = validatable(row);
      if (!card) return view(row);
      if (!(await gateway.verifyCvv({ ...card, cvv }))) {
        await wrongTry(userId, row);
        // The spec: a wrong CVV is PAYMENT_METHOD_INVALID, answered 403.
        throw new AppError('PAYMENT_METHOD_INVALID', {}, { statusCode: 403 });
      }
      const validated = await repository.update(
        userId,
        row.id,
        { validated: true, validationMissingData: null },
        clock.now(),
      );
      const open = await repository.openCharge(row.id);
      if (open) await refund(open);
      return view(validated ?? row);
    },

    /** Refunds every charge whose time is up or whose card no longer waits for it. */
    async refundDue(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - CHARGE_REFUND_AFTER_MS);
      // A small charge that never got an answer, the customer gone since: if
      // it landed after all, it becomes a charge like the others and is given back below.
      for (const unknown of await repository.unknownChargesBefore(cutoff)) {
        try {
          const lookup = await gateway.findCharge({ orderId: unknown.paymentMethodId });
          if (lookup.outcome === 'approved') {
            await repository.settleCharge(unknown.id, {
              status: 'charged',
              gatewayPaymentId: lookup.paymentId,
            });
          } else if (lookup.outcome === 'declined') {
            await repository.settleCharge(unknown.id, { status: 'declined' });
          }
        } catch (error) {
          deps.log.warn({ err: error, chargeId: unknown.id }, 'validation charge lookup failed');
        }
      }
      const due = await repository.chargesToRefund(cutoff);
      for (const charge of due) await refund(charge);
      return due.length;
    },
  };
}
export type CardValidation = ReturnType<typeof createCardValidation>;
