// The refund sweep of validation charges (decision 030): a charge is refunded
// 24 hours after it was made at the latest, once, with the time recorded. The
// sweep is called as the plugin's periodic task calls it, with the app's clock
// (a fake one here, moved past the 24 hours instead of waiting for them).
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardValidationCharges } from '../../db/schema';
import { fakeClock, useTestApp } from '../../../test/app';
import { expectError } from '../../../test/entrance';
import { addCreditCard, visa, walletCall, walletUser } from '../../../test/wallet';
import { CHARGE_REFUND_AFTER_MS } from './card-validation';
import { AppError } from '../../errors';

const HOUR_MS = 60 * 60 * 1000;
const SANDBOX_AMOUNT = 123;

describe('validation charge refund sweep', () => {
  const clock = fakeClock();
  const ctx = useTestApp({ clock });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const addCard = async (token: string, n: number) => {
    const response = await addCreditCard(ctx.app, token, { number: visa(n) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: string } }>().data.id;
  };
  const startValidation = async (token: string, paymentMethodId: string) => {
    const response = await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
      paymentMethodId,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The card's one validation charge, as stored. */
  const chargeOf = async (paymentMethodId: string) => {
    const rows = await ctx.database.db
      .select()
      .from(cardValidationCharges)
      .where(eq(cardValidationCharges.paymentMethodId, paymentMethodId));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  /** What the plugin's periodic task runs. */
  const sweep = () => ctx.app.cardValidation.refundDue(clock.now());

  it('refunds a charge 24 hours old at the gateway once, records when, and leaves a younger one', async () => {
    expect(CHARGE_REFUND_AFTER_MS).toBe(24 * HOUR_MS);
    const { token } = await walletUser(ctx.app);
    const oldCard = await addCard(token, 601);
    const youngCard = await addCard(token, 602);
    await startValidation(token, oldCard);
    clock.advance(23 * HOUR_MS);
    await startValidation(token, youngCard);
    // 24 hours and a minute after the first charge, 1 hour and a minute after the second.
    clock.advance(HOUR_MS + 60_000);
    const refund = vi.spyOn(ctx.app.cardNetwork, 'refund');

    const sweptAt = clock.now();
    expect(await sweep()).toBe(1);
    const old = await chargeOf(oldCard);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith({
      paymentId: old.gatewayPaymentId,
      amountCents: SANDBOX_AMOUNT,
    });
    expect(old.gatewayPaymentId).toMatch(/^sandbox-/u);
    expect(old.refundedAt).toEqual(sweptAt);
    expect((await chargeOf(youngCard)).refundedAt).toBeNull();

    // The next run finds nothing due: the refunded charge is not refunded again.
    clock.advance(15 * 60_000);
    expect(await sweep()).toBe(0);
    expect(refund).toHaveBeenCalledTimes(1);
    expect((await chargeOf(oldCard)).refundedAt).toEqual(sweptAt);

    // The younger charge's own 24 hours come later.
    clock.advance(23 * HOUR_MS);
    const youngSweptAt = clock.now();
    expect(await sweep()).toBe(1);
    const young = await chargeOf(youngCard);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund).toHaveBeenLastCalledWith({
      paymentId: young.gatewayPaymentId,
      amountCents: SANDBOX_AMOUNT,
    });
    expect(young.refundedAt).toEqual(youngSweptAt);
  });

  it('an amount outside R$ 0,01 to R$ 10,00 is said so and spends no try (issue 29)', async () => {
    const { token } = await walletUser(ctx.app);
    const card = await addCard(token, 604);
    await startValidation(token, card);
    const check = (amount: number) =>
      walletCall(ctx.app, token, 'POST', '/user/credit-card/random-amount-check', {
        paymentMethodId: card,
        amount,
        tries: 0,
      });
    // "200" typed for R$ 2,00, and R$ 2.000,00: each refused before it is compared.
    for (const amount of [20_000, 200_000, 1001]) {
      expectError(await check(amount), 400, 'VALIDATION_CHARGE_OUT_OF_RANGE');
    }
    // Both tries are still there: a wrong amount in range uses one, then the right one validates.
    const wrong = expectError(
      await check(SANDBOX_AMOUNT + 1),
      403,
      'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID',
    );
    expect(wrong.additionalData).toEqual({ remainingTries: 1 });
    const right = await check(SANDBOX_AMOUNT);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ data: { validated: true } });
  });

  it('does not refund again, 24 hours on, a charge refunded when its card was validated', async () => {
    const { token } = await walletUser(ctx.app);
    const card = await addCard(token, 603);
    await startValidation(token, card);
    const refund = vi.spyOn(ctx.app.cardNetwork, 'refund');
    const checked = await walletCall(
      ctx.app,
      token,
      'POST',
      '/user/credit-card/random-amount-check',
      { paymentMethodId: card, amount: SANDBOX_AMOUNT, tries: 0 },
    );
    expect(checked.statusCode, checked.body).toBe(200);
    const validatedAt = clock.now();
    const charge = await chargeOf(card);
    expect(charge.refundedAt).toEqual(validatedAt);
    expect(refund).toHaveBeenCalledTimes(1);

    clock.advance(CHARGE_REFUND_AFTER_MS + HOUR_MS);
    await sweep();
    expect(refund).toHaveBeenCalledTimes(1);
    expect((await chargeOf(card)).refundedAt).toEqual(validatedAt);
  });

  it("a declined small charge falls back to the CVV only where the gateway can check a stored card's code; with Cielo the card is added again", async () => {
    const { token } = await walletUser(ctx.app);
    const gateway = ctx.app.cardNetwork as { storedCardCvvBrands: readonly string[] };
    const sandboxBrands = gateway.storedCardCvvBrands;
    const declineNext = () =>
      vi
        .spyOn(ctx.app.cardNetwork, 'charge')
        .mockResolvedValueOnce({ approved: false, returnCode: '05' });
    const fallbackOf = async (n: number) => {
      const cardId = await addCard(token, n);
      declineNext();
      const answer = await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
        paymentMethodId: cardId,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: { validationMissingData: string | null } }>().data
        .validationMissingData;
    };
    expect(await fallbackOf(941)).toBe('CVV');
    try {
      // Cielo's Zero Auth on a token takes no SecurityCode (decision 052).
      gateway.storedCardCvvBrands = [];
      expect(await fallbackOf(942)).toBe('ALL');
    } finally {
      gateway.storedCardCvvBrands = sandboxBrands;
    }
  });

  it('a small charge without an answer is looked up, never charged again on top of it', async () => {
    const { token } = await walletUser(ctx.app);
    const cardId = await addCard(token, 931);
    const charge = vi
      .spyOn(ctx.app.cardNetwork, 'charge')
      .mockRejectedValueOnce(new AppError('CARD_GATEWAY_OUTCOME_PENDING'));
    const first = await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
      paymentMethodId: cardId,
    });
    expect(first.statusCode).toBe(502);
    expect(first.json()).toMatchObject({ message: 'CARD_GATEWAY_OUTCOME_PENDING' });
    expect(await chargeOf(cardId)).toMatchObject({
      status: 'unknown',
      amountCents: SANDBOX_AMOUNT,
    });

    // Still nothing known: the customer is told to wait, and nothing is charged.
    const lookup = vi
      .spyOn(ctx.app.cardNetwork, 'findCharge')
      .mockResolvedValueOnce({ outcome: 'unknown' });
    const waiting = await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
      paymentMethodId: cardId,
    });
    expect(waiting.json()).toMatchObject({ message: 'CARD_GATEWAY_OUTCOME_PENDING' });
    expect(charge).toHaveBeenCalledTimes(1);

    // It landed after all: it becomes the charge to validate with, and none other is made.
    lookup.mockResolvedValueOnce({ outcome: 'approved', paymentId: 'sandbox-landed-late' });
    await startValidation(token, cardId);
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await chargeOf(cardId)).toMatchObject({
      status: 'charged',
      gatewayPaymentId: 'sandbox-landed-late',
      amountCents: SANDBOX_AMOUNT,
    });
    const checked = await walletCall(
      ctx.app,
      token,
      'POST',
      '/user/credit-card/random-amount-check',
      {
        paymentMethodId: cardId,
        amount: SANDBOX_AMOUNT,
        tries: 0,
      },
    );
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ data: { validated: true } });
  });

  it('the sweep looks up a small charge that never got an answer, and gives it back if it landed', async () => {
    const { token } = await walletUser(ctx.app);
    const cardId = await addCard(token, 932);
    vi.spyOn(ctx.app.cardNetwork, 'charge').mockRejectedValueOnce(
      new AppError('CARD_GATEWAY_UNAVAILABLE'),
    );
    const started = await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
      paymentMethodId: cardId,
    });
    expect(started.statusCode).toBe(503);
    vi.spyOn(ctx.app.cardNetwork, 'findCharge').mockResolvedValue({
      outcome: 'approved',
      paymentId: 'sandbox-landed-while-away',
    });
    const refund = vi.spyOn(ctx.app.cardNetwork, 'refund');

    // Younger than 24 hours: left alone (the customer may still come back to it).
    await sweep();
    expect(await chargeOf(cardId)).toMatchObject({ status: 'unknown' });
    clock.advance(CHARGE_REFUND_AFTER_MS + HOUR_MS);
    await sweep();
    expect(refund).toHaveBeenCalledWith({
      paymentId: 'sandbox-landed-while-away',
      amountCents: SANDBOX_AMOUNT,
    });
    expect(await chargeOf(cardId)).toMatchObject({
      status: 'charged',
      gatewayPaymentId: 'sandbox-landed-while-away',
      refundedAt: clock.now(),
    });
  });
});
