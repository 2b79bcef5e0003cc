// The sandbox stage's card network: no acquirer, answers from the spec's mock
// values (CVV 123, validation amount 123 cents) and Cielo's own test-card
// convention for a decline.
import { randomUUID } from 'node:crypto';
import type { SandboxMockValues } from '../../../config/env';
import type { StatementCharge } from '@rosto/contract/card-statement';
import { createMemoryLedger, type SandboxLedger } from './sandbox-ledger';
import { CIELO_ZERO_AUTH_BRANDS, type CardNetwork } from './types';

/**
 * The last four digits of a card the sandbox declines. Cielo's simulated
 * provider does the same with the final digit: a card ending in 2
 * (0000.0000.0000.0002) answers "Not Authorized", return code 05.
 */
export const SANDBOX_DECLINED_LAST_FOUR = '0002';
/** The return code of a sandbox decline: Cielo's simulated "Not Authorized". */
export const SANDBOX_DECLINE_RETURN_CODE = '05';
const SANDBOX_APPROVED_RETURN_CODE = '00';

/**
 * The last four digits of a card whose issuer refuses the small validation
 * charge (Cielo's simulated provider blocks cards ending in 5): the wallet then
 * validates it by its CVV.
 */
export const SANDBOX_NO_SMALL_CHARGE_LAST_FOUR = '0005';

/**
 * Where the sandbox "prints" the card statement's line of a validation charge:
 * the outbox in the app (issue 29), so a tester reads there the amount to type.
 */
export type SandboxStatement = (charge: StatementCharge) => Promise<void>;

/** The last four digits tokenize put in a sandbox token ("sandbox-3197-…"). */
function sandboxTokenLastFour(cardToken: string): string {
  return /^sandbox-(\d{4})-/u.exec(cardToken)?.[1] ?? '????';
}

export function createSandboxCardNetwork(
  mock: SandboxMockValues,
  /** Where its charges are kept: the database in the app, memory in a unit test. */
  ledger: SandboxLedger = createMemoryLedger(),
  statement?: SandboxStatement,
): CardNetwork {
  return {
    // As Cielo: Zero Auth for Visa, Mastercard and Elo only.
    zeroAuthBrands: CIELO_ZERO_AUTH_BRANDS,
    // The sandbox checks the mock CVV of any card Zero Auth covers, so that the
    // CVV fallback (decision 030) can be tried; Cielo cannot (decision 052).
    storedCardCvvBrands: CIELO_ZERO_AUTH_BRANDS,
    verifyCard: (card) => {
      const declined = card.number.endsWith(SANDBOX_DECLINED_LAST_FOUR);
      return Promise.resolve({
        valid: !declined,
        returnCode: declined ? SANDBOX_DECLINE_RETURN_CODE : SANDBOX_APPROVED_RETURN_CODE,
      });
    },
    // The token says the last four digits, so a charge can follow the card's sandbox rule.
    tokenize: (card) =>
      Promise.resolve({ cardToken: `sandbox-${card.number.slice(-4)}-${randomUUID()}` }),
    verifyCvv: ({ cvv }) => Promise.resolve(cvv === mock.cvv),
    validationAmountCents: () => mock.randomAmountCents,
    charge: async ({ amountCents, cardToken, orderId, storedCardUse }) => {
      const declined =
        amountCents === 0 || cardToken.startsWith(`sandbox-${SANDBOX_NO_SMALL_CHARGE_LAST_FOUR}-`);
      const paymentId = `sandbox-${randomUUID()}`;
      await ledger.record({
        paymentId,
        orderId,
        amountCents,
        approved: !declined,
        returnCode: declined ? SANDBOX_DECLINE_RETURN_CODE : SANDBOX_APPROVED_RETURN_CODE,
      });
      // Only the validation charge (the first use of a stored card) is one the
      // customer must read on the statement; a payment has its receipt in the app.
      if (!declined && storedCardUse === 'first' && statement) {
        await statement({ amountCents, lastFour: sandboxTokenLastFour(cardToken) });
      }
      return declined
        ? { approved: false, returnCode: SANDBOX_DECLINE_RETURN_CODE }
        : { approved: true, paymentId };
    },
    findCharge: async ({ orderId }) => {
      const charge = await ledger.latestOfOrder(orderId);
      if (!charge) return { outcome: 'none' };
      return charge.approved
        ? { outcome: 'approved', paymentId: charge.paymentId }
        : { outcome: 'declined', returnCode: charge.returnCode ?? SANDBOX_DECLINE_RETURN_CODE };
    },
    getCharge: async ({ paymentId }) => {
      const charge = await ledger.find(paymentId);
      if (!charge) return { found: false };
      return {
        found: true,
        status: !charge.approved
          ? 'declined'
          : charge.voidedCents >= charge.amountCents
            ? 'voided'
            : 'captured',
        amountCents: charge.amountCents,
        voidedCents: charge.voidedCents,
      };
    },
    refund: ({ paymentId, amountCents }) => ledger.void(paymentId, amountCents),
    removeCard: () => Promise.resolve(),
  };
}
