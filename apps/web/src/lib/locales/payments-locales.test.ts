// @vitest-environment node
// The payments texts: English has every Portuguese key and no empty text; the
// help tab's texts too (decision 072).
import { describe, expect, it } from 'vitest';
import { paymentsEn, paymentsHelpEn } from './payments-en';
import { paymentsHelpPtBR, paymentsPtBR } from './payments-pt-br';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        keys(child, prefix ? `${prefix}.${key}` : key),
      );
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);

describe('payments texts', () => {
  it('the same keys in both languages and no empty text', () => {
    expect(keys(paymentsEn).sort()).toEqual(keys(paymentsPtBR).sort());
    expect(keys(paymentsHelpEn).sort()).toEqual(keys(paymentsHelpPtBR).sort());
    const all = [
      ...texts(paymentsEn),
      ...texts(paymentsPtBR),
      ...texts(paymentsHelpPtBR),
      ...texts(paymentsHelpEn),
    ];
    expect(all.every((text) => text.trim().length > 0)).toBe(true);
  });
});
