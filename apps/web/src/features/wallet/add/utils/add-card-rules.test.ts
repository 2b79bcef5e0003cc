// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type CreditCardValues,
  type DmCardValues,
  brandOf,
  creditCardBody,
  creditCardFieldOrder,
  creditCardProblems,
  cvvLengthFor,
  dmCardBody,
  dmCardProblems,
  errorSheetOf,
  firstProblemField,
  foodVoucherProblems,
} from './add-card-rules';
import { testAuthorizers } from './add-test-api';

// 21 Nov 2026 in São Paulo.
const now = new Date('2026-11-21T15:00:00Z');

const card = (overrides: Partial<CreditCardValues> = {}): CreditCardValues => ({
  number: '4111 1111 1111 1111',
  expiration: '12/30',
  cvv: '123',
  zipCode: '',
  name: 'MARIA OLIVEIRA',
  alias: '',
  ...overrides,
});

describe('credit card problems', () => {
  it('accepts a complete card with the optional fields empty', () => {
    expect(creditCardProblems(card(), { isDemo: false, now })).toEqual({});
    expect(
      creditCardProblems(card({ zipCode: '80010-000', alias: 'Roxinho' }), { isDemo: false, now }),
    ).toEqual({});
  });

  it('answers one catalogue code per field, zip and alias their own', () => {
    expect(
      creditCardProblems(
        {
          number: '4111 1111 1111 1112',
          expiration: '10/26',
          cvv: '12',
          zipCode: '80010-0',
          name: '',
          alias: 'x'.repeat(21),
        },
        { isDemo: false, now },
      ),
    ).toEqual({
      number: 'CARD_NUMBER_INVALID',
      expiration: 'CARD_EXPIRY_INVALID',
      cvv: 'CARD_CVV_INVALID',
      zipCode: 'ZIP_CODE_INVALID',
      name: 'CARD_HOLDER_NAME_INVALID',
      alias: 'CARD_ALIAS_INVALID',
    });
  });

  it('refuses a valid number of a brand the wallet does not take', () => {
    expect(
      creditCardProblems(card({ number: '6062 8256 2425 4001' }), { isDemo: false, now }).number,
    ).toBe('CARD_GATEWAY_INVALID_CARD_BRAND');
  });

  it('takes only Mastercard in the demo stage', () => {
    expect(creditCardProblems(card(), { isDemo: true, now }).number).toBe('demoBrand');
    expect(
      creditCardProblems(card({ number: '5555 5555 5555 4444' }), { isDemo: true, now }),
    ).toEqual({});
  });

  it('asks 4 CVV digits for American Express and 3 for the others', () => {
    expect(cvvLengthFor('3782 8224 6310 005')).toBe(4);
    expect(cvvLengthFor('4111 1111 1111 1111')).toBe(3);
    expect(cvvLengthFor('')).toBeUndefined();
    const amex = card({ number: '3782 8224 6310 005' });
    expect(creditCardProblems({ ...amex, cvv: '123' }, { isDemo: false, now }).cvv).toBe(
      'CARD_CVV_INVALID',
    );
    expect(creditCardProblems({ ...amex, cvv: '1234' }, { isDemo: false, now })).toEqual({});
    expect(creditCardProblems(card({ cvv: '1234' }), { isDemo: false, now }).cvv).toBe(
      'CARD_CVV_INVALID',
    );
  });

  it('focuses the first invalid field in the form order', () => {
    expect(creditCardFieldOrder).toEqual([
      'number',
      'expiration',
      'cvv',
      'zipCode',
      'name',
      'alias',
    ]);
    expect(firstProblemField(creditCardFieldOrder, { alias: 'x', zipCode: 'y' })).toBe('zipCode');
    expect(firstProblemField(creditCardFieldOrder, {})).toBeNull();
  });

  it('sends digits only, and leaves out an empty zip and alias', () => {
    expect(creditCardBody(card())).toEqual({
      name: 'MARIA OLIVEIRA',
      number: '4111111111111111',
      expiration: '12/30',
      cvc: '123',
    });
    expect(creditCardBody(card({ zipCode: '80010-000', alias: ' Roxinho ' }))).toMatchObject({
      zipCode: '80010000',
      alias: 'Roxinho',
    });
  });
});

describe('food voucher problems', () => {
  it('needs exactly 16 digits and a short alias', () => {
    expect(foodVoucherProblems({ number: '1234567812345678', alias: '' })).toEqual({});
    expect(foodVoucherProblems({ number: '123456781234567', alias: 'x'.repeat(21) })).toEqual({
      number: 'CARD_NUMBER_INVALID',
      alias: 'CARD_ALIAS_INVALID',
    });
    expect(foodVoucherProblems({ number: '', alias: '' }).number).toBe('CARD_NUMBER_INVALID');
  });
});

describe('partner (DM) card', () => {
  const dm = (overrides: Partial<DmCardValues> = {}): DmCardValues => ({
    number: '6011 0000 0000 0004',
    expiration: '08/29',
    cvv: '321',
    name: 'MARIA OLIVEIRA',
    birthdate: '05/03/90',
    placeName: 'Loja Centro',
    placeCode: 'LC-01',
    associateCode: 'A-77',
    ...overrides,
  });

  it('checks every field, the CVV exactly 3 and the birthdate DD/MM/AA', () => {
    expect(dmCardProblems(dm(), { now })).toEqual({});
    expect(
      dmCardProblems(
        dm({
          number: '6011 0000 0000 0005',
          cvv: '1234',
          birthdate: '31/04/90',
          placeName: ' ',
          placeCode: '',
          associateCode: '',
        }),
        { now },
      ),
    ).toEqual({
      number: 'CARD_NUMBER_INVALID',
      cvv: 'CARD_CVV_INVALID',
      birthdate: 'BIRTHDATE_INVALID',
      placeName: 'required',
      placeCode: 'required',
      associateCode: 'required',
    });
    // Four-digit years are the other forms' format, not this one's.
    expect(dmCardProblems(dm({ birthdate: '05/03/1990' }), { now }).birthdate).toBe(
      'BIRTHDATE_INVALID',
    );
  });

  it("refuses a holder under 18 on São Paulo's today (BIRTHDATE_UNDER_MINIMUM_AGE)", () => {
    // now: 21/11/2026 in São Paulo, so 18 years ago is 21/11/2008.
    expect(dmCardProblems(dm({ birthdate: '21/11/08' }), { now })).toEqual({});
    expect(dmCardProblems(dm({ birthdate: '22/11/08' }), { now }).birthdate).toBe(
      'BIRTHDATE_UNDER_MINIMUM_AGE',
    );
    expect(dmCardProblems(dm({ birthdate: '01/01/10' }), { now }).birthdate).toBe(
      'BIRTHDATE_UNDER_MINIMUM_AGE',
    );
    // Midnight in São Paulo: still 21/11 there at 02:59 UTC on the 22nd.
    const lateEvening = new Date('2026-11-22T02:59:00Z');
    expect(dmCardProblems(dm({ birthdate: '22/11/08' }), { now: lateEvening }).birthdate).toBe(
      'BIRTHDATE_UNDER_MINIMUM_AGE',
    );
  });

  it('sends the birthdate as YYYY-MM-DD', () => {
    expect(dmCardBody(dm(), now)).toEqual({
      name: 'MARIA OLIVEIRA',
      number: '6011000000000004',
      expiration: '08/29',
      cvv: '321',
      birthdate: '1990-03-05',
      placeName: 'Loja Centro',
      placeCode: 'LC-01',
      associateCode: 'A-77',
    });
    expect(dmCardBody(dm({ birthdate: '21/11/05' }), now).birthdate).toBe('2005-11-21');
  });
});

describe('brand icon', () => {
  it('takes the icon from the authorizer list, else the same file convention', () => {
    expect(brandOf('5555 5555', testAuthorizers())).toEqual({
      brand: 'MASTERCARD',
      name: 'Mastercard',
      icon: '/authorizers/mastercard-single.svg',
    });
    expect(brandOf('3782', [])).toEqual({
      brand: 'AMERICAN_EXPRESS',
      name: 'American Express',
      icon: '/authorizers/american-express-single.svg',
    });
    expect(brandOf('', testAuthorizers())).toBeNull();
  });
});

describe('error sheet', () => {
  const codes = ['PAYMENT_METHOD_ALREADY_EXISTS'] as const;

  it('shows the texts of the error body', () => {
    expect(
      errorSheetOf(
        'PAYMENT_METHOD_ALREADY_EXISTS',
        { description: 'Do corpo', subDescription: 'Sub do corpo' },
        codes,
        'pt-BR',
      ),
    ).toEqual({ description: 'Do corpo', subDescription: 'Sub do corpo' });
  });

  it("falls back to the contract's texts in the user's language", () => {
    expect(errorSheetOf('PAYMENT_METHOD_ALREADY_EXISTS', {}, codes, 'en')).toEqual({
      description: 'This card is already in your wallet',
      subDescription: 'You can pay with it already. To add another, use a different card.',
    });
  });

  it('is no sheet for a code outside the list', () => {
    expect(errorSheetOf('PAYMENT_METHOD_INVALID', { description: 'x' }, codes, 'pt-BR')).toBeNull();
  });
});
