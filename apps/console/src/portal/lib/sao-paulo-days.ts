// São Paulo's calendar days, written "YYYY-MM-DD" as the API takes them: the
// sales page's periods and the reconciliation's day count from them.
import { isRealDate, saoPauloDate } from '@rosto/contract/validators/sao-paulo-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real "YYYY-MM-DD" day, or undefined. */
export function dayOrUndefined(value: string | null): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value ?? '');
  if (!match) return undefined;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3])) ? value! : undefined;
}

/** The day's number since 1970-01-01, to count days between two. */
export function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Today in São Paulo, whatever the machine's time zone. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const { year, month, day } = saoPauloDate(now);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
