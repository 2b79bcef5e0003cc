// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkLimitsForm } from './limits-form';

describe('checkLimitsForm', () => {
  it('reads the BRL fields as cents, R$ 0,00 for the PIN meaning always, and no daily limit as null', () => {
    expect(
      checkLimitsForm({ pinAboveText: 'R$ 0,00', dailyText: 'R$ 1.000,00', noDailyLimit: false }),
    ).toEqual({ ok: true, limits: { pinAboveCents: 0, dailyLimitCents: 100_000 } });
    expect(
      checkLimitsForm({ pinAboveText: 'R$ 200,00', dailyText: 'R$ 0,10', noDailyLimit: true }),
    ).toEqual({ ok: true, limits: { pinAboveCents: 20_000, dailyLimitCents: null } });
  });

  it('points at a daily limit under R$ 1,00 or over R$ 50.000,00 and a PIN amount over the maximum', () => {
    expect(
      checkLimitsForm({ pinAboveText: 'R$ 50.000,01', dailyText: 'R$ 0,99', noDailyLimit: false }),
    ).toEqual({ ok: false, pinAbove: 'too-high', daily: 'out-of-range' });
    expect(
      checkLimitsForm({ pinAboveText: 'R$ 10,00', dailyText: 'R$ 50.000,01', noDailyLimit: false }),
    ).toEqual({ ok: false, pinAbove: null, daily: 'out-of-range' });
  });

  it('is not ready while a field is empty, without blaming it', () => {
    expect(
      checkLimitsForm({ pinAboveText: '', dailyText: 'R$ 10,00', noDailyLimit: false }),
    ).toEqual({ ok: false, pinAbove: null, daily: null });
    expect(
      checkLimitsForm({ pinAboveText: 'R$ 10,00', dailyText: '', noDailyLimit: false }),
    ).toEqual({ ok: false, pinAbove: null, daily: null });
  });
});
