import { describe, expect, it } from 'vitest';
import { limitRefusal, saoPauloDayStart } from './customer-limits';

describe('limitRefusal', () => {
  it('refuses every amount while paying by face is paused', () => {
    expect(limitRefusal({ paused: true, dailyLimitCents: null }, 0, 1)).toBe(
      'CUSTOMER_FACE_PAYMENTS_PAUSED',
    );
  });

  it("refuses an amount that takes the day's total above the daily limit, and allows reaching it exactly", () => {
    const limits = { paused: false, dailyLimitCents: 10_000 };
    expect(limitRefusal(limits, 7_000, 3_000)).toBeNull();
    expect(limitRefusal(limits, 7_000, 3_001)).toBe('DAILY_LIMIT_EXCEEDED');
    expect(limitRefusal(limits, 0, 10_001)).toBe('DAILY_LIMIT_EXCEEDED');
  });

  it('sets no cap without a daily limit', () => {
    expect(limitRefusal({ paused: false, dailyLimitCents: null }, 10 ** 9, 10 ** 9)).toBeNull();
  });
});

describe('saoPauloDayStart', () => {
  it('is midnight in São Paulo (03:00 UTC), also for an instant after 21:00 there', () => {
    expect(saoPauloDayStart(new Date('2026-11-26T02:30:00Z')).toISOString()).toBe(
      '2026-11-25T03:00:00.000Z',
    );
    expect(saoPauloDayStart(new Date('2026-11-26T03:00:00Z')).toISOString()).toBe(
      '2026-11-26T03:00:00.000Z',
    );
  });
});
