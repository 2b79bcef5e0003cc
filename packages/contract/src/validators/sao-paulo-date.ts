// "Today" in the product's time zone (America/Sao_Paulo), so expiry and age
// checks give the same answer on a UTC server and on a phone in Brazil.

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

let formatter: Intl.DateTimeFormat | undefined;

/** The calendar date of `now` as seen in São Paulo. */
export function saoPauloDate(now: Date = new Date()): CalendarDate {
  // Created on first use so importing a validator costs nothing at start-up.
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Whether two instants fall on the same São Paulo calendar day. */
export function sameSaoPauloDay(a: Date, b: Date): boolean {
  const [x, y] = [saoPauloDate(a), saoPauloDate(b)];
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/** Brasília time, UTC-3 all year since daylight saving ended in 2019. */
const SAO_PAULO_OFFSET_HOURS = 3;

/** The instant a São Paulo calendar day begins. */
export function saoPauloMidnight(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, SAO_PAULO_OFFSET_HOURS));
}

/** True when year/month/day name a real calendar day (no 31/04, no 29/02/2023). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}
