// @vitest-environment node
import { MAX_AMOUNT_CENTS } from '@rosto/contract/validators/amount';
import { describe, expect, it } from 'vitest';
import { CARD_VISA, identifiedPayment, terminalPayment, terminalSale } from '../testing';
import type { AmountKey } from '../utils/amount-keys';
import {
  amountLimit,
  canStart,
  initialSale,
  nextStepFor,
  saleKey,
  saleReducer,
  type SaleEvent,
  type SaleState,
} from './sale-machine';

const run = (state: SaleState, ...events: SaleEvent[]) => events.reduce(saleReducer, state);

const keys = (digits: string): SaleEvent[] =>
  [...digits].map((key) => ({ type: 'amount-key', key: key as AmountKey }));
const atAmount = (digits = '2390') => run(initialSale(), ...keys(digits));
const atFace = () =>
  run(
    atAmount(),
    { type: 'start', newKey: 'key-1' },
    { type: 'started', payment: terminalPayment() },
  );
const atConfirm = (pinRequired: boolean) =>
  run(
    atFace(),
    { type: 'photo-sent' },
    { type: 'identified', payment: identifiedPayment(pinRequired) },
  );
const atCharging = () => run(atConfirm(false), { type: 'card-chosen', cardId: CARD_VISA });
const failedAt = (
  state: SaleState,
  code: Parameters<typeof nextStepFor>[0],
  status: number | null,
) => run(state, { type: 'failed', code, status });

describe('sale machine', () => {
  it("begins at the amount with no sale, keeping the shop's maximum", () => {
    expect(initialSale()).toMatchObject({
      step: 'amount',
      amountCents: 0,
      idempotencyKey: null,
      maxAmountCents: null,
    });
    expect(initialSale(500_000).maxAmountCents).toBe(500_000);
  });

  it('builds the amount from the pad keys, never above the maximum, only on the amount screen', () => {
    expect(atAmount('2390').amountCents).toBe(2390);
    expect(run(atAmount('2390'), { type: 'amount-key', key: 'back' }).amountCents).toBe(239);
    expect(run(atAmount(String(MAX_AMOUNT_CENTS)), ...keys('1')).amountCents).toBe(
      MAX_AMOUNT_CENTS,
    );
    expect(run(atFace(), ...keys('1')).amountCents).toBe(2390);
  });

  it("does not take a key above the shop's maximum, and says so until a key is taken", () => {
    const shop = run(initialSale(), { type: 'till-known', maxAmountCents: 500_000 });
    expect(amountLimit(shop)).toBe(500_000);
    const atMax = run(shop, ...keys('500000'));
    expect(atMax).toMatchObject({ amountCents: 500_000, keyRefused: false });
    const refused = run(atMax, ...keys('0'));
    expect(refused).toMatchObject({ amountCents: 500_000, keyRefused: true });
    expect(canStart(refused)).toBe(true);
    expect(run(refused, { type: 'amount-key', key: 'back' })).toMatchObject({
      amountCents: 50_000,
      keyRefused: false,
    });
    // Before the till is known only the contract's maximum holds.
    expect(amountLimit(initialSale())).toBe(MAX_AMOUNT_CENTS);
  });

  it('keeps the maximum across sales and refuses to start above one learnt late', () => {
    const typed = run(initialSale(), ...keys('900000'));
    const known = run(typed, { type: 'till-known', maxAmountCents: 500_000 });
    expect(known.amountCents).toBe(900_000);
    expect(canStart(known)).toBe(false);
    expect(run(known, { type: 'start', newKey: 'key-1' }).step).toBe('amount');
    expect(run(known, { type: 'new-sale' }).maxAmountCents).toBe(500_000);
    const over = run(
      { ...known, amountCents: 2390 },
      { type: 'start', newKey: 'key-1' },
      { type: 'failed', code: 'TERMINAL_AMOUNT_TOO_HIGH', status: 400 },
    );
    expect(over.failure?.next).toBe('start-over');
    expect(run(over, { type: 'retry' })).toMatchObject({ step: 'amount', maxAmountCents: 500_000 });
  });

  it('starts only with an amount above zero', () => {
    expect(canStart(initialSale())).toBe(false);
    expect(run(initialSale(), { type: 'start', newKey: 'k' }).step).toBe('amount');
    expect(run(atAmount(), { type: 'start', newKey: 'key-1' })).toMatchObject({
      step: 'starting',
      idempotencyKey: 'key-1',
    });
  });

  it('goes amount → starting → face → identifying → confirm with the answered payment', () => {
    const started = run(atAmount(), { type: 'start', newKey: 'key-1' });
    const face = run(started, { type: 'started', payment: terminalPayment() });
    expect(face.step).toBe('face');
    const identifying = run(face, { type: 'photo-sent' });
    expect(identifying.step).toBe('identifying');
    const confirm = run(identifying, { type: 'identified', payment: identifiedPayment(true) });
    expect(confirm.step).toBe('confirm');
    expect(confirm.payment?.customer?.firstName).toBe('Maria');
  });

  it('ignores an identification without a customer and answers for another step', () => {
    const identifying = run(atFace(), { type: 'photo-sent' });
    expect(run(identifying, { type: 'identified', payment: terminalPayment() }).step).toBe(
      'identifying',
    );
    expect(run(atAmount(), { type: 'started', payment: terminalPayment() }).step).toBe('amount');
    expect(run(atFace(), { type: 'paid', payment: terminalPayment() }).step).toBe('face');
  });

  it('asks the PIN after the card only when pinRequired, else charges at once', () => {
    expect(run(atConfirm(true), { type: 'card-chosen', cardId: CARD_VISA })).toMatchObject({
      step: 'pin',
      cardId: CARD_VISA,
    });
    expect(run(atConfirm(false), { type: 'card-chosen', cardId: CARD_VISA }).step).toBe('charging');
  });

  it('refuses a card the face step did not offer', () => {
    expect(run(atConfirm(false), { type: 'card-chosen', cardId: 'other' }).step).toBe('confirm');
  });

  it('goes pin → charging → success with the paid payment', () => {
    const pin = run(atConfirm(true), { type: 'card-chosen', cardId: CARD_VISA });
    const charging = run(pin, { type: 'confirm-sent' });
    expect(charging.step).toBe('charging');
    const paid = run(charging, {
      type: 'paid',
      payment: identifiedPayment(true, { state: 'SUCCEEDED' }),
    });
    expect(paid).toMatchObject({ step: 'success', payment: { state: 'SUCCEEDED' } });
  });

  it('keeps greeting the matched customer when the paid answer no longer lists them', () => {
    const paid = run(atCharging(), {
      type: 'paid',
      payment: terminalPayment({ state: 'SUCCEEDED', customer: null }),
    });
    expect(paid.payment).toMatchObject({ state: 'SUCCEEDED', customer: { firstName: 'Maria' } });
  });

  it('goes back: PIN → cards → camera → amount (a new sale, without its key)', () => {
    const pin = run(atConfirm(true), { type: 'card-chosen', cardId: CARD_VISA });
    const cards = run(pin, { type: 'back' });
    expect(cards).toMatchObject({ step: 'confirm', cardId: null });
    const camera = run(cards, { type: 'back' });
    expect(camera.step).toBe('face');
    const amount = run(camera, { type: 'back' });
    expect(amount).toMatchObject({
      step: 'amount',
      idempotencyKey: null,
      payment: null,
      amountCents: 0,
    });
  });

  it('reuses the sale key on a retry and makes a new one for each sale', () => {
    const failed = failedAt(
      run(atAmount(), { type: 'start', newKey: 'key-1' }),
      'NETWORK_ERROR',
      null,
    );
    expect(failed.failure?.next).toBe('retry-start');
    const retried = run(failed, { type: 'retry' });
    expect(retried).toMatchObject({ step: 'starting', idempotencyKey: 'key-1' });
    expect(saleKey(retried, 'key-2')).toBe('key-1');

    const next = run(
      retried,
      { type: 'started', payment: terminalPayment() },
      { type: 'new-sale' },
    );
    expect(next.idempotencyKey).toBeNull();
    expect(saleKey(next, 'key-2')).toBe('key-2');
    expect(run(next, ...keys('100'), { type: 'start', newKey: 'key-2' }).idempotencyKey).toBe(
      'key-2',
    );
  });

  it('drops the key when the amount changes, and keeps it for the same amount', () => {
    const withKey = { ...atAmount(String(MAX_AMOUNT_CENTS)), idempotencyKey: 'key-1' };
    // At the maximum another digit changes nothing.
    expect(run(withKey, ...keys('9')).idempotencyKey).toBe('key-1');
    expect(run(withKey, { type: 'amount-key', key: 'back' }).idempotencyKey).toBeNull();
  });

  it('fails only from a step that was waiting for an answer', () => {
    expect(failedAt(atFace(), 'NETWORK_ERROR', null).step).toBe('face');
    expect(failedAt(atCharging(), 'TERMINAL_PAYMENT_CARD_DECLINED', 402).failure).toEqual({
      code: 'TERMINAL_PAYMENT_CARD_DECLINED',
      next: 'start-over',
    });
  });

  it.each([
    ['TERMINAL_PAYMENT_NO_FACE', 'retry-photo', 422],
    ['TERMINAL_PAYMENT_SEVERAL_FACES', 'retry-photo', 422],
    ['TERMINAL_PAYMENT_FACE_QUALITY_LOW', 'retry-photo', 422],
    ['TERMINAL_PAYMENT_NO_MATCH', 'retry-photo', 422],
    ['TERMINAL_PAYMENT_REPLAY', 'retry-photo', 422],
    ['TERMINAL_PAYMENT_LIVENESS_FAILED', 'start-over', 422],
    ['INVALID_USER_PIN', 'retry-pin', 403],
    ['TERMINAL_PAYMENT_PIN_REQUIRED', 'retry-pin', 403],
    ['USER_PIN_LOCKED', 'start-over', 403],
    ['TERMINAL_PAYMENT_PIN_NOT_SET', 'start-over', 403],
    ['TERMINAL_PAYMENT_CARD_NOT_OFFERED', 'choose-card', 422],
    ['TERMINAL_PAYMENT_CARD_DECLINED', 'start-over', 402],
    ['TERMINAL_PAYMENT_NOT_CHARGED', 'ring-again', 409],
    ['TERMINAL_PAYMENT_EARLIER_CHARGED', 'charge-anyway', 409],
    ['TERMINAL_PAYMENT_EXPIRED', 'start-over', 410],
    ['TERMINAL_PAYMENT_KEY_REUSED', 'start-over', 409],
    ['TERMINAL_PAYMENT_WRONG_STATE', 'start-over', 409],
    ['TERMINAL_AMOUNT_TOO_HIGH', 'start-over', 400],
  ] as const)('leads %s to %s', (code, next, status) => {
    expect(nextStepFor(code, status, 'charging')).toBe(next);
  });

  it('repeats the step after no answer or a server fault, and ends the sale on another refusal', () => {
    expect(nextStepFor('NETWORK_ERROR', null, 'starting')).toBe('retry-start');
    expect(nextStepFor('UNKNOWN', 500, 'identifying')).toBe('retry-photo');
    expect(nextStepFor('TOO_MANY_REQUESTS', 429, 'identifying')).toBe('retry-photo');
    expect(nextStepFor('VALIDATION_ERROR', 400, 'charging')).toBe('start-over');
  });

  it('retries to the step each failure names', () => {
    const identifying = run(atFace(), { type: 'photo-sent' });
    expect(
      run(failedAt(identifying, 'TERMINAL_PAYMENT_NO_FACE', 422), { type: 'retry' }),
    ).toMatchObject({
      step: 'face',
      failure: null,
      idempotencyKey: 'key-1',
    });
    const pinCharging = run(
      atConfirm(true),
      { type: 'card-chosen', cardId: CARD_VISA },
      { type: 'confirm-sent' },
    );
    expect(run(failedAt(pinCharging, 'INVALID_USER_PIN', 403), { type: 'retry' })).toMatchObject({
      step: 'pin',
      cardId: CARD_VISA,
    });
    expect(
      run(failedAt(pinCharging, 'TERMINAL_PAYMENT_CARD_NOT_OFFERED', 422), { type: 'retry' }),
    ).toMatchObject({
      step: 'confirm',
      cardId: null,
    });
    // The PIN is never kept: charging anyway a card that needed one asks for it again.
    expect(
      run(failedAt(pinCharging, 'TERMINAL_PAYMENT_EARLIER_CHARGED', 409), { type: 'retry' }).step,
    ).toBe('pin');
    expect(
      run(failedAt(atCharging(), 'TERMINAL_PAYMENT_EARLIER_CHARGED', 409), { type: 'retry' }),
    ).toMatchObject({
      step: 'charging',
      cardId: CARD_VISA,
    });
    const over = run(failedAt(atCharging(), 'TERMINAL_PAYMENT_EXPIRED', 410), { type: 'retry' });
    expect(over).toMatchObject({
      step: 'amount',
      amountCents: 0,
      idempotencyKey: null,
      failure: null,
    });
  });

  it.each([
    ['TERMINAL_PAYMENT_OUTCOME_UNKNOWN', 502],
    ['NETWORK_ERROR', null],
    ['UNKNOWN', 500],
  ] as const)(
    'checks a charge answered %s with the server, and offers nothing to charge again meanwhile',
    (code, status) => {
      const checking = failedAt(atCharging(), code, status);
      expect(checking).toMatchObject({ step: 'checking', failure: null, settleBy: null });
      // Neither a retry nor a new amount can start another charge while it is checked.
      expect(run(checking, { type: 'retry' })).toBe(checking);
      expect(run(checking, { type: 'start', newKey: 'key-2' })).toBe(checking);
      expect(run(checking, ...keys('5'))).toBe(checking);
    },
  );

  it('follows the server: still unknown (its settleBy), charged, declined, or not charged (the same amount, rung again)', () => {
    const checking = failedAt(atCharging(), 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN', 502);
    const settleBy = '2026-11-26T12:01:00.000Z';
    const unknown = run(checking, {
      type: 'checked',
      payment: identifiedPayment(false, { state: 'UNKNOWN', settleBy }),
    });
    expect(unknown).toMatchObject({ step: 'checking', settleBy });
    // Another payment's answer (an old screen's) changes nothing.
    expect(
      run(unknown, {
        type: 'checked',
        payment: identifiedPayment(false, { id: crypto.randomUUID(), state: 'SUCCEEDED' }),
      }),
    ).toBe(unknown);
    expect(
      run(unknown, {
        type: 'checked',
        payment: identifiedPayment(false, { state: 'SUCCEEDED', customer: null }),
      }),
    ).toMatchObject({ step: 'success', payment: { customer: { firstName: 'Maria' } } });
    expect(
      run(unknown, { type: 'checked', payment: identifiedPayment(false, { state: 'DECLINED' }) })
        .failure,
    ).toEqual({ code: 'TERMINAL_PAYMENT_CARD_DECLINED', next: 'start-over' });
    for (const state of ['NOT_CHARGED', 'REVERSED'] as const) {
      const notCharged = run(unknown, {
        type: 'checked',
        payment: identifiedPayment(false, { state }),
      });
      expect(notCharged.failure).toEqual({
        code: 'TERMINAL_PAYMENT_NOT_CHARGED',
        next: 'ring-again',
      });
      expect(run(notCharged, { type: 'retry' })).toMatchObject({
        step: 'amount',
        amountCents: 2390,
        idempotencyKey: null,
        payment: null,
      });
    }
  });

  it('asks before cancelling a sale of today, then sends, then shows the result', () => {
    const sale = terminalSale();
    const paid = run(
      atCharging(),
      { type: 'paid', payment: identifiedPayment(false) },
      { type: 'new-sale' },
    );
    const asking = run(paid, { type: 'cancel-asked', sale });
    expect(asking.cancel).toEqual({ view: 'confirming', sale });
    expect(run(asking, { type: 'cancel-dismissed' }).cancel.view).toBe('idle');
    // One at a time: another "Cancelar" while one is asked changes nothing.
    expect(run(asking, { type: 'cancel-asked', sale: terminalSale({ amountCents: 100 }) })).toBe(
      asking,
    );
    const sending = run(asking, { type: 'cancel-sent' });
    expect(sending.cancel).toEqual({ view: 'sending', sale });
    expect(run(sending, { type: 'cancel-dismissed' }).cancel.view).toBe('sending');
    expect(run(sending, { type: 'cancel-done' }).cancel).toEqual({ view: 'done', sale });
    const failed = run(sending, {
      type: 'cancel-failed',
      code: 'TERMINAL_PAYMENT_CANCEL_TOO_LATE',
    });
    expect(failed.cancel).toEqual({
      view: 'failed',
      sale,
      code: 'TERMINAL_PAYMENT_CANCEL_TOO_LATE',
    });
    expect(run(failed, { type: 'cancel-dismissed' }).cancel.view).toBe('idle');
  });

  it('cancels only between sales, and only a sale the API says it may', () => {
    const sale = terminalSale();
    expect(run(atFace(), { type: 'cancel-asked', sale }).cancel.view).toBe('idle');
    expect(
      run(initialSale(), { type: 'cancel-asked', sale: { ...sale, cancelable: false } }).cancel
        .view,
    ).toBe('idle');
    expect(run(initialSale(), { type: 'cancel-sent' }).cancel.view).toBe('idle');
    expect(run(initialSale(), { type: 'cancel-done' }).cancel.view).toBe('idle');
  });
});

describe('the head turn offered when the liveness check is unsure (decision 062)', () => {
  const challenge = {
    challengeId: '0f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f80',
    action: 'turn-left' as const,
    expiresAt: '2026-11-26T12:00:20.000Z',
  };
  const atChallenge = () =>
    run(
      atFace(),
      { type: 'photo-sent' },
      { type: 'identified', payment: identifiedPayment(true, { challenge }) },
    );
  const atProving = () => run(atChallenge(), { type: 'challenge-sent' });

  it('asks for the turn instead of the cards when the payment offers one', () => {
    expect(atChallenge().step).toBe('challenge');
    expect(atProving().step).toBe('proving');
    expect(atConfirm(true).step).toBe('confirm');
  });

  it('passed: on to the cards, and a card charges without the PIN', () => {
    const passed = run(atProving(), {
      type: 'challenge-answered',
      payment: identifiedPayment(false, { challenge: null, challengeOutcome: 'passed' }),
    });
    expect(passed).toMatchObject({ step: 'confirm', challengeMissed: false });
    expect(run(passed, { type: 'card-chosen', cardId: CARD_VISA }).step).toBe('charging');
  });

  it('failed: on to the cards and the PIN, saying the turn was not enough', () => {
    const failed = run(atProving(), {
      type: 'challenge-answered',
      payment: identifiedPayment(true, { challenge: null, challengeOutcome: 'failed' }),
    });
    expect(failed).toMatchObject({ step: 'confirm', challengeMissed: true });
    expect(run(failed, { type: 'card-chosen', cardId: CARD_VISA }).step).toBe('pin');
  });

  it('an unchecked turn or the cashier\u2019s "Usar senha" leads to the PIN, never a dead end', () => {
    const dropped = run(atProving(), { type: 'challenge-dropped', missed: true });
    expect(dropped).toMatchObject({ step: 'confirm', challengeMissed: true });
    expect(run(dropped, { type: 'card-chosen', cardId: CARD_VISA }).step).toBe('pin');
    expect(run(atChallenge(), { type: 'challenge-dropped', missed: false })).toMatchObject({
      step: 'confirm',
      challengeMissed: false,
    });
  });

  it('ignores turn events outside the turn and an answer for another payment', () => {
    expect(run(atConfirm(true), { type: 'challenge-sent' }).step).toBe('confirm');
    expect(run(atConfirm(true), { type: 'challenge-dropped', missed: true }).step).toBe('confirm');
    const other = identifiedPayment(false, { id: crypto.randomUUID(), challengeOutcome: 'passed' });
    expect(run(atProving(), { type: 'challenge-answered', payment: other }).step).toBe('proving');
  });
});
