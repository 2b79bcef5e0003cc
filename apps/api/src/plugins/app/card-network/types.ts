// The card gateway (acquirer) as the app sees it: one interface, whatever is
// behind it (the sandbox adapter, or Cielo's E-commerce API 3.0).

/**
 * The brands a credit card may be added with (docs/spec/wallet-checklist.md §5), as the contract
 * spells them.
 */
export type GatewayBrand = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DINERS' | 'ELO';

export interface CardData {
  /** Digits only. */
  number: string;
  /** The name printed on the card. */
  holder: string;
  /** 1..12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvv: string;
  brand: GatewayBrand;
}

/** See CardNetwork.charge. */
export type StoredCardUse = 'first' | 'subsequent';

export type ChargeResult =
  { approved: true; paymentId: string } | { approved: false; returnCode: string };

/**
 * What the gateway knows of the charge made for one of our order ids: approved
 * (captured), declined, no sale at all (`none`: nothing has reached the
 * gateway, yet: a request still on its way may land later), or nothing
 * settled (a sale still in progress, or one already returned): the caller
 * must not charge again then.
 */
export type ChargeLookup =
  | { outcome: 'approved'; paymentId: string }
  | { outcome: 'declined'; returnCode: string }
  | { outcome: 'none' }
  | { outcome: 'unknown' };

/**
 * The gateway's own record of one charge, by its id (the reconciliation's
 * question): captured (what was charged, and what voids gave back of it),
 * voided in whole, declined, still pending, or not known there at all.
 */
export type ChargeRecord =
  | { found: false }
  | {
      found: true;
      status: 'captured' | 'voided' | 'declined' | 'pending';
      amountCents: number;
      voidedCents: number;
    };

export interface CardNetwork {
  /**
   * The brands Zero Auth can check (Cielo: Visa, Mastercard and Elo only). A card
   * of another brand is added unchecked and proven by the small charge alone,
   * and cannot fall back to its CVV (decision 030).
   */
  readonly zeroAuthBrands: readonly GatewayBrand[];
  /**
   * The brands whose security code the gateway can check against a stored
   * card: the CVV fallback of a declined validation charge (decision 030).
   * Cielo: none. Its Zero Auth on a CardToken takes no SecurityCode
   * (decision 052), so a declined card is registered again instead.
   */
  readonly storedCardCvvBrands: readonly GatewayBrand[];
  /** Zero Auth: can the card transact? No charge. valid false = declined (returnCode kept for logs, never the card). */
  verifyCard(card: CardData): Promise<{ valid: boolean; returnCode: string }>;
  /** Stores the card at the gateway; the token replaces the number from then on. */
  tokenize(card: Omit<CardData, 'cvv'>): Promise<{ cardToken: string }>;
  /** Checks a security code against a stored card; only for `storedCardCvvBrands`. */
  verifyCvv(input: { cardToken: string; brand: GatewayBrand; cvv: string }): Promise<boolean>;
  /** The small validation amount in cents, within 1..1000 (sandbox: the configured mock value; Cielo: crypto.randomInt over 700..1000). */
  validationAmountCents(): number;
  /**
   * Authorises and captures amountCents on a stored card; orderId is our id
   * (Cielo's MerchantOrderId). Each call carries a fresh RequestId, which Cielo
   * documents as a request identifier, not as an idempotency key: a charge whose
   * answer was lost is not retried here (see cielo.ts).
   */
  charge(input: {
    cardToken: string;
    brand: GatewayBrand;
    amountCents: number;
    orderId: string;
    softDescriptor: string;
    /**
     * Which use of the stored card this is, as the card networks' card-on-file
     * rules ask: `first` for the validation charge that follows storing it,
     * `subsequent` for the payments the customer makes with it afterwards.
     */
    storedCardUse: StoredCardUse;
  }): Promise<ChargeResult>;
  /**
   * The charge made for `orderId` (Cielo: the sales of that MerchantOrderId), to
   * settle a charge whose answer was lost. Never charges.
   */
  findCharge(input: { orderId: string }): Promise<ChargeLookup>;
  /** The gateway's record of a charge by its id (Cielo: GET /1/sales/{PaymentId}). Never charges. */
  getCharge(input: { paymentId: string }): Promise<ChargeRecord>;
  /**
   * Gives back `amountCents` of a captured charge: all of it, or part (Cielo's
   * void with an amount). A whole void is idempotent when already cancelled.
   */
  refund(input: { paymentId: string; amountCents: number }): Promise<void>;
  /** Forgets the stored card at the gateway (for Cielo E-commerce 3.0: nothing to call, see cielo.ts). */
  removeCard(input: { cardToken: string }): Promise<void>;
}

/** The validation amount's upper bound in cents (inclusive); the spec's range is R$ 0,01 to R$ 10,00. */
export const VALIDATION_AMOUNT_MAX_CENTS = 1000;
/**
 * The lowest amount a real gateway draws (decision 052): the card brands
 * charge the merchant for authorisations under US$ 1 that are then cancelled
 * (the manual quotes Mastercard's fee), and every validation charge is. R$ 7,00
 * stays above US$ 1 up to 7 reais to the dollar; 301 amounts remain to guess
 * from, with 3 tries.
 */
export const VALIDATION_AMOUNT_DRAWN_MIN_CENTS = 700;

/** The brands Cielo's Zero Auth covers (its documentation: "57 – Invalid card brand" for others). */
export const CIELO_ZERO_AUTH_BRANDS: readonly GatewayBrand[] = ['VISA', 'MASTERCARD', 'ELO'];
