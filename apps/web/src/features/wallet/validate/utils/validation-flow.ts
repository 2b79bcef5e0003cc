// What /carteira/{id}/validar shows (docs/spec/wallet-checklist.md §2 "Card validation screen",
// §4): the card as the server answers it picks the branch (validated,
// cannot be validated, CVV missing, or the 3-step flow); inside the flow a
// reducer keeps the step, the app's own tries count and what the last answer
// settled until the card is read again.
import type { ErrorCode } from '@rosto/contract/errors';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { cardDisplayState } from '../../shared/utils/card-display';

/**
 * The small charge the user looks for (docs/spec/wallet-checklist.md §4, §9): R$ 0,01 to R$ 10,00.
 */
export const VALIDATION_CHARGE_MIN_CENTS = 1;
export const VALIDATION_CHARGE_MAX_CENTS = 1000;

export type ValidationStep = 'explanation' | 'amount' | 'incorrect';

export type FailureVariant =
  /** Tries ran out or the card was rejected. */
  | 'rejected'
  /** validationMissingData ALL: no charge and no CVV check possible, add the card again. */
  | 'reregister';

export type ValidationScreen =
  | { name: 'success' }
  | { name: 'failure'; variant: FailureVariant }
  /** WAITING_APPROVAL: a person reviews it first (answer within 48 h). */
  | { name: 'review' }
  /** Not the user's card, or deleted. */
  | { name: 'not-found' }
  | { name: 'cvv' }
  | { name: ValidationStep };

export interface ValidationFlowState {
  step: ValidationStep;
  /**
   * Amounts sent for this card on this screen (the spec's `tries`; the server
   * counts its own and ignores it). The route is keyed by card, so another
   * card starts again at 0.
   */
  tries: number;
  /** Settled by an answer, before the card read again says so. */
  outcome: 'validated' | 'max-exceeded' | null;
  /** The code that refused the last amount. */
  refusal: ErrorCode | null;
  /** Tries left, when the server said so with the refusal. */
  remainingTries: number | null;
}

export type ValidationFlowEvent =
  /** The explanation was confirmed and the charge made: on to the amount. */
  | { type: 'started' }
  | { type: 'amount-refused'; code: ErrorCode; remainingTries: number | null }
  | { type: 'try-again' }
  | { type: 'validated' }
  /** SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED from any call. */
  | { type: 'max-exceeded' };

export const MAX_EXCEEDED: ErrorCode = 'SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED';

export function initialValidationFlow(options: { skipExplanation: boolean }): ValidationFlowState {
  return {
    step: options.skipExplanation ? 'amount' : 'explanation',
    tries: 0,
    outcome: null,
    refusal: null,
    remainingTries: null,
  };
}

export function validationFlowReducer(
  state: ValidationFlowState,
  event: ValidationFlowEvent,
): ValidationFlowState {
  switch (event.type) {
    case 'started':
      return { ...state, step: 'amount' };
    case 'amount-refused': {
      const refused = {
        ...state,
        tries: state.tries + 1,
        refusal: event.code,
        remainingTries: event.remainingTries,
      };
      // The last try makes the card not validatable; any other refusal is "valor incorreto".
      return event.code === MAX_EXCEEDED
        ? { ...refused, outcome: 'max-exceeded' }
        : { ...refused, step: 'incorrect' };
    }
    case 'try-again':
      return { ...state, step: 'amount', refusal: null, remainingTries: null };
    case 'validated':
      return { ...state, outcome: 'validated' };
    case 'max-exceeded':
      return { ...state, outcome: 'max-exceeded' };
  }
}

/**
 * The screen for `card` (null: the API answered an empty list, not the
 * user's card). The answer to the last call wins over a card not read again yet.
 */
export function validationScreen(
  card: PaymentMethod | null,
  state: ValidationFlowState,
): ValidationScreen {
  if (state.outcome === 'validated') return { name: 'success' };
  if (card === null) return { name: 'not-found' };
  if (state.outcome === 'max-exceeded') return { name: 'failure', variant: failureVariant(card) };
  switch (cardDisplayState(card)) {
    case 'validated':
      return { name: 'success' };
    case 'blocked':
      return { name: 'not-found' };
    case 'waiting-approval':
      return { name: 'review' };
    case 'reregister':
    case 'not-validated':
      return { name: 'failure', variant: failureVariant(card) };
    case 'pending-validation':
      return card.validationMissingData === 'CVV' ? { name: 'cvv' } : { name: state.step };
  }
}

function failureVariant(card: PaymentMethod): FailureVariant {
  return card.validationMissingData === 'ALL' ? 'reregister' : 'rejected';
}

/** The CVV length of the card's brand: 4 for American Express, 3 for the others, either when unknown. */
export function cvvLengthOf(card: Pick<PaymentMethod, 'cardBrand'>): 3 | 4 | undefined {
  if (card.cardBrand === null) return undefined;
  return card.cardBrand === 'AMERICAN_EXPRESS' ? 4 : 3;
}

/** How many tries the server says are left after a wrong amount, if it says. */
export function remainingTriesOf(extra: Record<string, unknown>): number | null {
  const additional = extra.additionalData as { remainingTries?: unknown } | undefined;
  const remaining = additional?.remainingTries;
  return typeof remaining === 'number' && Number.isInteger(remaining) && remaining >= 0
    ? remaining
    : null;
}
