import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { identifiedPayment } from '../testing';
import { keepPendingSale, resumePendingSale } from './pending-sale';
import { initialSale, type SaleState } from './sale-machine';

const challenge = {
  challengeId: '0f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f80',
  action: 'turn-right' as const,
  expiresAt: '2026-11-26T12:00:20.000Z',
};
const sale = (step: SaleState['step']): SaleState => ({
  ...initialSale(500_000),
  step,
  amountCents: 2390,
  idempotencyKey: 'key-1',
  payment: identifiedPayment(true, { challenge }),
});
const before = Date.parse(challenge.expiresAt) - 5_000;
const after = Date.parse(challenge.expiresAt) + 1;

describe('the sale a reload must not lose', () => {
  afterEach(() => localStorage.clear());

  it('takes up a charge being checked with its payment, amount and key', () => {
    keepPendingSale(sale('checking'));
    expect(resumePendingSale(500_000)).toMatchObject({
      step: 'checking',
      amountCents: 2390,
      idempotencyKey: 'key-1',
      payment: { id: sale('checking').payment!.id },
    });
  });

  it('asks a head turn again while it lasts, then goes on to the cards and the PIN', () => {
    keepPendingSale(sale('proving'));
    expect(resumePendingSale(null, before)?.step).toBe('challenge');
    expect(resumePendingSale(null, after)).toMatchObject({
      step: 'confirm',
      challengeMissed: true,
    });
  });

  it('forgets it at any other step, and reads nothing from what is not a sale', () => {
    keepPendingSale(sale('checking'));
    keepPendingSale(sale('success'));
    expect(localStorage.getItem(storageKeys.terminalSale)).toBeNull();
    expect(resumePendingSale(null)).toBeNull();
    localStorage.setItem(storageKeys.terminalSale, '{not json');
    expect(resumePendingSale(null)).toBeNull();
    localStorage.setItem(storageKeys.terminalSale, JSON.stringify({ step: 'checking' }));
    expect(resumePendingSale(null)).toBeNull();
  });
});
