import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format-money';
import { MAX_AMOUNT_CENTS, isValidAmountCents, parseBrlToCents } from './amount';

describe('parseBrlToCents', () => {
  it('reads pt-BR amounts into integer cents', () => {
    expect(parseBrlToCents('1.234,56')).toBe(123456);
    expect(parseBrlToCents('R$ 1.234,56')).toBe(123456);
    expect(parseBrlToCents('R$\u00A00,50')).toBe(50);
    expect(parseBrlToCents('0,5')).toBe(50);
    expect(parseBrlToCents('1.234')).toBe(123400);
    expect(parseBrlToCents('1234,00')).toBe(123400);
    expect(parseBrlToCents('10.000.000.000,00')).toBe(MAX_AMOUNT_CENTS);
  });

  it('reads bare digits as cents, as the currency input types them', () => {
    expect(parseBrlToCents('1234')).toBe(1234);
    expect(parseBrlToCents('1')).toBe(1);
  });

  it('refuses negatives, three decimals and text', () => {
    expect(parseBrlToCents('-1,00')).toBeNull();
    expect(parseBrlToCents('1,234')).toBeNull();
    expect(parseBrlToCents('1.23,45')).toBeNull();
    expect(parseBrlToCents('abc')).toBeNull();
    expect(parseBrlToCents('')).toBeNull();
  });
});

describe('isValidAmountCents', () => {
  it('is a positive integer up to R$ 10 billion', () => {
    expect(isValidAmountCents(1)).toBe(true);
    expect(isValidAmountCents(MAX_AMOUNT_CENTS)).toBe(true);
    expect(isValidAmountCents(MAX_AMOUNT_CENTS + 1)).toBe(false);
    expect(isValidAmountCents(0)).toBe(false);
    expect(isValidAmountCents(-1)).toBe(false);
    expect(isValidAmountCents(1.5)).toBe(false);
    expect(isValidAmountCents(Number.NaN)).toBe(false);
  });
});

describe('formatMoney', () => {
  it('round-trips with parseBrlToCents', () => {
    for (const cents of [1, 99, 100, 123456, 987654321]) {
      expect(parseBrlToCents(formatMoney(cents, 'pt-BR', { plainSpaces: true }))).toBe(cents);
    }
  });
});
