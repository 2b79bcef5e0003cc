// CNPJ (a company's tax id): the operator's, in the legal texts (issue 13, point 7).
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';

/** The CNPJ masked as 00.000.000/0000-00, or null when its check digits are wrong. */
export function maskedValidCnpj(input: string): string | null {
  const digits = input.replace(/\D/gu, '');
  if (!/^\d{14}$/u.test(digits) || !isValidCnpj(digits)) return null;
  return formatCnpj(digits);
}
