import { formatMoney } from '@rosto/contract/format-money';
import { describe, expect, it } from 'vitest';
import { centsFromPasted, centsFromTyped } from './typed-cents';

/** The box after each key: its text so far (formatted) with the key at the end. */
function typeKeys(keys: string): number | null {
  let cents: number | null = null;
  for (const key of keys) {
    const shown = cents === null ? '' : formatMoney(cents, 'pt-BR', { plainSpaces: true });
    cents = centsFromTyped(`${shown}${key}`);
  }
  return cents;
}

describe('cents typed cents-first', () => {
  it('pushes each digit in from the right, as a banking app does', () => {
    expect(typeKeys('2')).toBe(2);
    expect(typeKeys('2345')).toBe(2345);
    expect(formatMoney(typeKeys('2345')!, 'pt-BR', { plainSpaces: true })).toBe('R$ 23,45');
    expect(typeKeys('100000')).toBe(100_000);
  });

  it('drops the last digit on a backspace and ignores anything but digits', () => {
    expect(centsFromTyped('R$ 23,4')).toBe(234);
    expect(centsFromTyped('R$1,234.5x')).toBe(12_345);
    expect(centsFromTyped('R$ ')).toBeNull();
    expect(centsFromTyped('R$ 0,00')).toBe(0);
  });

  it('ignores a digit past the ninth', () => {
    expect(centsFromTyped('R$ 9.999.999,990')).toBe(999_999_999);
  });
});

describe('cents pasted', () => {
  it('reads written decimals as reais in either language', () => {
    expect(centsFromPasted('23,45')).toBe(2345);
    expect(centsFromPasted('R$ 23,45')).toBe(2345);
    expect(centsFromPasted('R$\u00a01.234,56')).toBe(123_456);
    expect(centsFromPasted('R$23.45')).toBe(2345);
    expect(centsFromPasted('R$1,234.56')).toBe(123_456);
    expect(centsFromPasted('23,4')).toBe(2340);
  });

  it('reads bare digits cents-first, as typed', () => {
    expect(centsFromPasted('2345')).toBe(2345);
    expect(centsFromPasted(' 200 ')).toBe(200);
  });

  it('takes nothing without a digit or above the box', () => {
    expect(centsFromPasted('abc')).toBeNull();
    expect(centsFromPasted('R$ 10.000.000,00')).toBeNull();
  });
});
