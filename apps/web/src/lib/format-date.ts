// The one date formatter: every date is shown in America/Sao_Paulo, 24-hour
// in pt-BR as the spec writes it, 12-hour in English as an English reader
// writes it ("Nov 26, 2026, 11:09 AM", "3:27 PM"), not the spec's
// "November 26th of 2026 at 11:09am" (decision 072).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/pt-br';
import type { Language } from './i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

// dayjs prints words outside brackets as tokens, hence [de], [às].
const formats = {
  dateTime: { 'pt-BR': 'D [de] MMMM [de] YYYY [às] HH:mm', en: 'MMM D, YYYY, h:mm A' },
  date: { 'pt-BR': 'D [de] MMMM [de] YYYY', en: 'MMMM D, YYYY' },
  time: { 'pt-BR': 'HH:mm', en: 'h:mm A' },
  /** "28/11", "11/28": a day of the year, as a card statement writes it. */
  dayMonth: { 'pt-BR': 'DD/MM', en: 'MM/DD' },
} as const;

export type DateStyle = keyof typeof formats;

export function formatDate(
  value: string | number | Date,
  language: Language,
  style: DateStyle = 'dateTime',
): string {
  return dayjs(value)
    .tz(PRODUCT_TIME_ZONE)
    .locale(language === 'en' ? 'en' : 'pt-br')
    .format(formats[style][language]);
}
