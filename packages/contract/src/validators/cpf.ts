// CPF (Brazilian tax id) rules (docs/spec/account-checklist.md §5): digits only, mask
// 000.000.000-00, check digits.
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { ErrorCode } from '../errors';

export const CPF_LENGTH = 11;
/** Length of a complete masked CPF, "000.000.000-00". */
export const CPF_MASKED_LENGTH = 14;
export const cpfError = 'CPF_INVALID' satisfies ErrorCode;

/** Digits only, at most 11 (what the API stores and receives). */
export function cpfDigits(input: string): string {
  return input.replace(/\D/gu, '').slice(0, CPF_LENGTH);
}

/** Progressive mask while typing: "1234" -> "123.4", 11 digits -> "000.000.000-00". */
export function maskCpf(input: string): string {
  const digits = cpfDigits(input);
  return digits === '' ? '' : formatCpf(digits);
}

/**
 * True for a CPF with valid check digits, written either as 11 digits or
 * masked as 000.000.000-00. Repeated-digit CPFs (000.000.000-00) are invalid.
 */
export function isValidCpf(input: string): boolean {
  const value = input.trim();
  if (!/^\d{11}$/u.test(value) && !/^\d{3}\.\d{3}\.\d{3}-\d{2}$/u.test(value)) return false;
  return libIsValidCpf(value);
}

/** The form shows "invalid CPF" only once all 14 masked characters are typed. */
export function shouldShowCpfError(masked: string): boolean {
  return masked.length >= CPF_MASKED_LENGTH && !isValidCpf(masked);
}
