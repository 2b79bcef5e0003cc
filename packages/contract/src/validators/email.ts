// E-mail rules (docs/spec/account-checklist.md §5): the input kept as typed (decision 070), a basic shape check, and a
// stricter check that tells a finished address from one still being typed.
import { isValidEmail as libIsValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import type { ErrorCode } from '../errors';

export const EMAIL_MAX_LENGTH = 254;
export const emailError = 'EMAIL_INVALID' satisfies ErrorCode;
export const emailMismatchError = 'EMAIL_CONFIRMATION_MISMATCH' satisfies ErrorCode;

/**
 * What is kept of a typed address: the same characters, trimmed and
 * lowercased (decision 070). The spec's filter dropped every character but
 * letters, digits and @ . _ -, so "ana+tag@mail.com" became "anatag@mail.com",
 * someone else's mailbox; nothing is dropped here, an address that is not
 * valid is refused (EMAIL_INVALID) instead. Lowercasing the whole address, as
 * the API stores it, keeps one account per mailbox: providers treat the local
 * part without regard to case.
 */
export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** The spec's shape: non-space, @, non-space, dot, non-space. */
export function hasEmailShape(input: string): boolean {
  return /^\S+@\S+\.\S+$/u.test(input);
}

/**
 * A complete address: the spec's shape and brazilian-utils' practical WHATWG
 * subset (one @, no leading/trailing/double dots, a 2+ letter top-level domain).
 */
export function isValidEmail(input: string): boolean {
  return input.length <= EMAIL_MAX_LENGTH && hasEmailShape(input) && libIsValidEmail(input);
}

/**
 * Edit-screen warning: the value has the basic shape but is not yet a
 * complete address ("ana@mail.c", "ana@@mail.com").
 */
export function looksIncompleteEmail(input: string): boolean {
  return hasEmailShape(input) && !isValidEmail(input);
}

/** Registration confirmation: the retyped address must equal the first one. */
export function emailsMatch(email: string, confirmation: string): boolean {
  return normaliseEmail(email) === normaliseEmail(confirmation);
}

/**
 * Edit screen: sending is pointless when the address is already validated and
 * unchanged, and impossible when it is not valid.
 */
export function canSendEmailChange(
  newEmail: string,
  current: { email: string | null; isEmailValidated: boolean },
): boolean {
  const next = normaliseEmail(newEmail);
  if (!isValidEmail(next)) return false;
  return !(current.isEmailValidated && next === normaliseEmail(current.email ?? ''));
}
