// PIN rules (docs/spec/account-checklist.md §5): 4 digits, not trivially guessable, confirmed by
// retyping.
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
 * The PINs people choose most, beyond repeats and runs (DataGenetics' analysis
 * of 3.4 million leaked PINs: the top 20, which alone cover about a quarter of
 * real PINs), the keypad's middle column up and down, and 1004 ("dez-zero-quatro",
 * frequent in Brazil). Years are checked apart.
 */
const COMMON_PINS = new Set([
  '1212',
  '1004',
  '2000',
  '6969',
  '1122',
  '1313',
  '2001',
  '1010',
  '2580',
  '0852',
  '1230',
  '0007',
  '2002',
  '1001',
  '2020',
  '0101',
]);

/** Birth years and other years people type (1950-2010): guessable from a document. */
const YEAR_MIN = 1950;
const YEAR_MAX = 2010;

/**
 * A PIN too easy to guess (issue 9): one digit four times (0000, 1111); a run
 * of four consecutive digits up or down (0123, 1234, 4321, 9876; runs do not
 * wrap, so 8901 is allowed); one of the most common PINs (1212, 2580, 1004…);
 * or a year from 1950 to 2010. The spec names only repeats and runs; the rest
 * follows how people actually choose PINs.
 */
export function isPinTooEasy(pin: string): boolean {
  if (!isValidPinFormat(pin)) return false;
  const d = [...pin].map(Number) as [number, number, number, number];
  const steps = [d[1] - d[0], d[2] - d[1], d[3] - d[2]];
  const [first] = steps;
  const constantStep = steps.every((step) => step === first);
  if (constantStep && (first === 0 || first === 1 || first === -1)) return true;
  const year = Number(pin);
  return COMMON_PINS.has(pin) || (year >= YEAR_MIN && year <= YEAR_MAX);
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
