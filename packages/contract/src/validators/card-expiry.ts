// Card expiry rules (docs/spec/wallet-checklist.md §5): MM/YY, month 01-12, year 19-50, a valid
// date.
import type { ErrorCode } from '../errors';
import { saoPauloDate } from './sao-paulo-date';

export const EXPIRY_MIN_YEAR = 19;
export const EXPIRY_MAX_YEAR = 50;
export const expiryError = 'CARD_EXPIRY_INVALID' satisfies ErrorCode;

const isValidMonth = (mm: string) => Number(mm) >= 1 && Number(mm) <= 12;
const isValidYear = (yy: string) => Number(yy) >= EXPIRY_MIN_YEAR && Number(yy) <= EXPIRY_MAX_YEAR;

/**
 * Input filter for the "MM/YY" field. Keeps at most 4 digits and inserts the
 * slash; once two month digits are typed and the month is not 01-12 the field
 * is cleared; once two year digits are typed and the year is not 19-50 only
 * the month is kept ("13" -> "", "12/51" -> "12"). A single digit waits.
 */
export function normaliseExpiryInput(input: string): string {
  const digits = input.replace(/\D/gu, '').slice(0, 4);
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  if (month.length === 2 && !isValidMonth(month)) return '';
  if (year.length === 2 && !isValidYear(year)) return month;
  return year === '' ? month : `${month}/${year}`;
}

/** Month and 4-digit year of a well-formed "MM/YY" within the spec's ranges. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/u.exec(value);
  if (!match) return null;
  const [, mm = '', yy = ''] = match;
  if (!isValidMonth(mm) || !isValidYear(yy)) return null;
  return { month: Number(mm), year: 2000 + Number(yy) };
}

/**
 * "MM/YY" within the ranges and not in the past. A card is good through the
 * last day of its expiry month, so the current month (in São Paulo) is valid.
 */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const today = saoPauloDate(now);
  return expiry.year > today.year || (expiry.year === today.year && expiry.month >= today.month);
}
