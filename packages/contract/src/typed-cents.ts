// Money typed as Brazilian banking apps and the terminal's keypad take it
// (decision 071): digits only, the last two the cents, each new digit pushing
// the others left ("2345" is R$ 23,45). One rule for every money box of the
// web app, the console and the shops' portal; each app has a thin input on it.

/** Nine digits: R$ 9.999.999,99, above any amount a person types (a shop's limit is R$ 1.000.000,00 at most). */
const MAX_DIGITS = 9;

/**
 * The cents in what the box now holds (its formatted amount with the key
 * just typed or deleted), null when no digit is left. A digit past the ninth
 * is ignored.
 */
export function centsFromTyped(text: string): number | null {
  const digits = text.replace(/\D/gu, '');
  if (digits === '') return null;
  return Number(digits.replace(/^0+/u, '').slice(0, MAX_DIGITS) || '0');
}

// A separator then one or two digits at the end: the text says where the
// reais end ("23,45", "R$ 23.45", "1.234,5"), whichever language wrote it.
const DECIMALS_AT_END = /[.,](\d{1,2})\s*$/u;

/**
 * The cents in a pasted text. With decimals written ("23,45", "R$ 1.234,56",
 * "R$23.45") it is read as reais; bare digits are cents, as typed ("2345" is
 * R$ 23,45). Null when it holds no digit or more than the box takes.
 */
export function centsFromPasted(text: string): number | null {
  const decimals = DECIMALS_AT_END.exec(text);
  const reais = decimals ? text.slice(0, decimals.index).replace(/\D/gu, '') : '';
  const digits = decimals ? `${reais}${decimals[1]!.padEnd(2, '0')}` : text.replace(/\D/gu, '');
  const significant = digits.replace(/^0+/u, '');
  if (digits === '' || significant.length > MAX_DIGITS) return null;
  return Number(significant || '0');
}
