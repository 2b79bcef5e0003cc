// @vitest-environment node
import { MAX_AMOUNT_CENTS } from '@rosto/contract/validators/amount';
import { describe, expect, it } from 'vitest';
import { amountKeyOf, pressAmountKey, type AmountKey } from './amount-keys';

const type = (keys: AmountKey[], from = 0) => keys.reduce(pressAmountKey, from);

describe('amount keys', () => {
  it('builds the cents right to left', () => {
    expect(type(['0'])).toBe(0);
    expect(type(['2'])).toBe(2);
    expect(type(['2', '3'])).toBe(23);
    expect(type(['2', '3', '9'])).toBe(239);
    expect(type(['2', '3', '9', '0'])).toBe(2390);
    expect(type(['1', '00'])).toBe(100);
  });

  it('removes the last digit with backspace, down to zero', () => {
    expect(type(['back'], 2390)).toBe(239);
    expect(type(['back', 'back', 'back', 'back', 'back'], 2390)).toBe(0);
  });

  it('ignores a key that would pass the maximum', () => {
    expect(type(['9'], MAX_AMOUNT_CENTS)).toBe(MAX_AMOUNT_CENTS);
    expect(type(['00'], MAX_AMOUNT_CENTS / 10)).toBe(MAX_AMOUNT_CENTS / 10);
    expect(type(['0'], MAX_AMOUNT_CENTS / 10)).toBe(MAX_AMOUNT_CENTS);
  });

  it('reads digits, Backspace and Delete from a physical keyboard', () => {
    expect(amountKeyOf('7')).toBe('7');
    expect(amountKeyOf('Backspace')).toBe('back');
    expect(amountKeyOf('Delete')).toBe('back');
    expect(amountKeyOf('a')).toBeNull();
    expect(amountKeyOf('Enter')).toBeNull();
  });
});
