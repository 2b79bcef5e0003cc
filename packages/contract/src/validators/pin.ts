// PIN rules (account.md §5): 4 digits, not trivially guessable, confirmed by retyping.
import type { ErrorCode } from '../errors';

export const PIN_LENGTH = 4;
export const pinFormatError = 'INVALID_USER_PIN_FORMAT' satisfies ErrorCode;
export const pinTooEasyError = 'INVALID_USER_PIN_TOO_EASY' satisfies ErrorCode;
export const pinMismatchError = 'PIN_CONFIRMATION_MISMATCH' satisfies ErrorCode;

export type PinIssue = typeof pinFormatError | typeof pinTooEasyError;

/** Exactly 4 ASCII digits. */
export function isValidPinFormat(pin: string): boolean {
  return /^\d{4}$/u.test(pin);
}

/**
 * "No repetition or sequences": rejects one digit four times (0000, 1111) and
 * runs of four consecutive digits going up or down (0123, 1234, 4321, 9876).
 * Runs do not wrap (8901 is allowed), and partial patterns such as 1122,
 * 1212 or the keypad column 2580 are allowed: the spec names only the two
 * rules, and every rule added shrinks the space of 10 000 PINs further.
 */
export function isPinTooEasy(pin: string): boolean {
  if (!isValidPinFormat(pin)) return false;
  const d = [...pin].map(Number) as [number, number, number, number];
  const steps = [d[1] - d[0], d[2] - d[1], d[3] - d[2]];
  const [first] = steps;
  const constantStep = steps.every((step) => step === first);
  return constantStep && (first === 0 || first === 1 || first === -1);
}

/** The first rule a new PIN breaks, or null when it is acceptable. */
export function pinIssue(pin: string): PinIssue | null {
  if (!isValidPinFormat(pin)) return pinFormatError;
  if (isPinTooEasy(pin)) return pinTooEasyError;
  return null;
}

/** A new PIN is acceptable: right format and not too easy. */
export function isValidNewPin(pin: string): boolean {
  return pinIssue(pin) === null;
}

/** The confirmation step must equal the first entry exactly. */
export function pinsMatch(pin: string, confirmation: string): boolean {
  return isValidPinFormat(pin) && pin === confirmation;
}
