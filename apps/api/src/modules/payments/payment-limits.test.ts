// user/payment-limits (issue 11, decision 036): the customer's limits on paying
// by face; raising one or resuming needs the PIN, lowering or pausing does not.
// On PGlite and PostgreSQL (TEST_DB).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentLimits } from '@rosto/contract/schemas/user';
import {
  DAILY_LIMIT_CENTS_DEFAULT,
  PIN_ABOVE_CENTS_DEFAULT,
} from '@rosto/contract/validators/payment-limits';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, sandboxUser } from '../../../test/entrance';
import { users } from '../../db/schema';

const PIN = '7392';

describe('payment limits', () => {
  const clock = fakeClock(new Date('2026-11-26T14:00:00Z'));
  const ctx = useTestApp({ clock });

  async function newUser(pin: string | null = PIN) {
    const { token, profile } = await sandboxUser(ctx.app, pin ? { pin } : {});
    return { token, id: profile.id };
  }
  const getLimits = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/payment-limits', headers: bearer(token) });
  const putLimits = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/user/payment-limits',
      headers: bearer(token),
      payload,
    });
  const pinFailures = async (id: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.pinFailures;
  const defaults = { pinAboveCents: 20_000, dailyLimitCents: 100_000, paused: false };

  it('answers R$ 200,00 for the PIN, R$ 1.000,00 a day and not paused to a new customer', async () => {
    const user = await newUser();
    expect(dataOf<PaymentLimits>(await getLimits(user.token))).toEqual({
      ...defaults,
      pausedAt: null,
    });
    // The database's defaults are the contract's, which the app shows before saving.
    expect(defaults).toMatchObject({
      pinAboveCents: PIN_ABOVE_CENTS_DEFAULT,
      dailyLimitCents: DAILY_LIMIT_CENTS_DEFAULT,
    });
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/user/payment-limits' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('lowers the limits and pauses without the PIN, keeping when the pause began', async () => {
    const user = await newUser();
    const pausedAt = clock.now().toISOString();
    const lowered = { pinAboveCents: 0, dailyLimitCents: 5_000, paused: true };
    expect(dataOf<PaymentLimits>(await putLimits(user.token, lowered))).toEqual({
      ...lowered,
      pausedAt,
    });
    clock.advance(60_000);
    // Still paused, lower still: the pause keeps its start.
    expect(
      dataOf<PaymentLimits>(await putLimits(user.token, { ...lowered, dailyLimitCents: 100 })),
    ).toMatchObject({ dailyLimitCents: 100, pausedAt });
    expect(dataOf<PaymentLimits>(await getLimits(user.token))).toMatchObject({ paused: true });
  });

  it('asks the PIN to raise a limit, remove the daily limit or resume, and counts a wrong one', async () => {
    const user = await newUser();
    dataOf(await putLimits(user.token, { ...defaults, paused: true }));
    for (const raise of [
      { ...defaults, paused: true, pinAboveCents: 20_001 },
      { ...defaults, paused: true, dailyLimitCents: 100_001 },
      { ...defaults, paused: true, dailyLimitCents: null },
      defaults,
    ]) {
      expectError(await putLimits(user.token, raise), 403, 'PAYMENT_LIMITS_PIN_REQUIRED');
    }
    expectError(await putLimits(user.token, { ...defaults, pin: '1357' }), 403, 'INVALID_USER_PIN');
    expect(await pinFailures(user.id)).toBe(1);
    expect(dataOf<PaymentLimits>(await getLimits(user.token))).toMatchObject({ paused: true });

    const raised = { pinAboveCents: 50_000, dailyLimitCents: null, paused: false };
    expect(dataOf<PaymentLimits>(await putLimits(user.token, { ...raised, pin: PIN }))).toEqual({
      ...raised,
      pausedAt: null,
    });
    expect(await pinFailures(user.id)).toBe(0);
  });

  it('refuses a raise from a customer without a PIN with its own code, and a locked PIN', async () => {
    const withoutPin = await newUser(null);
    expectError(
      await putLimits(withoutPin.token, { ...defaults, pinAboveCents: 30_000 }),
      403,
      'PAYMENT_LIMITS_PIN_NOT_SET',
    );
    // Lowering needs no PIN, so it works without one.
    dataOf(await putLimits(withoutPin.token, { ...defaults, pinAboveCents: 10_000 }));

    const locked = await newUser();
    await ctx.database.db.update(users).set({ pinFailures: 5 }).where(eq(users.id, locked.id));
    expectError(
      await putLimits(locked.token, { ...defaults, pinAboveCents: 30_000, pin: PIN }),
      423,
      'USER_PIN_LOCKED',
    );
  });

  it('refuses amounts that are not whole cents within the bounds', async () => {
    const user = await newUser();
    for (const wrong of [
      { ...defaults, pinAboveCents: -1 },
      { ...defaults, pinAboveCents: 5_000_001 },
      { ...defaults, pinAboveCents: 200.5 },
      { ...defaults, dailyLimitCents: 99 },
      { ...defaults, dailyLimitCents: 5_000_001 },
      { ...defaults, dailyLimitCents: '1000' },
      { pinAboveCents: 20_000, dailyLimitCents: 100_000 },
    ]) {
      expectError(await putLimits(user.token, { ...wrong, pin: PIN }), 400, 'VALIDATION_ERROR');
    }
    expect(dataOf<PaymentLimits>(await getLimits(user.token))).toMatchObject(defaults);
  });

  it("lists the limits in the customer's data export", async () => {
    const user = await newUser();
    const pausedAt = clock.now().toISOString();
    dataOf(await putLimits(user.token, { pinAboveCents: 0, dailyLimitCents: 2_500, paused: true }));
    const exported = dataOf<{ paymentLimits: unknown }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile/export',
        headers: bearer(user.token),
      }),
    );
    expect(exported.paymentLimits).toEqual({
      pinAboveCents: 0,
      dailyLimitCents: 2_500,
      facePaymentsPausedAt: pausedAt,
    });
  });
});
