// @vitest-environment node
// The payments texts: English has every Portuguese key and no empty text; the
// help tab's texts exist in Portuguese only (docs/spec/wallet-checklist.md §2).
import { describe, expect, it } from 'vitest';
import { paymentsEn } from './payments-en';
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
    const all = [...texts(paymentsEn), ...texts(paymentsPtBR), ...texts(paymentsHelpPtBR)];
    expect(all.every((text) => text.trim().length > 0)).toBe(true);
  });

  it('the help tab has no English copy', () => {
    expect(Object.keys(paymentsEn)).toEqual(['payments']);
    expect(Object.keys(paymentsHelpPtBR)).toEqual(['paymentsHelp']);
  });
});
