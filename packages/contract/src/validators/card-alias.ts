// Card alias (nickname) rules (docs/spec/wallet-checklist.md §5): optional, at most 20 characters
// (counter n/20).
import type { ErrorCode } from '../errors';

export const ALIAS_MAX_LENGTH = 20;
export const aliasError = 'CARD_ALIAS_INVALID' satisfies ErrorCode;

/** Empty or up to 20 characters (UTF-16 units, as an input's maxLength counts them). */
export function isValidAlias(input: string): boolean {
  return input.length <= ALIAS_MAX_LENGTH;
}
