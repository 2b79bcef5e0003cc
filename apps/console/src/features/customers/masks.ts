// Masks applied as the operator types: the CPF with the web app's own mask
// (the contract's), a phone as "(11) 98765-4321" or "(11) 3456-7890".
import { cpfDigits, isValidCpf, maskCpf } from '@rosto/contract/validators/cpf';
import type { CustomerSearch } from './api/search-customers';
import type { SearchKey } from './search-state';

const onlyDigits = (input: string) => input.replace(/\D/gu, '');

export function maskPhone(input: string): string {
  const digits = onlyDigits(input).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = `(${digits.slice(0, 2)}) `;
  const rest = digits.slice(2);
  // A landline has 8 digits after the area code, a mobile 9: the hyphen
  // sits before the last four either way.
  const split = rest.length > 8 ? 5 : 4;
  return rest.length <= split ? area + rest : `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

export function maskFor(key: SearchKey, input: string): string {
  if (key === 'cpf') return maskCpf(input);
  if (key === 'phone') return maskPhone(input);
  return input;
}

/** The search's body, or null when the value cannot be searched (a partial CPF, a short phone). */
export function searchFor(key: SearchKey, value: string): CustomerSearch | null {
  if (key === 'cpf') return isValidCpf(value) ? { cpf: cpfDigits(value) } : null;
  if (key === 'phone') {
    const digits = onlyDigits(value);
    return /^\d{10,11}$/u.test(digits) ? { phone: digits } : null;
  }
  const reference = value.trim();
  return reference === '' ? null : { reference };
}
