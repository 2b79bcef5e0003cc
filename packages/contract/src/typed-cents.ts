// Money typed as Brazilian banking apps take it: digits only, the last two
// the cents, each new digit pushing the others left ("2345" is R$ 23,45).

/** Nine digits: R$ 9.999.999,99, above any amount the API takes (a shop's limit is R$ 1.000.000,00 at most). */
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
