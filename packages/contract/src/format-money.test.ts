// The money formatter: BRL in both locales, with the no-break space of the
// screens or the plain spaces of texts (SMS, API answers, inputs).
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { MAX_AMOUNT_CENTS } from './validators/amount';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('formats cents as BRL in pt-BR', () => {
    expect(formatMoney(123456)).toBe(`R$${nbsp}1.234,56`);
    expect(formatMoney(1)).toBe(`R$${nbsp}0,01`);
    expect(formatMoney(0)).toBe(`R$${nbsp}0,00`);
    expect(formatMoney(-1000)).toBe(`-R$${nbsp}10,00`);
    expect(formatMoney(1_000_000_000_000)).toBe(`R$${nbsp}10.000.000.000,00`);
  });

  it('formats BRL for English readers', () => {
    expect(formatMoney(123456, 'en')).toBe('R$1,234.56');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
  });
});

describe('formatMoney with plain spaces', () => {
  const plain = { plainSpaces: true };

  it('formats BRL in both locales with plain spaces', () => {
    expect(formatMoney(123456, 'pt-BR', plain)).toBe('R$ 1.234,56');
    expect(formatMoney(123456, undefined, plain)).toBe('R$ 1.234,56');
    expect(formatMoney(5, 'pt-BR', plain)).toBe('R$ 0,05');
    expect(formatMoney(123456, 'en', plain)).toBe('R$1,234.56');
    expect(formatMoney(MAX_AMOUNT_CENTS, 'pt-BR', plain)).toBe('R$ 10.000.000.000,00');
  });
});
