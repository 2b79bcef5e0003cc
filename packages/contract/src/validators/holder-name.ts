// Card holder name rules (docs/spec/wallet-checklist.md §5): at most 25 characters, uppercased.
import type { ErrorCode } from '../errors';

export const HOLDER_NAME_MAX_LENGTH = 25;
export const holderNameError = 'CARD_HOLDER_NAME_INVALID' satisfies ErrorCode;

/** Input filter: uppercase, cut at 25 characters. */
export function normaliseHolderName(input: string): string {
  return input.toUpperCase().slice(0, HOLDER_NAME_MAX_LENGTH);
}

/**
 * 1-25 characters once trimmed, already uppercase, and only letters, spaces,
 * apostrophes, hyphens and dots (names are printed as "JOAO P SILVA" or "J. SILVA").
 */
export function isValidHolderName(input: string): boolean {
  const name = input.trim();
  return (
    name.length > 0 &&
    input.length <= HOLDER_NAME_MAX_LENGTH &&
    name === name.toUpperCase() &&
    /^[\p{L}\p{M}\s'’.-]+$/u.test(name) &&
    /\p{L}/u.test(name)
  );
}
