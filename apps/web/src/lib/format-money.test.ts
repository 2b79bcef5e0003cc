// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

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
