// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkLimitsForm } from './limits-form';

describe('checkLimitsForm', () => {
  it('takes the cents typed, R$ 0,00 for the PIN meaning always, and no daily limit as null', () => {
    expect(checkLimitsForm({ pinAboveCents: 0, dailyCents: 100_000, noDailyLimit: false })).toEqual(
      { ok: true, limits: { pinAboveCents: 0, dailyLimitCents: 100_000 } },
    );
    expect(checkLimitsForm({ pinAboveCents: 20_000, dailyCents: 10, noDailyLimit: true })).toEqual({
      ok: true,
      limits: { pinAboveCents: 20_000, dailyLimitCents: null },
    });
  });

  it('points at a daily limit under R$ 1,00 or over R$ 50.000,00 and a PIN amount over the maximum', () => {
    expect(
      checkLimitsForm({ pinAboveCents: 5_000_001, dailyCents: 99, noDailyLimit: false }),
    ).toEqual({ ok: false, pinAbove: 'too-high', daily: 'out-of-range' });
    expect(
      checkLimitsForm({ pinAboveCents: 1_000, dailyCents: 5_000_001, noDailyLimit: false }),
    ).toEqual({ ok: false, pinAbove: null, daily: 'out-of-range' });
  });

  it('is not ready while a field is empty, without blaming it', () => {
    expect(
      checkLimitsForm({ pinAboveCents: null, dailyCents: 1_000, noDailyLimit: false }),
    ).toEqual({ ok: false, pinAbove: null, daily: null });
    expect(
      checkLimitsForm({ pinAboveCents: 1_000, dailyCents: null, noDailyLimit: false }),
    ).toEqual({ ok: false, pinAbove: null, daily: null });
  });
});
