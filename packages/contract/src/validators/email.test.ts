import { describe, expect, it } from 'vitest';
import {
  canSendEmailChange,
  emailsMatch,
  hasEmailShape,
  isValidEmail,
  looksIncompleteEmail,
  sanitizeEmail,
} from './email';

describe('sanitizeEmail', () => {
  it('keeps letters, digits and @ . _ -, trims and lowercases', () => {
    expect(sanitizeEmail('  Ana.Souza_1-x@Mail.COM  ')).toBe('ana.souza_1-x@mail.com');
    expect(sanitizeEmail('ana souza@mail.com')).toBe('anasouza@mail.com');
    expect(sanitizeEmail('ana+tag@mail.com')).toBe('anatag@mail.com');
    expect(sanitizeEmail('joão@mail.com')).toBe('joo@mail.com');
    expect(sanitizeEmail('a<b>"c"@d.com;')).toBe('abc@d.com');
  });
});

describe('email shape and validity', () => {
  it('has the basic non-space@non-space.non-space shape', () => {
    expect(hasEmailShape('a@b.c')).toBe(true);
    expect(hasEmailShape('ab.c')).toBe(false);
    expect(hasEmailShape('a@bc')).toBe(false);
    expect(hasEmailShape('a @b.c')).toBe(false);
  });

  it('is valid only when complete', () => {
    expect(isValidEmail('ana@mail.com')).toBe(true);
    expect(isValidEmail('ana@mail.com.br')).toBe(true);
    expect(isValidEmail('ana@mail.c')).toBe(false);
    expect(isValidEmail('ana@@mail.com')).toBe(false);
    expect(isValidEmail('ana..x@mail.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });

  it('warns in the edit screen when it has the shape but is incomplete', () => {
    expect(looksIncompleteEmail('ana@mail.c')).toBe(true);
    expect(looksIncompleteEmail('ana@mail.com')).toBe(false);
    expect(looksIncompleteEmail('ana@mail')).toBe(false); // not even the shape yet
  });

  it('checks the registration confirmation', () => {
    expect(emailsMatch('ana@mail.com', ' ANA@mail.com ')).toBe(true);
    expect(emailsMatch('ana@mail.com', 'ana@mail.co')).toBe(false);
  });

  it('disables sending when validated and unchanged, or not valid', () => {
    const validated = { email: 'ana@mail.com', isEmailValidated: true };
    const pending = { email: 'ana@mail.com', isEmailValidated: false };
    expect(canSendEmailChange('ana@mail.com', validated)).toBe(false);
    expect(canSendEmailChange('ana@mail.com', pending)).toBe(true);
    expect(canSendEmailChange('bia@mail.com', validated)).toBe(true);
    expect(canSendEmailChange('bia@mail', pending)).toBe(false);
    expect(canSendEmailChange('bia@mail.com', { email: null, isEmailValidated: false })).toBe(true);
  });
});
