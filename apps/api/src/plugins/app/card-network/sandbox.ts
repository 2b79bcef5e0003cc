// The sandbox stage's card network: no acquirer, answers from the spec's mock
// values (CVV 123, validation amount 123 cents) and Cielo's own test-card
// convention for a decline.
import { randomUUID } from 'node:crypto';
import type { SandboxMockValues } from '../../../config/env';
import { CIELO_ZERO_AUTH_BRANDS, type CardNetwork, type ChargeResult } from './types';

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

export function createSandboxCardNetwork(mock: SandboxMockValues): CardNetwork {
  /** Each charge's result by our order id, as the gateway would answer a lookup (this process only). */
  const charges = new Map<string, ChargeResult>();
  /** The approved charges by their id, with what voids gave back (this process only). */
  const captured = new Map<string, { amountCents: number; voidedCents: number }>();
  return {
    // As Cielo: Zero Auth for Visa, Mastercard and Elo only.
    zeroAuthBrands: CIELO_ZERO_AUTH_BRANDS,
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
    charge: ({ amountCents, cardToken, orderId }) => {
      const result: ChargeResult =
        amountCents === 0 || cardToken.startsWith(`sandbox-${SANDBOX_NO_SMALL_CHARGE_LAST_FOUR}-`)
          ? { approved: false, returnCode: SANDBOX_DECLINE_RETURN_CODE }
          : { approved: true, paymentId: `sandbox-${randomUUID()}` };
      charges.set(orderId, result);
      if (result.approved) captured.set(result.paymentId, { amountCents, voidedCents: 0 });
      return Promise.resolve(result);
    },
    findCharge: ({ orderId }) => {
      const result = charges.get(orderId);
      if (!result) return Promise.resolve({ outcome: 'unknown' });
      return Promise.resolve(
        result.approved
          ? { outcome: 'approved', paymentId: result.paymentId }
          : { outcome: 'declined', returnCode: result.returnCode },
      );
    },
    getCharge: ({ paymentId }) => {
      const found = captured.get(paymentId);
      if (!found) return Promise.resolve({ found: false });
      return Promise.resolve({
        found: true,
        status: found.voidedCents >= found.amountCents ? 'voided' : 'captured',
        ...found,
      });
    },
    refund: ({ paymentId, amountCents }) => {
      const found = captured.get(paymentId);
      if (found) found.voidedCents = Math.min(found.amountCents, found.voidedCents + amountCents);
      return Promise.resolve();
    },
    removeCard: () => Promise.resolve(),
  };
}
