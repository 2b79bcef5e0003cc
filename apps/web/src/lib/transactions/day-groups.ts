// How the payments list reads (docs/spec/wallet-checklist.md §2 "Payments list", §9): grouped by
// the calendar day in America/Sao_Paulo, newest first; the headings of today
// and yesterday are relative, older days show the date; today's items show a
// relative time ("há 5 minutos"), the others the clock time (24-hour in pt-BR,
// 12-hour in English). Pure: the clock and the language come in.
import dayjs from 'dayjs';
import { formatDate, PRODUCT_TIME_ZONE } from '../format-date';
import type { Language } from '../i18n';

export type RelativeDay = 'today' | 'yesterday';

export interface DayGroupItem<T> {
  transaction: T;
  /** "há 5 minutos" today, "14:05" (or "2:05 PM") on other days. */
  time: string;
}

export interface DayGroup<T> {
  /** The São Paulo calendar day, YYYY-MM-DD (a stable key). */
  day: string;
  relativeDay: RelativeDay | null;
  /** "Hoje", "Ontem" or the date in the spec's format. */
  heading: string;
  items: DayGroupItem<T>[];
}

type Instant = string | number | Date;

/** The São Paulo calendar day of an instant, YYYY-MM-DD. */
export function productDay(value: Instant): string {
  return dayjs(value).tz(PRODUCT_TIME_ZONE).format('YYYY-MM-DD');
}

/** Today or yesterday as São Paulo counts days at `now`, else null. */
export function relativeDayOf(day: string, now: Instant): RelativeDay | null {
  const today = dayjs(now).tz(PRODUCT_TIME_ZONE);
  if (day === today.format('YYYY-MM-DD')) return 'today';
  if (day === today.subtract(1, 'day').format('YYYY-MM-DD')) return 'yesterday';
  return null;
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * How long ago, for an item of today: "agora" under a minute, then minutes,
 * then hours ("há 5 minutos", "há 3 horas"; "5 minutes ago" in English).
 * A server clock slightly ahead reads as "agora", never as the future.
 */
export function relativeTimeText(createdAt: Instant, now: Instant, language: Language): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const seconds = Math.max(0, (dayjs(now).valueOf() - dayjs(createdAt).valueOf()) / 1000);
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  return format.format(-Math.floor(minutes / 60), 'hour');
}

/** An item's time as the lists show it: relative today, the clock time on other days. */
export function transactionTimeText(createdAt: Instant, now: Instant, language: Language): string {
  return relativeDayOf(productDay(createdAt), now) === 'today'
    ? relativeTimeText(createdAt, now, language)
    : formatDate(createdAt, language, 'time');
}

/**
 * The transactions by São Paulo day, newest day first and newest item first
 * within a day. Pages that overlap (an item that moved between two reads)
 * show each transaction once.
 */
export function groupTransactionsByDay<T extends { id: string; createdAt: string }>(
  transactions: readonly T[],
  options: {
    now: Instant;
    language: Language;
    labels: Record<RelativeDay, string>;
  },
): DayGroup<T>[] {
  const byId = new Map(transactions.map((transaction) => [transaction.id, transaction]));
  const newestFirst = [...byId.values()]
    .map((transaction) => ({ transaction, at: dayjs(transaction.createdAt).valueOf() }))
    .sort((a, b) => b.at - a.at);

  const groups: DayGroup<T>[] = [];
  for (const { transaction } of newestFirst) {
    const day = productDay(transaction.createdAt);
    let group = groups.at(-1);
    if (group?.day !== day) {
      const relativeDay = relativeDayOf(day, options.now);
      group = {
        day,
        relativeDay,
        heading: relativeDay
          ? options.labels[relativeDay]
          : formatDate(transaction.createdAt, options.language, 'date'),
        items: [],
      };
      groups.push(group);
    }
    group.items.push({
      transaction,
      time: transactionTimeText(transaction.createdAt, options.now, options.language),
    });
  }
  return groups;
}
