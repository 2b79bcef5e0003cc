// The console's one way to write times: instants in São Paulo's time (where
// Rosto runs, whatever the operator's machine says) and durations as
// "2 h 5 min", in the operator's language.
import type { TFunction } from 'i18next';
import type { Locale } from '@rosto/contract/errors';

const MINUTE_MS = 60_000;
const TIME_ZONE = 'America/Sao_Paulo';

/**
 * A duration in its two largest units ("3 d 4 h", "2 h 5 min", "5 min",
 * "40 s"). Ages round down (a wait of 2 h 5 min 59 s has waited 2 h 5 min);
 * a wait still to come rounds up, so the operator never tries too early.
 */
export function formatDuration(ms: number, t: TFunction, rounding: 'down' | 'up' = 'down'): string {
  const round = rounding === 'up' ? Math.ceil : Math.floor;
  const safeMs = Math.max(0, ms);
  if (safeMs < MINUTE_MS) return t('time.seconds', { count: round(safeMs / 1000) });
  const totalMinutes = round(safeMs / MINUTE_MS);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  const parts =
    days > 0
      ? [t('time.days', { count: days }), hours > 0 ? t('time.hours', { count: hours }) : null]
      : hours > 0
        ? [
            t('time.hours', { count: hours }),
            minutes > 0 ? t('time.minutes', { count: minutes }) : null,
          ]
        : [t('time.minutes', { count: minutes })];
  return parts.filter((part) => part !== null).join(' ');
}

/** "há 2 h 5 min": how long ago `since` was, at `now`. */
export function formatAge(since: string, now: number, t: TFunction): string {
  return t('time.ago', { duration: formatDuration(now - Date.parse(since), t) });
}

/** An instant as São Paulo's date and time ("27/11/2026, 09:41:07"). */
export function formatDateTime(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));
}

/** A time of day in São Paulo ("09:41:07"). */
export function formatTime(epochMs: number, language: Locale): string {
  return new Intl.DateTimeFormat(language, { timeZone: TIME_ZONE, timeStyle: 'medium' }).format(
    epochMs,
  );
}

/** A calendar day ("2026-11-27", already São Paulo's) as the language writes it ("27/11/2026"). */
export function formatDay(day: string, language: Locale): string {
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'short' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
}
