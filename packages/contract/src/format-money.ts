// The one money formatter of the product, for the web and the API: integer
// cents in, BRL text out ("R$ 1.234,56" in pt-BR, "R$1,234.56" in English).
// No dependency, so the web's first screens may import it.
import type { Locale } from './errors';

const formatters = new Map<Locale, Intl.NumberFormat>();

export interface FormatMoneyOptions {
  /**
   * Plain spaces where Intl writes no-break ones (U+00A0, U+202F). Screens keep
   * the no-break space so an amount never wraps after "R$". Text that leaves a
   * screen takes plain spaces: an SMS (a no-break space is outside the GSM-7
   * alphabet and would turn the whole message into UCS-2, 70 characters a part
   * instead of 160), the API's amount texts (the spec's "-R$ 23,90", the same
   * wherever it is compared or copied) and an input's text, which a user edits.
   */
  plainSpaces?: boolean;
}

export function formatMoney(
  cents: number,
  locale: Locale = 'pt-BR',
  { plainSpaces = false }: FormatMoneyOptions = {},
): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Money must be integer cents, got ${cents}`);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
    formatters.set(locale, formatter);
  }
  const text = formatter.format(cents / 100);
  return plainSpaces ? text.replace(/[\u00A0\u202F]/gu, ' ') : text;
}
