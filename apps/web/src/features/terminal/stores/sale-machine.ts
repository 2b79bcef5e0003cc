// One sale at the shop's terminal as a pure state machine (issue 11, decision
// 033): amount, start, face, card, PIN when asked, charge, and where each
// refusal leads; on the amount screen, cancelling one of today's sales. No
// React, no storage, no network, so every rule is tested directly. The
// idempotency key belongs to the sale: a retry reuses it, so a network retry
// never charges twice; a new sale or a new amount gets a new one.
import type { ErrorCode } from '@rosto/contract/errors';
import type { TerminalPayment, TerminalSale } from '@rosto/contract/schemas/terminal-payments';
import { MAX_AMOUNT_CENTS } from '@rosto/contract/validators/amount';
import { pressAmountKey, type AmountKey } from '../utils/amount-keys';

export type SaleStep =
  | 'amount'
  /** POST terminal/payments in flight. */
  | 'starting'
  | 'face'
  /** The photo is being matched. */
  | 'identifying'
  /**
   * The liveness check was unsure and the server offered a head turn
   * (decision 062): the customer turns as asked while frames are recorded.
   */
  | 'challenge'
  /** The turn's frames are being checked. */
  | 'proving'
  /** The customer's first name, the cards, the amount. */
  | 'confirm'
  | 'pin'
  | 'charging'
  /**
   * The charge got no clear answer: the server looks it up (GET every 2 s)
   * until it says charged, not charged, or its settleBy passes. Nothing here
   * may charge again meanwhile (decision 057).
   */
  | 'checking'
  | 'success'
  | 'failure';

/** What the failure screen offers. */
export type NextStep =
  /** Send the start again, with the same idempotency key. */
  | 'retry-start'
  /** Back to the camera (optionally with a CPF or the phone's last 4 digits). */
  | 'retry-photo'
  /** Back to the cards. */
  | 'choose-card'
  /** Back to the PIN pad, same card. */
  | 'retry-pin'
  /** Confirm again, knowing an earlier charge of this customer went through. */
  | 'charge-anyway'
  /** Nothing was charged: a new sale of the same amount. */
  | 'ring-again'
  /** This payment is over: a new sale. */
  | 'start-over';

/** Cancelling one of today's sales (from the list, or the last one): asked, sent, answered. */
export type CancelState =
  | { view: 'idle' }
  | { view: 'confirming'; sale: TerminalSale }
  | { view: 'sending'; sale: TerminalSale }
  | { view: 'done'; sale: TerminalSale }
  | { view: 'failed'; sale: TerminalSale; code: ErrorCode };

export interface SaleState {
  step: SaleStep;
  amountCents: number;
  /**
   * The shop's largest payment (GET terminal/me); null until the till is
   * known, when only the contract's maximum holds (the API still refuses
   * more than the shop's: TERMINAL_AMOUNT_TOO_HIGH).
   */
  maxAmountCents: number | null;
  /** The last pad key was not taken: it would have passed the maximum. */
  keyRefused: boolean;
  /** The sale's key, from its first start on; null until then. */
  idempotencyKey: string | null;
  payment: TerminalPayment | null;
  cardId: string | null;
  /** While checking: when the server gives the charge up (its settleBy), once it has said. */
  settleBy: string | null;
  failure: { code: ErrorCode; next: NextStep } | null;
  /** The head turn did not let the face alone pay: the PIN screens say so, calmly. */
  challengeMissed: boolean;
  cancel: CancelState;
}

export type SaleEvent =
  /** A key of the amount pad: the amount is computed here, from the current one. */
  | { type: 'amount-key'; key: AmountKey }
  /** The till's shop and its maximum were read (again). */
  | { type: 'till-known'; maxAmountCents: number }
  /** `newKey` is used only when the sale has no key yet. */
  | { type: 'start'; newKey: string }
  | { type: 'started'; payment: TerminalPayment }
  | { type: 'photo-sent' }
  | { type: 'identified'; payment: TerminalPayment }
  /** The turn's frames were sent. */
  | { type: 'challenge-sent' }
  /** The payment after the turn: passed (the PIN maybe no longer asked) or failed. */
  | { type: 'challenge-answered'; payment: TerminalPayment }
  /** The turn could not be checked (expired, used, not found, no network), or the cashier chose the PIN. */
  | { type: 'challenge-dropped'; missed: boolean }
  | { type: 'card-chosen'; cardId: string }
  | { type: 'confirm-sent' }
  | { type: 'paid'; payment: TerminalPayment }
  /** The payment as the server stands it, asked while checking. */
  | { type: 'checked'; payment: TerminalPayment }
  /** A refused or failed call; `status` is null when no answer arrived. */
  | { type: 'failed'; code: ErrorCode; status: number | null }
  /** The failure screen's way forward (its `next`). */
  | { type: 'retry' }
  | { type: 'back' }
  | { type: 'new-sale' }
  /** "Cancelar" on one of today's sales. */
  | { type: 'cancel-asked'; sale: TerminalSale }
  | { type: 'cancel-dismissed' }
  | { type: 'cancel-sent' }
  | { type: 'cancel-done' }
  | { type: 'cancel-failed'; code: ErrorCode };

/** A new sale; the shop's maximum, once known, outlives each sale. */
export function initialSale(maxAmountCents: number | null = null): SaleState {
  return {
    step: 'amount',
    amountCents: 0,
    maxAmountCents,
    keyRefused: false,
    idempotencyKey: null,
    payment: null,
    cardId: null,
    settleBy: null,
    failure: null,
    challengeMissed: false,
    cancel: { view: 'idle' },
  };
}

/** The key the next start sends: the sale's own, or `newKey` for a sale without one. */
export function saleKey(state: SaleState, newKey: string): string {
  return state.idempotencyKey ?? newKey;
}

/** The most the pad takes: the shop's maximum, never above the contract's. */
export const amountLimit = (state: SaleState) =>
  Math.min(state.maxAmountCents ?? MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS);

export const canStart = (state: SaleState) =>
  state.step === 'amount' && state.amountCents > 0 && state.amountCents <= amountLimit(state);

const photoCodes: readonly ErrorCode[] = [
  'TERMINAL_PAYMENT_NO_FACE',
  'TERMINAL_PAYMENT_SEVERAL_FACES',
  'TERMINAL_PAYMENT_FACE_QUALITY_LOW',
  'TERMINAL_PAYMENT_NO_MATCH',
  // A capture the server saw before (decision 063): a new photo is a new capture.
  'TERMINAL_PAYMENT_REPLAY',
  'FACE_IMAGE_INVALID_TYPE',
  'FACE_IMAGE_INVALID_SIZE',
];

const overCodes: readonly ErrorCode[] = [
  // Refused outright: an attack is not retried at the same sale.
  'TERMINAL_PAYMENT_LIVENESS_FAILED',
  // A locked PIN or none at all is fixed in the customer's app, not here.
  'USER_PIN_LOCKED',
  'TERMINAL_PAYMENT_PIN_NOT_SET',
  // A declined payment is final (decision 033): a new sale, another card.
  'TERMINAL_PAYMENT_CARD_DECLINED',
  'TERMINAL_PAYMENT_EXPIRED',
  'TERMINAL_PAYMENT_KEY_REUSED',
  'TERMINAL_PAYMENT_WRONG_STATE',
  'TERMINAL_PAYMENT_NOT_FOUND',
  // Above the shop's maximum: a new sale, for an amount this shop takes.
  'TERMINAL_AMOUNT_TOO_HIGH',
];

/** Where a refusal at `step` leads. */
export function nextStepFor(code: ErrorCode, status: number | null, step: SaleStep): NextStep {
  if (photoCodes.includes(code)) return 'retry-photo';
  if (overCodes.includes(code)) return 'start-over';
  if (code === 'INVALID_USER_PIN' || code === 'TERMINAL_PAYMENT_PIN_REQUIRED') return 'retry-pin';
  if (code === 'TERMINAL_PAYMENT_CARD_NOT_OFFERED') return 'choose-card';
  if (code === 'TERMINAL_PAYMENT_NOT_CHARGED') return 'ring-again';
  if (code === 'TERMINAL_PAYMENT_EARLIER_CHARGED') return 'charge-anyway';
  // Anything else: no answer or a server fault repeats the step (safe: the
  // start has its key); another refusal ends the sale. (A charge without a
  // clear answer never gets here: it is checked, see `chargeUnclear`.)
  const transient = status === null || status >= 500 || status === 429;
  if (!transient) return 'start-over';
  if (step === 'starting') return 'retry-start';
  return 'retry-photo';
}

/** A confirm whose answer does not say whether the card was charged: the server is asked. */
export function chargeUnclear(code: ErrorCode, status: number | null): boolean {
  if (code === 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN') return true;
  return status === null || status >= 500 || status === 429;
}

/** Where the server's answer to a check leads; null while it is still unknown. */
function checkedOutcome(state: SaleState, payment: TerminalPayment): SaleState | null {
  switch (payment.state) {
    case 'SUCCEEDED':
      return {
        ...state,
        step: 'success',
        settleBy: null,
        payment: { ...payment, customer: payment.customer ?? state.payment?.customer ?? null },
      };
    case 'DECLINED':
      return failedWith(state, 'TERMINAL_PAYMENT_CARD_DECLINED', 'start-over');
    case 'NOT_CHARGED':
    case 'REVERSED':
      return failedWith(state, 'TERMINAL_PAYMENT_NOT_CHARGED', 'ring-again');
    default:
      return null;
  }
}

const failedWith = (state: SaleState, code: ErrorCode, next: NextStep): SaleState => ({
  ...state,
  step: 'failure',
  settleBy: null,
  failure: { code, next },
});

const withCustomer = (payment: TerminalPayment) => payment.customer !== null;

function retry(state: SaleState): SaleState {
  const next = state.failure?.next;
  const cleared = { ...state, failure: null };
  switch (next) {
    case 'retry-start':
      return { ...cleared, step: 'starting' };
    case 'retry-photo':
      return { ...cleared, step: 'face', cardId: null };
    case 'choose-card':
      return { ...cleared, step: 'confirm', cardId: null };
    case 'retry-pin':
      return { ...cleared, step: 'pin' };
    case 'charge-anyway':
      // The PIN is never kept: a confirm that needs it asks for it again.
      return { ...cleared, step: state.payment?.customer?.pinRequired ? 'pin' : 'charging' };
    case 'ring-again':
      // Same amount, new sale (a new key): the cashier presses "Cobrar".
      return { ...initialSale(state.maxAmountCents), amountCents: state.amountCents };
    case 'start-over':
    case undefined:
      return initialSale(state.maxAmountCents);
  }
}

export function saleReducer(state: SaleState, event: SaleEvent): SaleState {
  switch (event.type) {
    case 'amount-key': {
      if (state.step !== 'amount') return state;
      const amountCents = pressAmountKey(state.amountCents, event.key, amountLimit(state));
      if (amountCents === null) return { ...state, keyRefused: true };
      // Another amount is another sale: the old key would be refused (KEY_REUSED).
      return {
        ...state,
        amountCents,
        keyRefused: false,
        idempotencyKey: amountCents === state.amountCents ? state.idempotencyKey : null,
      };
    }
    case 'till-known':
      return { ...state, maxAmountCents: event.maxAmountCents };
    case 'start':
      if (!canStart(state)) return state;
      return { ...state, step: 'starting', idempotencyKey: saleKey(state, event.newKey) };
    case 'started':
      if (state.step !== 'starting') return state;
      return { ...state, step: 'face', payment: event.payment };
    case 'photo-sent':
      return state.step === 'face' ? { ...state, step: 'identifying' } : state;
    case 'identified':
      if (state.step !== 'identifying' || !withCustomer(event.payment)) return state;
      return {
        ...state,
        step: event.payment.challenge ? 'challenge' : 'confirm',
        payment: event.payment,
        cardId: null,
        challengeMissed: false,
      };
    case 'challenge-sent':
      return state.step === 'challenge' ? { ...state, step: 'proving' } : state;
    case 'challenge-answered': {
      if (state.step !== 'proving' || event.payment.id !== state.payment?.id) return state;
      // The answer names the customer again; were it not to, the one matched stays.
      const customer = event.payment.customer ?? state.payment.customer;
      return {
        ...state,
        step: 'confirm',
        payment: { ...event.payment, customer },
        challengeMissed: event.payment.challengeOutcome !== 'passed',
      };
    }
    case 'challenge-dropped':
      // Never a dead end: the sale goes on to the cards, and the PIN as before.
      if (state.step !== 'challenge' && state.step !== 'proving') return state;
      return { ...state, step: 'confirm', challengeMissed: event.missed };
    case 'card-chosen': {
      const customer = state.payment?.customer;
      if (state.step !== 'confirm' || !customer?.cards.some((card) => card.id === event.cardId))
        return state;
      return { ...state, cardId: event.cardId, step: customer.pinRequired ? 'pin' : 'charging' };
    }
    case 'confirm-sent':
      return state.step === 'pin' ? { ...state, step: 'charging' } : state;
    case 'paid':
      if (state.step !== 'charging' || !state.payment) return state;
      // The paid answer may no longer list the customer (no card is left to
      // choose): the success screen still greets the one the face matched.
      return {
        ...state,
        step: 'success',
        payment: { ...event.payment, customer: event.payment.customer ?? state.payment.customer },
      };
    case 'checked': {
      if (state.step !== 'checking' || event.payment.id !== state.payment?.id) return state;
      return checkedOutcome(state, event.payment) ?? { ...state, settleBy: event.payment.settleBy };
    }
    case 'failed':
      if (!['starting', 'identifying', 'charging'].includes(state.step)) return state;
      if (state.step === 'charging' && chargeUnclear(event.code, event.status)) {
        return { ...state, step: 'checking', settleBy: null };
      }
      return {
        ...state,
        step: 'failure',
        failure: { code: event.code, next: nextStepFor(event.code, event.status, state.step) },
      };
    case 'retry':
      return state.step === 'failure' ? retry(state) : state;
    case 'back':
      // From the PIN back to the cards; from the cards ("not the customer")
      // back to the camera; from the camera back to the amount, dropping the
      // sale (it expires on the server).
      if (state.step === 'pin') return { ...state, step: 'confirm', cardId: null };
      if (state.step === 'confirm') return { ...state, step: 'face', cardId: null };
      if (state.step === 'face') return initialSale(state.maxAmountCents);
      return state;
    case 'new-sale':
      return initialSale(state.maxAmountCents);
    case 'cancel-asked':
      // Only between sales, one at a time, and only what the API says it may still cancel.
      if (state.step !== 'amount' || state.cancel.view !== 'idle' || !event.sale.cancelable)
        return state;
      return { ...state, cancel: { view: 'confirming', sale: event.sale } };
    case 'cancel-dismissed':
      return state.cancel.view === 'sending' ? state : { ...state, cancel: { view: 'idle' } };
    case 'cancel-sent':
      if (state.cancel.view !== 'confirming') return state;
      return { ...state, cancel: { view: 'sending', sale: state.cancel.sale } };
    case 'cancel-done':
      if (state.cancel.view !== 'sending') return state;
      return { ...state, cancel: { view: 'done', sale: state.cancel.sale } };
    case 'cancel-failed':
      if (state.cancel.view !== 'sending') return state;
      return { ...state, cancel: { view: 'failed', sale: state.cancel.sale, code: event.code } };
  }
}
