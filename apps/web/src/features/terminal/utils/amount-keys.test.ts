// @vitest-environment node
import { MAX_AMOUNT_CENTS } from '@rosto/contract/validators/amount';
import { describe, expect, it } from 'vitest';
import { amountKeyOf, pressAmountKey, type AmountKey } from './amount-keys';

/** The amount after `keys`, a key that is not taken leaving it as it was. */
const type = (keys: AmountKey[], from = 0, max?: number) =>
  keys.reduce((cents, key) => pressAmountKey(cents, key, max) ?? cents, from);

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

  it('does not take a key that would pass the maximum', () => {
    expect(pressAmountKey(MAX_AMOUNT_CENTS, '9')).toBeNull();
    expect(pressAmountKey(MAX_AMOUNT_CENTS / 10, '00')).toBeNull();
    expect(pressAmountKey(MAX_AMOUNT_CENTS / 10, '0')).toBe(MAX_AMOUNT_CENTS);
  });

  it("stops at the shop's maximum, and never above the contract's", () => {
    // R$ 5.000,00: "50000" is R$ 500,00; one more 0 makes the maximum, one more is refused.
    expect(type(['5', '0', '0', '0', '0', '0'], 0, 500_000)).toBe(500_000);
    expect(pressAmountKey(500_000, '0', 500_000)).toBeNull();
    expect(pressAmountKey(50_001, '0', 500_000)).toBeNull();
    expect(pressAmountKey(50_000, '00', 500_000)).toBeNull();
    expect(pressAmountKey(500_000, 'back', 500_000)).toBe(50_000);
    expect(pressAmountKey(MAX_AMOUNT_CENTS, '0', Number.MAX_SAFE_INTEGER)).toBeNull();
  });

  it('reads digits, Backspace and Delete from a physical keyboard', () => {
    expect(amountKeyOf('7')).toBe('7');
    expect(amountKeyOf('Backspace')).toBe('back');
    expect(amountKeyOf('Delete')).toBe('back');
    expect(amountKeyOf('a')).toBeNull();
    expect(amountKeyOf('Enter')).toBeNull();
  });
});
