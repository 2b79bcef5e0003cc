// The amount pad's arithmetic: cents typed right to left, as a card machine
// does ("2", "3", "9", "0" make R$ 23,90), never above the maximum it is given
// (the shop's, and never above the contract's).
import { MAX_AMOUNT_CENTS } from '@rosto/contract/validators/amount';

export type AmountKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '00' | 'back';

/** The amount after one key, or null when the key would pass `maxCents` (it is not taken). */
export function pressAmountKey(
  cents: number,
  key: AmountKey,
  maxCents: number = MAX_AMOUNT_CENTS,
): number | null {
  if (key === 'back') return Math.floor(cents / 10);
  const next = cents * (key === '00' ? 100 : 10) + (key === '00' ? 0 : Number(key));
  return next > Math.min(maxCents, MAX_AMOUNT_CENTS) ? null : next;
}

/** A physical keyboard's key as a pad key (digits, Backspace, Delete), or null. */
export function amountKeyOf(key: string): AmountKey | null {
  if (/^\d$/u.test(key)) return key as AmountKey;
  if (key === 'Backspace' || key === 'Delete') return 'back';
  return null;
}
