// Money input and display (docs/spec/wallet-checklist.md §5): integer cents, positive, at most
// R$ 10 billion, two decimals, BRL (formatted by ../format-money.ts).
import { parseCurrency } from '@brazilian-utils/brazilian-utils/parse-currency';
import type { ErrorCode } from '../errors';

/** R$ 10.000.000.000,00: the spec's "max 10 billion" read as reais. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;
export const amountError = 'AMOUNT_INVALID' satisfies ErrorCode;

/** A positive whole number of cents up to the maximum. */
export function isValidAmountCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_AMOUNT_CENTS;
}

// Optional "R$", reais with or without "." thousand groups, optional ",cc".
const BRL_INPUT = /^(?:R\$)?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/u;

/**
 * pt-BR text to integer cents: "1.234,56" -> 123456, "R$ 0,50" -> 50,
 * "1.234" -> 123400. Digits with no separator are cents, as a right-to-left
 * currency input types them ("1234" -> 1234). Null for anything else,
 * negatives and more than two decimals included. Range is not checked here.
 */
export function parseBrlToCents(input: string): number | null {
  const value = input.replace(/[\s\u00A0\u202F]/gu, '');
  if (!BRL_INPUT.test(value)) return null;
  return Math.round(parseCurrency(value) * 100);
}
