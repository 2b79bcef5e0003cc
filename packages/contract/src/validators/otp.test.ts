import { describe, expect, it } from 'vitest';
import { isValidOtp, maskCardOtp, sanitizeOtp } from './otp';

describe('otp', () => {
  it('is exactly 6 numeric digits', () => {
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('1234567')).toBe(false);
    expect(isValidOtp('12345a')).toBe(false);
    expect(isValidOtp('١٢٣٤٥٦')).toBe(false); // Arabic-Indic digits are not \d
  });

  it('strips spaces from a pasted code', () => {
    expect(sanitizeOtp(' 123 456 ')).toBe('123456');
    expect(sanitizeOtp('12\t34\n56')).toBe('123456');
    expect(isValidOtp(sanitizeOtp('123 456'))).toBe(true);
  });

  it('masks the card code as 99 99 99', () => {
    expect(maskCardOtp('1')).toBe('1');
    expect(maskCardOtp('12')).toBe('12');
    expect(maskCardOtp('123')).toBe('12 3');
    expect(maskCardOtp('1234567')).toBe('12 34 56');
  });
});
