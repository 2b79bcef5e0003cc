// Birthdate rules (docs/spec/wallet-checklist.md §5) and the 18+ age rule
// (docs/spec/account-checklist.md §1, §9).
import type { ErrorCode } from '../errors';
import { type CalendarDate, isRealDate, saoPauloDate } from './sao-paulo-date';

export const MINIMUM_USER_AGE = 18;
export const birthdateError = 'BIRTHDATE_INVALID' satisfies ErrorCode;
export const minimumAgeError = 'BIRTHDATE_UNDER_MINIMUM_AGE' satisfies ErrorCode;

export interface Birthdate extends CalendarDate {
  /** "YYYY-MM-DD", the form the API receives. */
  iso: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const compareDates = (a: CalendarDate, b: CalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/** Progressive "DD/MM/YYYY" (or "DD/MM/YY" with yearDigits 2) mask. */
export function maskBirthdate(input: string, yearDigits: 2 | 4 = 4): string {
  const d = input.replace(/\D/gu, '').slice(0, 4 + yearDigits);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter((part) => part !== '').join('/');
}

/**
 * Reads "DD/MM/YYYY", "DD/MM/YY" (partner form), the same without slashes,
 * or ISO "YYYY-MM-DD". A 2-digit year is the latest matching date that is not
 * in the future ("01/01/99" -> 1999, "01/01/05" -> 2005). Null unless it is a
 * real date between 1900-01-01 and today (São Paulo).
 */
export function parseBirthdate(input: string, now: Date = new Date()): Birthdate | null {
  const today = saoPauloDate(now);
  const value = input.trim();
  let day: number;
  let month: number;
  let year: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value);
  const local = /^(\d{2})\/?(\d{2})\/?(\d{2}|\d{4})$/u.exec(value);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (local) {
    const [, dd = '', mm = '', yy = ''] = local;
    [day, month] = [Number(dd), Number(mm)];
    year = Number(yy);
    if (yy.length === 2) {
      const thisCentury = 2000 + year;
      year =
        compareDates({ year: thisCentury, month, day }, today) <= 0 ? thisCentury : 1900 + year;
    }
  } else {
    return null;
  }
  if (!isRealDate(year, month, day) || year < 1900) return null;
  if (compareDates({ year, month, day }, today) > 0) return null;
  return { year, month, day, iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

export function isValidBirthdate(input: string, now: Date = new Date()): boolean {
  return parseBirthdate(input, now) !== null;
}

/** Whole years completed on `today`; a 29/02 birthday counts from 01/03 in common years. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** True when the birthdate is valid and the person is at least `minimumAge` (18) today. */
export function isOfMinimumAge(
  birthdate: string,
  now: Date = new Date(),
  minimumAge: number = MINIMUM_USER_AGE,
): boolean {
  const birth = parseBirthdate(birthdate, now);
  return birth !== null && ageOn(birth, saoPauloDate(now)) >= minimumAge;
}
