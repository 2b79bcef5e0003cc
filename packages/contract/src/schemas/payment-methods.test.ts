import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '../validators/amount';
import { saoPauloDate } from '../validators/sao-paulo-date';
import { exampleIds, examplePaymentMethod } from '../testing/examples';
import {
  addCreditCardBodySchema,
  addDmCardBodySchema,
  addFoodVoucherBodySchema,
  authorizerIdSchema,
  availableAuthorizersQuerySchema,
  availableAuthorizersResponseSchema,
  creditsResponseSchema,
  deletePaymentMethodParamsSchema,
  FOOD_VOUCHER_PROVIDER,
  isPrePostPaidType,
  paymentMethodListQuerySchema,
  paymentMethodListResponseSchema,
  paymentMethodSchema,
  paymentMethodStatusResponseSchema,
  paymentMethodTypeSchema,
  prePostPaidType,
  randomAmountCheckBodySchema,
  senffFinishBodySchema,
  senffStartBodySchema,
  storeCardMetadataSchema,
  toIssuerColor,
  updateCardDataBodySchema,
  updateCvvBodySchema,
} from './payment-methods';
import { firstIssueMessage } from '../testing/first-issue-message';

const { paymentMethodId } = exampleIds;

describe('lists', () => {
  it('reads query-string booleans and fills defaults', () => {
    expect(paymentMethodListQuerySchema.parse({})).toEqual({
      includeBalance: false,
      includeDeleted: false,
      _sort: 'createdAt',
      _order: 'DESC',
    });
    expect(
      paymentMethodListQuerySchema.parse({ includeBalance: 'true', id: paymentMethodId }),
    ).toMatchObject({ includeBalance: true, id: paymentMethodId });
    expect(paymentMethodListQuerySchema.safeParse({ includeBalance: 'yes' }).success).toBe(false);
    expect(availableAuthorizersQuerySchema.parse({ checkRemoteAuthorizers: 'false' })).toEqual({
      checkRemoteAuthorizers: false,
      checkPrivateLabelAuthorizers: false,
    });
  });

  it('answers cards in data.data', () => {
    const body = { data: { data: [examplePaymentMethod] } };
    expect(paymentMethodListResponseSchema.parse(body)).toEqual(body);
  });

  it('drops anything secret a card object might carry', () => {
    const leaked = { ...examplePaymentMethod, cvv: '123', number: '4111111111111111' };
    const parsed = paymentMethodSchema.parse(leaked);
    expect(parsed).not.toHaveProperty('cvv');
    expect(parsed).not.toHaveProperty('number');
  });

  it('answers authorizers, status and credits', () => {
    const authorizer = {
      id: 'SENFF',
      name: 'Senff',
      disabled: false,
      icon: { flat: 'a', mono: 'b', single: 'c' },
      metadata: null,
    };
    expect(availableAuthorizersResponseSchema.parse({ data: [authorizer] })).toBeTruthy();
    const status = {
      paymentMethodLimitWasReachedOut: true,
      daysToAddPaymentMethod: 3,
      limitOfPaymentMethods: 4,
    };
    expect(paymentMethodStatusResponseSchema.parse({ data: status })).toEqual({ data: status });
    const credit = {
      id: exampleIds.transactionId,
      createdAt: '2026-01-10T12:00:00-03:00',
      canceled: false,
      addedCreditCents: 5000,
      totalPriceCents: 0,
      paymentMethod: examplePaymentMethod,
      client: null,
    };
    expect(creditsResponseSchema.parse({ data: [credit] }).data[0]).not.toHaveProperty(
      'cardStatus',
    );
  });

  it("parses every authorizer id of the spec's list", () => {
    // docs/spec/wallet-checklist.md §3: "PLACE, VISA, MASTERCARD, DINERS, AMEX, ELO, SENFF, DMCARD;
    // also AMERICAN_EXPRESS and HIPERCARD".
    const specIds = [
      'PLACE',
      'VISA',
      'MASTERCARD',
      'DINERS',
      'AMEX',
      'ELO',
      'SENFF',
      'DMCARD',
      'AMERICAN_EXPRESS',
      'HIPERCARD',
    ];
    for (const id of specIds) expect(authorizerIdSchema.parse(id), id).toBe(id);
    expect(authorizerIdSchema.parse(FOOD_VOUCHER_PROVIDER)).toBe('GREEN_BENEFICIOS');
    expect(authorizerIdSchema.safeParse('DISCOVER').success).toBe(false);
    expect(authorizerIdSchema.safeParse('amex').success).toBe(false);
  });

  it("a store card carries its issuer's colour as #rrggbb or null (decision 075)", () => {
    const metadata = {
      cardName: 'Padaria Sol',
      lastFourDigits: null,
      placeName: 'Padaria Sol Centro',
      placeCode: 'PADARIA_SOL',
      associateCode: null,
      retailerId: null,
    };
    expect(storeCardMetadataSchema.parse({ ...metadata, issuerColor: '#c2410c' })).toEqual({
      ...metadata,
      issuerColor: '#c2410c',
    });
    expect(storeCardMetadataSchema.parse({ ...metadata, issuerColor: null }).issuerColor).toBe(
      null,
    );
    // Every producer says it, even when it is null.
    expect(storeCardMetadataSchema.safeParse(metadata).success).toBe(false);
    for (const bad of ['red', '#c2410', 'url(x)', '#C2410C']) {
      expect(storeCardMetadataSchema.safeParse({ ...metadata, issuerColor: bad }).success).toBe(
        false,
      );
    }
    expect(toIssuerColor('#C2410C')).toBe('#c2410c');
    expect(toIssuerColor(' #0B3 ')).toBe('#00bb33');
    expect(toIssuerColor('rgb(1, 2, 3)')).toBeNull();
    expect(toIssuerColor('#12345678')).toBeNull();
    expect(toIssuerColor(null)).toBeNull();
  });

  it('knows pre/post-paid card types', () => {
    expect(prePostPaidType('ACME')).toBe('ACME_PRE_OR_POST_PAID_CARD');
    expect(isPrePostPaidType('ACME_PRE_OR_POST_PAID_CARD')).toBe(true);
    expect(paymentMethodTypeSchema.safeParse('ACME_PRE_OR_POST_PAID_CARD').success).toBe(true);
    expect(paymentMethodTypeSchema.safeParse('CREDIT_CARD').success).toBe(true);
    expect(paymentMethodTypeSchema.safeParse('DEBIT_CARD').success).toBe(false);
  });
});

describe('add credit card', () => {
  const body = {
    name: 'ANA SOUZA',
    number: '4111111111111111',
    expiration: '12/49',
    cvc: '123',
    zipCode: '01310-100',
    alias: 'Meu Visa',
  };
  const code = (change: Record<string, unknown>) =>
    firstIssueMessage(addCreditCardBodySchema, { ...body, ...change });

  it('accepts a valid card with optional zip and alias', () => {
    expect(addCreditCardBodySchema.parse(body)).toEqual(body);
    const { zipCode: _zip, alias: _alias, ...required } = body;
    expect(addCreditCardBodySchema.parse(required)).toEqual(required);
    expect(addCreditCardBodySchema.parse({ ...body, zipCode: '', alias: '' })).toBeTruthy();
  });

  it('answers a code per field', () => {
    expect(code({ number: '4111111111111112' })).toBe('CARD_NUMBER_INVALID');
    expect(code({ number: '4111 1111 1111 1111' })).toBe('CARD_NUMBER_INVALID');
    expect(code({ number: '6062825624254001' })).toBe('CARD_GATEWAY_INVALID_CARD_BRAND'); // Hipercard
    expect(code({ expiration: '13/30' })).toBe('CARD_EXPIRY_INVALID');
    expect(code({ expiration: '12/51' })).toBe('CARD_EXPIRY_INVALID');
    expect(code({ expiration: '01/20' })).toBe('CARD_EXPIRY_INVALID'); // past
    expect(code({ cvc: '12' })).toBe('CARD_CVV_INVALID');
    expect(code({ cvc: '12345' })).toBe('CARD_CVV_INVALID');
    expect(code({ zipCode: '0131-0100' })).toBe('ZIP_CODE_INVALID');
    expect(code({ alias: 'a'.repeat(21) })).toBe('CARD_ALIAS_INVALID');
    expect(code({ name: 'Ana Souza' })).toBe('CARD_HOLDER_NAME_INVALID');
    expect(code({ name: 'A'.repeat(26) })).toBe('CARD_HOLDER_NAME_INVALID');
  });

  it('accepts 20-character aliases and 25-character names', () => {
    expect(code({ alias: 'a'.repeat(20), name: 'A'.repeat(25) })).toBeUndefined();
  });
});

describe('other cards', () => {
  it('food voucher: 16 digits, Green Benefícios only', () => {
    const body = { number: '1234567890123456', alias: 'VR' };
    expect(addFoodVoucherBodySchema.parse(body)).toEqual({
      ...body,
      privateLabelProvider: 'GREEN_BENEFICIOS',
    });
    expect(firstIssueMessage(addFoodVoucherBodySchema, { number: '123456789012345' })).toBe(
      'CARD_NUMBER_INVALID',
    );
    expect(
      firstIssueMessage(addFoodVoucherBodySchema, { ...body, privateLabelProvider: 'ALELO' }),
    ).toBe('CARD_GATEWAY_INVALID_CARD_BRAND');
  });

  it('partner card: 3-digit CVV and a real birthdate', () => {
    const body = {
      name: 'ANA SOUZA',
      number: '1234567812345670',
      expiration: '12/49',
      birthdate: '1990-03-05',
      cvv: '123',
      placeName: 'Loja',
      placeCode: 'L1',
      associateCode: 'A1',
    };
    expect(addDmCardBodySchema.parse(body)).toEqual(body);
    expect(firstIssueMessage(addDmCardBodySchema, { ...body, cvv: '1234' })).toBe(
      'CARD_CVV_INVALID',
    );
    expect(firstIssueMessage(addDmCardBodySchema, { ...body, birthdate: '1990-02-30' })).toBe(
      'BIRTHDATE_INVALID',
    );
    expect(firstIssueMessage(addDmCardBodySchema, { ...body, birthdate: '05/03/90' })).toBe(
      'BIRTHDATE_INVALID',
    );
    expect(firstIssueMessage(addDmCardBodySchema, { ...body, number: '1234567812345671' })).toBe(
      'CARD_NUMBER_INVALID',
    );
  });

  it('partner card: the holder is 18 or older (São Paulo today), else BIRTHDATE_UNDER_MINIMUM_AGE', () => {
    const today = saoPauloDate(new Date());
    const yearsAgo = (years: number) =>
      `${today.year - years}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
    const body = {
      name: 'ANA SOUZA',
      number: '1234567812345670',
      expiration: '12/49',
      cvv: '123',
      placeName: 'Loja',
      placeCode: 'L1',
      associateCode: 'A1',
    };
    // 29/02 today has no 18 years ago; the 1st of next month is safe either way.
    const eighteenToday = today.month === 2 && today.day === 29 ? null : yearsAgo(18);
    if (eighteenToday) {
      expect(addDmCardBodySchema.safeParse({ ...body, birthdate: eighteenToday }).success).toBe(
        true,
      );
    }
    expect(firstIssueMessage(addDmCardBodySchema, { ...body, birthdate: yearsAgo(17) })).toBe(
      'BIRTHDATE_UNDER_MINIMUM_AGE',
    );
    expect(firstIssueMessage(addDmCardBodySchema, { ...body, birthdate: yearsAgo(0) })).toBe(
      'BIRTHDATE_UNDER_MINIMUM_AGE',
    );
    // An impossible date stays BIRTHDATE_INVALID, not also under age.
    expect(firstIssueMessage(addDmCardBodySchema, { ...body, birthdate: '1990-02-30' })).toBe(
      'BIRTHDATE_INVALID',
    );
  });

  it('Senff: last four digits, then the 6-digit card code', () => {
    expect(senffStartBodySchema.parse({ lastFourDigits: '1234' })).toBeTruthy();
    expect(firstIssueMessage(senffStartBodySchema, { lastFourDigits: '123' })).toBe(
      'CARD_NUMBER_INVALID',
    );
    const finish = { otp: '123456', cardName: 'Senff', lastFourDigits: '1234' };
    expect(senffFinishBodySchema.parse(finish)).toEqual(finish);
    expect(firstIssueMessage(senffFinishBodySchema, { ...finish, otp: '12 34 56' })).toBe(
      'CARD_OTP_INVALID',
    );
  });
});

describe('edit, validate and delete', () => {
  it('edits zip and alias', () => {
    expect(updateCardDataBodySchema.parse({ paymentMethodId, zipCode: '01310100' })).toBeTruthy();
    expect(
      firstIssueMessage(updateCardDataBodySchema, { paymentMethodId, alias: 'a'.repeat(21) }),
    ).toBe('CARD_ALIAS_INVALID');
  });

  it('takes the CVV', () => {
    expect(updateCvvBodySchema.parse({ paymentMethodId, cvv: '1234' })).toBeTruthy();
    expect(firstIssueMessage(updateCvvBodySchema, { paymentMethodId, cvv: '12' })).toBe(
      'CARD_CVV_INVALID',
    );
  });

  it('takes the test charge as integer cents', () => {
    const body = { paymentMethodId, amount: 123, tries: 0 };
    expect(randomAmountCheckBodySchema.parse(body)).toEqual(body);
    for (const amount of [0, -1, 1.5, '123', MAX_AMOUNT_CENTS + 1]) {
      expect(firstIssueMessage(randomAmountCheckBodySchema, { ...body, amount })).toBe(
        'AMOUNT_INVALID',
      );
    }
    expect(randomAmountCheckBodySchema.parse({ ...body, amount: MAX_AMOUNT_CENTS })).toBeTruthy();
  });

  it('deletes by id', () => {
    expect(deletePaymentMethodParamsSchema.parse({ paymentMethodId })).toEqual({ paymentMethodId });
    expect(deletePaymentMethodParamsSchema.safeParse({ paymentMethodId: '1' }).success).toBe(false);
  });
});
