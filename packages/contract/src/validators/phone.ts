// Brazilian mobile phone rules (docs/spec/account-checklist.md §5): a 2-digit area code (first
// digit not 0) plus a 9-digit mobile number, country BR, optional +55 prefix.
import { formatPhone } from '@brazilian-utils/brazilian-utils/format-phone';
import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils/is-valid-mobile-phone';
import type { ErrorCode } from '../errors';
import { PHONE_DIGITS_LENGTH, phoneDigits } from './phone-digits';

export { PHONE_DIGITS_LENGTH, phoneDigits };

export const PHONE_COUNTRY = 'BR';
export const PHONE_COUNTRY_CALLING_CODE = '55';
export const phoneError = 'PHONE_INVALID' satisfies ErrorCode;

/** A phone as the form and the API carry it: two fields, digits only. */
export interface PhoneParts {
  areaCode: string;
  number: string;
}

export interface NormalisedPhone extends PhoneParts {
  /** Area code then number, 11 digits: "11987654321". */
  digits: string;
  /** "+5511987654321" */
  e164: string;
  /** "(11) 98765-4321" */
  display: string;
  country: typeof PHONE_COUNTRY;
}

const onlyDigits = (input: string) => input.replace(/\D/gu, '');

/** Exactly 2 digits, the first not 0 (the form moves focus on after 2 digits). */
export function isValidAreaCode(areaCode: string): boolean {
  return /^[1-9]\d$/u.test(areaCode);
}

/** 9 digits starting with 9, typed with or without the "9 9999-9999" mask. */
export function isValidMobileNumber(number: string): boolean {
  return /^9\d{8}$/u.test(onlyDigits(number));
}

/** Progressive "9 9999-9999" mask for the number field. */
export function maskMobileNumber(input: string): string {
  const d = onlyDigits(input).slice(0, 9);
  if (d.length <= 1) return d;
  if (d.length <= 5) return `${d.slice(0, 1)} ${d.slice(1)}`;
  return `${d.slice(0, 1)} ${d.slice(1, 5)}-${d.slice(5)}`;
}

function toDigits(input: string | PhoneParts): string {
  return typeof input === 'string'
    ? phoneDigits(input)
    : `${onlyDigits(input.areaCode)}${onlyDigits(input.number)}`;
}

/**
 * True for a Brazilian mobile: area code rule, number rule, and (through
 * brazilian-utils) an area code that exists in Brazil's numbering plan.
 */
export function isValidPhone(input: string | PhoneParts): boolean {
  if (typeof input !== 'string') {
    if (!isValidAreaCode(input.areaCode) || !isValidMobileNumber(input.number)) return false;
  }
  const digits = toDigits(input);
  if (digits.length !== PHONE_DIGITS_LENGTH) return false;
  if (!isValidAreaCode(digits.slice(0, 2)) || !isValidMobileNumber(digits.slice(2))) return false;
  // version 2: the current Anatel rule (mobile numbers start with 7-9, no 700 series).
  return isValidMobilePhone(digits, { version: 2 });
}

/** Every form of a valid phone, or null when it is not a valid mobile. */
export function normalisePhone(input: string | PhoneParts): NormalisedPhone | null {
  if (!isValidPhone(input)) return null;
  const digits = toDigits(input);
  return {
    areaCode: digits.slice(0, 2),
    number: digits.slice(2),
    digits,
    e164: formatPhone(digits, { mask: 'e164' }),
    display: formatPhone(digits, { mask: 'nanp' }),
    country: PHONE_COUNTRY,
  };
}
