// Full-name rules (docs/spec/account-checklist.md §5): trimmed, 5-250 characters, first and last
// name.
import type { ErrorCode } from '../errors';

export const FULL_NAME_MIN_LENGTH = 5;
export const FULL_NAME_MAX_LENGTH = 250;
export const fullNameError = 'FULL_NAME_INVALID' satisfies ErrorCode;

// Letters (any script, accents included), combining marks, spaces, and the
// apostrophes and hyphen real names use: D'Ávila, O’Brien, Ana-Maria.
const NOT_NAME_CHAR = /[^\p{L}\p{M}\s'’-]/gu;
const ONLY_NAME_CHARS = /^[\p{L}\p{M}\s'’-]*$/u;

/** Typing helper: drops leading digits and leading spaces ("12 João" -> "João"). */
export function stripLeadingDigitsAndSpaces(input: string): string {
  return input.replace(/^[\d\s]+/u, '');
}

/** Drops digits and punctuation, keeping letters, spaces, apostrophes and hyphens. */
export function stripNameInvalidChars(input: string): string {
  return input.replace(NOT_NAME_CHAR, '');
}

/**
 * Valid when, once trimmed, it has 5-250 characters, at least two words, and
 * only the characters `stripNameInvalidChars` keeps (so the API refuses what
 * the form would have removed).
 */
export function isValidFullName(input: string): boolean {
  const name = input.trim();
  if (name.length < FULL_NAME_MIN_LENGTH || name.length > FULL_NAME_MAX_LENGTH) return false;
  if (!ONLY_NAME_CHARS.test(name)) return false;
  const words = name.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  return words.length >= 2;
}

/** First word is the first name; the rest (single-spaced) is the last name. */
export function splitFullName(input: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = input.trim().split(/\s+/u);
  return { firstName, lastName: rest.join(' ') };
}
