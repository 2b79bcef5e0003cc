// CNPJ (a company's tax id): the operator's, in the legal texts (issue 13, point
// 7), and each shop's (the console's shops, issue 26).
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import type { ErrorCode } from '../errors';

export const cnpjError = 'CNPJ_INVALID' satisfies ErrorCode;

/** The CNPJ masked as 00.000.000/0000-00, or null when its check digits are wrong. */
export function maskedValidCnpj(input: string): string | null {
  const digits = input.replace(/\D/gu, '');
  if (!/^\d{14}$/u.test(digits) || !isValidCnpj(digits)) return null;
  return formatCnpj(digits);
}
