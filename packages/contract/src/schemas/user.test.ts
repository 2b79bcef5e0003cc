import { describe, expect, it } from 'vitest';
import { exampleProfile } from '../testing/examples';
import { firstIssueMessage } from '../testing/first-issue-message';
import {
  changePinBodySchema,
  updateEmailBodySchema,
  updateProfileBodySchema,
  userProfileResponseSchema,
  verifyPinBodySchema,
} from './user';

describe('profile', () => {
  it('answers the profile in the data envelope', () => {
    expect(userProfileResponseSchema.parse({ data: exampleProfile })).toEqual({
      data: exampleProfile,
    });
  });

  it('updates the e-mail', () => {
    expect(updateProfileBodySchema.parse({ email: 'ANA@mail.com' }).email).toBe('ana@mail.com');
    expect(firstIssueMessage(updateProfileBodySchema, { email: 'ana' })).toBe('EMAIL_INVALID');
  });

  it('needs an http(s) confirmation link', () => {
    const body = {
      email: 'ana@mail.com',
      confirmationURL: 'https://app.rosto.com.br/validar-email',
    };
    expect(updateEmailBodySchema.parse(body)).toEqual(body);
    expect(
      updateEmailBodySchema.safeParse({ ...body, confirmationURL: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});

describe('PIN', () => {
  it('verifies any well-formed PIN', () => {
    expect(verifyPinBodySchema.parse({ pin: '1234' })).toEqual({ pin: '1234' });
    for (const pin of ['123', '12345', '12a4', 1234]) {
      expect(firstIssueMessage(verifyPinBodySchema, { pin })).toBe('INVALID_USER_PIN_FORMAT');
    }
  });

  it('refuses an easy new PIN but not an easy current one', () => {
    expect(changePinBodySchema.parse({ currentPin: '1111', newPin: '1357' })).toBeTruthy();
    for (const newPin of ['1234', '4321', '1111', '0000']) {
      expect(firstIssueMessage(changePinBodySchema, { currentPin: '1357', newPin })).toBe(
        'INVALID_USER_PIN_TOO_EASY',
      );
    }
    expect(firstIssueMessage(changePinBodySchema, { currentPin: '1357', newPin: '12' })).toBe(
      'INVALID_USER_PIN_FORMAT',
    );
  });
});
