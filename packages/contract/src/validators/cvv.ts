// Security code rules (docs/spec/wallet-checklist.md §5): 3 or 4 digits; the second-card (partner
// card) form asks for exactly 3.
import { cvv } from 'card-validator/dist/cvv.js';
import type { ErrorCode } from '../errors';

export const cvvError = 'CARD_CVV_INVALID' satisfies ErrorCode;

/** 3 or 4 digits, or exactly `length` digits when given. */
export function isValidCvv(input: string, length?: 3 | 4): boolean {
  return cvv(input, length ?? [3, 4]).isValid;
}

/** Digits only, at most 4, for the input filter. */
export function cvvDigits(input: string): string {
  return input.replace(/\D/gu, '').slice(0, 4);
}
