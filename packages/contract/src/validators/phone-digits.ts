// A phone's digits, apart from the rules in phone.ts: the web app's entry reads a
// `phone` query parameter on every first screen, and importing phone.ts there
// would bring brazilian-utils' numbering plan to them.

/** Area code (2) + mobile number (9). */
export const PHONE_DIGITS_LENGTH = 11;

/**
 * Digits of a whole phone typed or pasted in one piece. Only the last 11
 * digits are kept, which drops a +55 (or 0055) prefix.
 */
export function phoneDigits(input: string): string {
  return input.replace(/\D/gu, '').slice(-PHONE_DIGITS_LENGTH);
}
