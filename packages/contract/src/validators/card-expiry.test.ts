import { describe, expect, it } from 'vitest';
import { isValidExpiry, normaliseExpiryInput, parseExpiry } from './card-expiry';

// 21 Nov 2026, 12:00 in São Paulo.
const now = new Date('2026-11-21T15:00:00Z');

describe('normaliseExpiryInput', () => {
  it('formats MM/YY as digits are typed', () => {
    expect(normaliseExpiryInput('1')).toBe('1');
    expect(normaliseExpiryInput('12')).toBe('12');
    expect(normaliseExpiryInput('122')).toBe('12/2');
    expect(normaliseExpiryInput('1228')).toBe('12/28');
    expect(normaliseExpiryInput('12/28')).toBe('12/28');
    expect(normaliseExpiryInput('122899')).toBe('12/28');
  });

  it('clears the field when the month is not 01-12', () => {
    expect(normaliseExpiryInput('13')).toBe('');
    expect(normaliseExpiryInput('00')).toBe('');
    expect(normaliseExpiryInput('1328')).toBe('');
  });

  it('keeps only the month when the year is not 19-50', () => {
    expect(normaliseExpiryInput('1251')).toBe('12');
    expect(normaliseExpiryInput('12/18')).toBe('12');
    expect(normaliseExpiryInput('1219')).toBe('12/19');
    expect(normaliseExpiryInput('1250')).toBe('12/50');
  });
});

describe('isValidExpiry', () => {
  it('needs MM/YY within the ranges', () => {
    expect(parseExpiry('01/30')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('0130')).toBeNull();
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('12/51')).toBeNull();
  });

  it('is valid through the end of the expiry month', () => {
    expect(isValidExpiry('11/26', now)).toBe(true);
    expect(isValidExpiry('10/26', now)).toBe(false);
    expect(isValidExpiry('01/27', now)).toBe(true);
    expect(isValidExpiry('12/50', now)).toBe(true);
    expect(isValidExpiry('12/19', now)).toBe(false);
  });

  it('uses the São Paulo month, not UTC', () => {
    // 1 Dec 2026 01:00 UTC is still 30 Nov in São Paulo (UTC-3).
    expect(isValidExpiry('11/26', new Date('2026-12-01T01:00:00Z'))).toBe(true);
    expect(isValidExpiry('11/26', new Date('2026-12-01T04:00:00Z'))).toBe(false);
  });
});
