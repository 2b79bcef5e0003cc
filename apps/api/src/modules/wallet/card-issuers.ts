// The issuers of store and benefit cards (Senff, DMCard, Green Benefícios), each
// asked whether a customer holds the card they type. Their APIs are private to
// partners, so only the sandbox adapter exists; outside the sandbox every call
// answers CARD_PROVIDER_UNAVAILABLE until a partner's adapter is written
// (decision 030). The sandbox follows one rule for all three: a card number
// (or last four digits) ending in 0000 is unknown to the issuer.
import { AppError } from '../../errors';

export interface DmCardCheck {
  cpf: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  /** YYYY-MM-DD. */
  birthdate: string;
}

/**
 * What the food-voucher issuer is asked with besides the CPF and number
 * (docs/spec/wallet-checklist.md §3's payload). Built by the server from the session, never taken
 * from the client (decision 031), so no one can ask the issuer about another customer.
 */
export interface FoodVoucherIssuerPayload {
  /** The provider constant (FOOD_VOUCHER_PROVIDER). */
  retailerId: string;
  productId: '1';
  /** The signed-in customer's id. */
  clientId: string;
}

export interface CardIssuers {
  /** Whether the food-voucher issuer has this card under this CPF. */
  foodVoucherHeldBy(input: {
    cpf: string;
    number: string;
    payload: FoodVoucherIssuerPayload;
  }): Promise<boolean>;
  /** The phone the Senff issuer holds for the CPF's card ending in these digits; null: no such card. */
  senffPhone(input: { cpf: string; lastFourDigits: string }): Promise<string | null>;
  /** Whether the DMCard issuer accepts these card details for this CPF. */
  dmCardValid(input: DmCardCheck): Promise<boolean>;
}

const unknownToIssuer = (digits: string) => digits.endsWith('0000');

export function createSandboxCardIssuers(deps: {
  /** The customer's own phone: the sandbox Senff issuer "holds" it, so its SMS lands in the outbox. */
  phoneOfCpf: (cpf: string) => Promise<string | null>;
}): CardIssuers {
  return {
    // The payload is the partner API's; the sandbox answers by the number alone.
    foodVoucherHeldBy: ({ number }) => Promise.resolve(!unknownToIssuer(number)),
    senffPhone: async ({ cpf, lastFourDigits }) =>
      unknownToIssuer(lastFourDigits) ? null : deps.phoneOfCpf(cpf),
    dmCardValid: ({ number }) => Promise.resolve(!unknownToIssuer(number)),
  };
}

const unavailable = () => Promise.reject(new AppError('CARD_PROVIDER_UNAVAILABLE'));

export const unconfiguredCardIssuers: CardIssuers = {
  foodVoucherHeldBy: unavailable,
  senffPhone: unavailable,
  dmCardValid: unavailable,
};
