// One-time codes: the 6-digit SMS code (docs/spec/account-checklist.md §5) and the Senff card code
// (docs/spec/wallet-checklist.md §5).
import type { ErrorCode } from '../errors';

export const OTP_LENGTH = 6;
export const otpError = 'PHONE_OTP_TOKEN_INVALID' satisfies ErrorCode;
export const cardOtpError = 'CARD_OTP_INVALID' satisfies ErrorCode;

/** Exactly 6 ASCII digits. */
export function isValidOtp(input: string): boolean {
  return /^\d{6}$/u.test(input);
}

/** Pasted codes often carry spaces ("123 456"); they are dropped. */
export function sanitizeOtp(input: string): string {
  return input.replace(/\s/gu, '');
}

/** Progressive "99 99 99" mask of the Senff card code input. */
export function maskCardOtp(input: string): string {
  const digits = input.replace(/\D/gu, '').slice(0, OTP_LENGTH);
  return digits.replace(/(\d{2})(?=\d)/gu, '$1 ');
}
