// The one date formatter: every date is shown in America/Sao_Paulo with the
// spec's formats (24-hour in pt-BR, 12-hour in English).
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/pt-br';
import type { Language } from './i18n';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

// dayjs prints words outside brackets as tokens, hence [de], [às], [of], [at].
const formats = {
  dateTime: { 'pt-BR': 'D [de] MMMM [de] YYYY [às] HH:mm', en: 'MMMM Do [of] YYYY [at] hh:mma' },
  date: { 'pt-BR': 'D [de] MMMM [de] YYYY', en: 'MMMM Do, YYYY' },
  time: { 'pt-BR': 'HH:mm', en: 'hh:mma' },
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
