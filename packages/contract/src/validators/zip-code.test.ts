import { describe, expect, it } from 'vitest';
import { isValidZipCode, maskZipCode, zipCodeDigits } from './zip-code';

describe('zip code', () => {
  it('is optional', () => {
    expect(isValidZipCode('')).toBe(true);
  });

  it('is 5 digits, optional dash, 3 digits', () => {
    expect(isValidZipCode('01310-100')).toBe(true);
    expect(isValidZipCode('01310100')).toBe(true);
    expect(isValidZipCode('0131-0100')).toBe(false);
    expect(isValidZipCode('01310-10')).toBe(false);
    expect(isValidZipCode('013101000')).toBe(false);
    expect(isValidZipCode('01.310-100')).toBe(false);
    expect(isValidZipCode(' ')).toBe(false);
  });

  it('masks and reduces to digits', () => {
    expect(maskZipCode('01310')).toBe('01310');
    expect(maskZipCode('013101')).toBe('01310-1');
    expect(maskZipCode('01310100999')).toBe('01310-100');
    expect(zipCodeDigits('01310-100')).toBe('01310100');
  });
});
