// Card number rules (docs/spec/wallet-checklist.md §5): Luhn and brand through card-validator,
// accepted brands, the 4-digit-group mask, and the food-voucher number.
// card-validator is imported per file (it is CommonJS with no exports map) so
// a bundle gets the number check and credit-card-type, not every field check.
import { cardNumber } from 'card-validator/dist/card-number.js';
import luhn10 from 'card-validator/dist/luhn-10.js';
import type { ErrorCode } from '../errors';

/** Every brand the wallet can show (docs/spec/wallet-checklist.md §3). */
export const cardBrands = [
  'VISA',
  'MASTERCARD',
  'AMERICAN_EXPRESS',
  'DINERS',
  'ELO',
  'HIPER',
  'HIPERCARD',
  'JCB',
  'AURA',
  'GREEN_BENEFICIOS',
] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Each brand's own name: a proper noun, the same in every language. */
export const cardBrandNames: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DINERS: 'Diners Club',
  ELO: 'Elo',
  HIPER: 'Hiper',
  HIPERCARD: 'Hipercard',
  JCB: 'JCB',
  AURA: 'Aura',
  GREEN_BENEFICIOS: 'Green Benefícios',
};

/** Brands a credit card may be added with (docs/spec/wallet-checklist.md §5). */
export const acceptedCardBrands = [
  'VISA',
  'MASTERCARD',
  'DINERS',
  'AMERICAN_EXPRESS',
  'ELO',
] as const satisfies readonly CardBrand[];
/** @public For the wallet's card form (issue 10). */
export type AcceptedCardBrand = (typeof acceptedCardBrands)[number];

export const cardNumberError = 'CARD_NUMBER_INVALID' satisfies ErrorCode;
export const cardBrandError = 'CARD_GATEWAY_INVALID_CARD_BRAND' satisfies ErrorCode;

export const CARD_NUMBER_MAX_DIGITS = 19;
/** 16 digits in groups of four: the form moves focus on at this length. */
export const CARD_NUMBER_MASKED_LENGTH = 19;
/** @public For the wallet's food-voucher form (issue 10). */
export const FOOD_VOUCHER_NUMBER_LENGTH = 16;

// card-validator (credit-card-type) type ids -> our brand ids.
const brandByValidatorType: Readonly<Record<string, CardBrand>> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMERICAN_EXPRESS',
  'diners-club': 'DINERS',
  elo: 'ELO',
  hiper: 'HIPER',
  hipercard: 'HIPERCARD',
  jcb: 'JCB',
};

export interface CardNumberCheck {
  digits: string;
  /** Null while the prefix matches several brands or none we know. */
  brand: CardBrand | null;
  /** Luhn and a length the brand issues. */
  isValid: boolean;
  /** Could still become valid by typing more digits. */
  isPotentiallyValid: boolean;
  /** Valid and of an accepted brand. */
  isAccepted: boolean;
  /** Security code length for the brand (4 for American Express). */
  cvvLength: 3 | 4;
}

/** Digits only, at most 19. */
export function cardNumberDigits(input: string): string {
  return input.replace(/\D/gu, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

/** Groups of four: "4111111111111111" -> "4111 1111 1111 1111". */
export function maskCardNumber(input: string): string {
  return cardNumberDigits(input).replace(/(\d{4})(?=\d)/gu, '$1 ');
}

/** Everything the card form needs about a typed number (spaces and dashes allowed). */
export function checkCardNumber(input: string): CardNumberCheck {
  const result = cardNumber(input);
  const brand = result.card ? (brandByValidatorType[result.card.type] ?? null) : null;
  const isAccepted =
    result.isValid &&
    brand !== null &&
    (acceptedCardBrands as readonly CardBrand[]).includes(brand);
  return {
    digits: cardNumberDigits(input),
    brand,
    isValid: result.isValid,
    isPotentiallyValid: result.isPotentiallyValid,
    isAccepted,
    cvvLength: result.card?.code.size === 4 ? 4 : 3,
  };
}

/** Luhn and length valid, whatever the brand. */
export function isValidCardNumber(input: string): boolean {
  return cardNumber(input).isValid;
}

/** Valid and of a brand the wallet accepts. */
export function isAcceptedCardNumber(input: string): boolean {
  return checkCardNumber(input).isAccepted;
}

/**
 * Digits (12-19) passing the Luhn check, whatever the brand: store cards such
 * as the partner (DM) card have issuer ranges card-validator does not know.
 */
export function isLuhnValidCardNumber(input: string): boolean {
  return /^\d{12,19}$/u.test(input) && luhn10(input);
}

/** Food-voucher cards: exactly 16 digits, digits only (no Luhn in the spec). */
export function isValidFoodVoucherNumber(input: string): boolean {
  return /^\d{16}$/u.test(input);
}
