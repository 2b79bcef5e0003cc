// Zip code (CEP) rules (docs/spec/wallet-checklist.md §5): optional; 5 digits, optional dash, 3
// digits.
import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import type { ErrorCode } from '../errors';

export const ZIP_CODE_LENGTH = 8;
export const zipCodeError = 'ZIP_CODE_INVALID' satisfies ErrorCode;

/** Empty (the field is optional) or "00000-000" / "00000000". */
export function isValidZipCode(input: string): boolean {
  return input === '' || /^\d{5}-?\d{3}$/u.test(input);
}

/** Digits only, at most 8 (what the API stores). */
export function zipCodeDigits(input: string): string {
  return input.replace(/\D/gu, '').slice(0, ZIP_CODE_LENGTH);
}

/** Progressive "00000-000" mask. */
export function maskZipCode(input: string): string {
  return formatCep(zipCodeDigits(input));
}
