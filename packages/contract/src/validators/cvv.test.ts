import { describe, expect, it } from 'vitest';
import { cvvDigits, isValidCvv } from './cvv';

describe('cvv', () => {
  it('is 3 or 4 digits', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
    expect(isValidCvv('')).toBe(false);
  });

  it('is exactly 3 digits on the second-card form', () => {
    expect(isValidCvv('123', 3)).toBe(true);
    expect(isValidCvv('1234', 3)).toBe(false);
  });

  it('filters input to 4 digits', () => {
    expect(cvvDigits('1a2b3c45')).toBe('1234');
  });
});
