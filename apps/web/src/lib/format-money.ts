// The one money formatter: integer cents in, BRL text out ('R$ 1.234,56').
import type { Language } from './i18n';

const formatters = new Map<Language, Intl.NumberFormat>();

export function formatMoney(cents: number, language: Language = 'pt-BR'): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Money must be integer cents, got ${cents}`);
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'pt-BR', {
      style: 'currency',
      currency: 'BRL',
    });
    formatters.set(language, formatter);
  }
  // Intl puts a no-break space after R$; keep it so the amount never wraps.
  return formatter.format(cents / 100);
}
