// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cvvLengthOf,
  initialValidationFlow,
  remainingTriesOf,
  validationFlowReducer,
  validationScreen,
  type ValidationFlowState,
} from './validation-flow';
import { validationTestCard as card } from '../../testing';

const fresh = initialValidationFlow({ skipExplanation: false });
const run = (...events: Parameters<typeof validationFlowReducer>[1][]) =>
  events.reduce<ValidationFlowState>(validationFlowReducer, fresh);

describe('validationScreen', () => {
  it('picks the branch from the card: validated, cannot be validated, CVV, then the steps', () => {
    expect(validationScreen(card({ validated: true, canBeValidated: false }), fresh)).toEqual({
      name: 'success',
    });
    // Validation switched off reads as validated, as the wallet shows it.
    expect(
      validationScreen(card({ validationEnabled: false, canBeValidated: false }), fresh),
    ).toEqual({ name: 'success' });
    expect(
      validationScreen(card({ cardStatus: 'AUTO_REJECTED', canBeValidated: false }), fresh),
    ).toEqual({ name: 'failure', variant: 'rejected' });
    expect(
      validationScreen(card({ canBeValidated: false, validationMissingData: 'ALL' }), fresh),
    ).toEqual({ name: 'failure', variant: 'reregister' });
    expect(validationScreen(card({ validationMissingData: 'CVV' }), fresh)).toEqual({
      name: 'cvv',
    });
    expect(validationScreen(card(), fresh)).toEqual({ name: 'explanation' });
    expect(validationScreen(card(), run({ type: 'started' }))).toEqual({ name: 'amount' });
  });

  it('a card that is not there, deleted or under review has its own page', () => {
    expect(validationScreen(null, fresh)).toEqual({ name: 'not-found' });
    expect(validationScreen(card({ deleted: true, cardStatus: 'DELETED' }), fresh)).toEqual({
      name: 'not-found',
    });
    expect(
      validationScreen(card({ cardStatus: 'WAITING_APPROVAL', canBeValidated: false }), fresh),
    ).toEqual({ name: 'review' });
  });

  it('an answer wins over a card not read again yet', () => {
    expect(validationScreen(card(), run({ type: 'validated' }))).toEqual({ name: 'success' });
    expect(validationScreen(card(), run({ type: 'max-exceeded' }))).toEqual({
      name: 'failure',
      variant: 'rejected',
    });
  });
});

describe('validationFlowReducer', () => {
  it('a wrong amount goes to "valor incorreto", try again back to the amount, counting tries', () => {
    const refused = run(
      { type: 'started' },
      {
        type: 'amount-refused',
        code: 'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID',
        remainingTries: 1,
      },
    );
    expect(refused).toMatchObject({
      step: 'incorrect',
      tries: 1,
      refusal: 'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID',
      remainingTries: 1,
    });
    const again = validationFlowReducer(refused, { type: 'try-again' });
    expect(again).toMatchObject({ step: 'amount', tries: 1, refusal: null, remainingTries: null });
  });

  it('any other refusal is also "valor incorreto"; the max exceeded ends on the failure', () => {
    expect(
      run(
        { type: 'started' },
        { type: 'amount-refused', code: 'NETWORK_ERROR', remainingTries: null },
      ),
    ).toMatchObject({ step: 'incorrect', outcome: null, tries: 1 });
    const exceeded = run(
      { type: 'started' },
      {
        type: 'amount-refused',
        code: 'SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED',
        remainingTries: null,
      },
    );
    expect(exceeded).toMatchObject({ outcome: 'max-exceeded', tries: 1 });
    expect(validationScreen(card(), exceeded)).toEqual({ name: 'failure', variant: 'rejected' });
  });

  it('starts on the amount when the explanation may be skipped', () => {
    expect(initialValidationFlow({ skipExplanation: true }).step).toBe('amount');
    expect(initialValidationFlow({ skipExplanation: false }).step).toBe('explanation');
  });
});

describe('helpers', () => {
  it('asks 4 CVV digits for American Express, 3 for the others, either when unknown', () => {
    expect(cvvLengthOf({ cardBrand: 'AMERICAN_EXPRESS' })).toBe(4);
    expect(cvvLengthOf({ cardBrand: 'VISA' })).toBe(3);
    expect(cvvLengthOf({ cardBrand: null })).toBeUndefined();
  });

  it('reads the tries left from the refusal, when the server says', () => {
    expect(remainingTriesOf({ additionalData: { remainingTries: 1 } })).toBe(1);
    expect(remainingTriesOf({ additionalData: { remainingTries: 'x' } })).toBeNull();
    expect(remainingTriesOf({})).toBeNull();
  });
});
