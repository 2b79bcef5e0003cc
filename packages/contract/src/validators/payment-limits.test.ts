import { describe, expect, it } from 'vitest';
import { type PaymentLimitSettings, limitsChangeNeedsPin } from './payment-limits';

const current: PaymentLimitSettings = {
  pinAboveCents: 20_000,
  dailyLimitCents: 100_000,
  paused: false,
};

describe('limitsChangeNeedsPin', () => {
  it('asks the PIN for a higher PIN amount, a higher or removed daily limit and resuming', () => {
    expect(limitsChangeNeedsPin(current, { ...current, pinAboveCents: 20_001 })).toBe(true);
    expect(limitsChangeNeedsPin(current, { ...current, dailyLimitCents: 100_001 })).toBe(true);
    expect(limitsChangeNeedsPin(current, { ...current, dailyLimitCents: null })).toBe(true);
    expect(limitsChangeNeedsPin({ ...current, paused: true }, current)).toBe(true);
  });

  it('does not ask it to lower a limit, set one where there was none, pause or keep things as they are', () => {
    expect(limitsChangeNeedsPin(current, current)).toBe(false);
    expect(limitsChangeNeedsPin(current, { ...current, pinAboveCents: 0 })).toBe(false);
    expect(limitsChangeNeedsPin(current, { ...current, dailyLimitCents: 100 })).toBe(false);
    expect(
      limitsChangeNeedsPin({ ...current, dailyLimitCents: null }, { ...current, paused: true }),
    ).toBe(false);
    expect(limitsChangeNeedsPin({ ...current, paused: true }, { ...current, paused: true })).toBe(
      false,
    );
  });
});
