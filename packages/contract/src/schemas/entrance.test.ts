import { describe, expect, it } from 'vitest';
import { exampleCpf, exampleIds, exampleProfile } from '../testing/examples';
import {
  loginConfirmPhoneBodySchema,
  loginConfirmPhoneResponseSchema,
  loginStartBodySchema,
  loginStartResponseSchema,
  registerConfirmPhoneBodySchema,
  registerFinishBodySchema,
  registerFinishResponseSchema,
  registerSetEmailBodySchema,
  registerSetPhoneBodySchema,
  registerSetPrivateLabelEmailBodySchema,
  registerStartBodySchema,
  registerStartResponseSchema,
  validateEmailTokenBodySchema,
} from './entrance';
import { firstIssueMessage } from '../testing/first-issue-message';

const { deviceUUID, registerIntentionId, loginIntentionId } = exampleIds;

describe('register start', () => {
  const body = { deviceUUID, fullName: '  Ana Souza ', cpf: exampleCpf, acceptedTerms: true };

  it('accepts a minimal body and fills defaults', () => {
    expect(registerStartBodySchema.parse(body)).toMatchObject({
      fullName: 'Ana Souza',
      timezone: 'America/Sao_Paulo',
    });
  });

  it('answers CPF_INVALID for a bad or masked CPF', () => {
    expect(firstIssueMessage(registerStartBodySchema, { ...body, cpf: '52998224724' })).toBe(
      'CPF_INVALID',
    );
    expect(firstIssueMessage(registerStartBodySchema, { ...body, cpf: '529.982.247-25' })).toBe(
      'CPF_INVALID',
    );
    expect(firstIssueMessage(registerStartBodySchema, { ...body, cpf: undefined })).toBe(
      'CPF_INVALID',
    );
  });

  it('answers FULL_NAME_INVALID for one word', () => {
    expect(firstIssueMessage(registerStartBodySchema, { ...body, fullName: 'Anabela' })).toBe(
      'FULL_NAME_INVALID',
    );
  });

  it('answers TERMS_NOT_ACCEPTED without accepted terms', () => {
    expect(firstIssueMessage(registerStartBodySchema, { ...body, acceptedTerms: false })).toBe(
      'TERMS_NOT_ACCEPTED',
    );
    expect(firstIssueMessage(registerStartBodySchema, { ...body, acceptedTerms: undefined })).toBe(
      'TERMS_NOT_ACCEPTED',
    );
  });

  it('answers with the intention id', () => {
    expect(registerStartResponseSchema.parse({ data: { registerIntentionId } })).toBeTruthy();
  });
});

describe('register set-phone', () => {
  const body = { deviceUUID, registerIntentionId, phone: { areaCode: '11', number: '987654321' } };

  it('defaults to SMS in Brazil', () => {
    expect(registerSetPhoneBodySchema.parse(body)).toMatchObject({ call: false, country: 'BR' });
    expect(registerSetPhoneBodySchema.parse({ ...body, call: true }).call).toBe(true);
  });

  it('answers PHONE_INVALID for bad phones', () => {
    const bad = [
      { areaCode: '01', number: '987654321' },
      { areaCode: '20', number: '987654321' }, // not an area code in use
      { areaCode: '11', number: '87654321' },
      { areaCode: '11', number: '9 8765-4321' },
      '11987654321',
    ];
    for (const phone of bad) {
      expect(firstIssueMessage(registerSetPhoneBodySchema, { ...body, phone })).toBe(
        'PHONE_INVALID',
      );
    }
    expect(firstIssueMessage(registerSetPhoneBodySchema, { ...body, country: 'US' })).toBe(
      'PHONE_INVALID',
    );
  });
});

describe('codes and e-mail', () => {
  it('answers PHONE_OTP_TOKEN_INVALID for a malformed code', () => {
    const body = { deviceUUID, registerIntentionId, otp: '123456' };
    expect(registerConfirmPhoneBodySchema.parse(body)).toEqual(body);
    for (const otp of ['12345', '1234567', '12 345', 'abcdef', 123456]) {
      expect(firstIssueMessage(registerConfirmPhoneBodySchema, { ...body, otp })).toBe(
        'PHONE_OTP_TOKEN_INVALID',
      );
    }
  });

  it('trims and lowercases e-mails and answers EMAIL_INVALID otherwise', () => {
    const body = { deviceUUID, registerIntentionId, email: ' Ana@Mail.COM ' };
    expect(registerSetEmailBodySchema.parse(body).email).toBe('ana@mail.com');
    expect(firstIssueMessage(registerSetEmailBodySchema, { ...body, email: 'ana@mail' })).toBe(
      'EMAIL_INVALID',
    );
    expect(
      firstIssueMessage(registerSetPrivateLabelEmailBodySchema, {
        userId: exampleIds.userId,
        email: 'ana@@mail.com',
      }),
    ).toBe('EMAIL_INVALID');
  });

  it('checks the e-mail challenge token and CPF', () => {
    const body = { emailValidationToken: 'tok_123', cpf: exampleCpf };
    expect(validateEmailTokenBodySchema.parse(body)).toEqual(body);
    expect(
      firstIssueMessage(validateEmailTokenBodySchema, { ...body, emailValidationToken: '' }),
    ).toBe('EMAIL_VALIDATION_TOKEN_INVALID');
  });
});

describe('register finish and login', () => {
  it('finish takes the new PIN and applies the new-PIN rules', () => {
    const body = { deviceUUID, registerIntentionId, pin: '7392' };
    expect(registerFinishBodySchema.parse(body)).toEqual(body);
    for (const [pin, code] of [
      [undefined, 'INVALID_USER_PIN_FORMAT'],
      ['12a4', 'INVALID_USER_PIN_FORMAT'],
      ['12345', 'INVALID_USER_PIN_FORMAT'],
      ['1111', 'INVALID_USER_PIN_TOO_EASY'],
      ['4321', 'INVALID_USER_PIN_TOO_EASY'],
      ['1212', 'INVALID_USER_PIN_TOO_EASY'],
      ['1987', 'INVALID_USER_PIN_TOO_EASY'],
    ] as const) {
      expect(firstIssueMessage(registerFinishBodySchema, { ...body, pin }), String(pin)).toBe(code);
    }
  });

  it('finish answers with token and profile', () => {
    expect(
      registerFinishResponseSchema.parse({ data: { token: 'jwt', profile: exampleProfile } }),
    ).toBeTruthy();
  });

  it('login start takes a CPF and answers with the masked phone', () => {
    expect(loginStartBodySchema.parse({ deviceUUID, cpf: exampleCpf }).call).toBe(false);
    expect(firstIssueMessage(loginStartBodySchema, { deviceUUID, cpf: '11111111111' })).toBe(
      'CPF_INVALID',
    );
    const result = {
      exists: true,
      loginIntentionId,
      privateLabelStatus: exampleProfile.privateLabelStatus,
      phoneAreaCode: '11',
      phoneLastFourDigits: '4321',
      resendAfterSeconds: 30,
    };
    expect(loginStartResponseSchema.parse({ data: result })).toEqual({ data: result });
    expect(loginStartResponseSchema.safeParse({ data: { ...result, exists: false } }).success).toBe(
      false,
    );
  });

  it('login confirm answers with token and the profile plus its face outcome', () => {
    expect(
      loginConfirmPhoneBodySchema.parse({ deviceUUID, loginIntentionId, otp: '000000' }),
    ).toBeTruthy();
    const data = {
      token: 'jwt',
      profile: { ...exampleProfile, identityVerificationOutcome: 'PROCESSING' },
    };
    expect(loginConfirmPhoneResponseSchema.parse({ data })).toEqual({ data });
  });
});
