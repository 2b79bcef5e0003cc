import { describe, expect, it } from 'vitest';
import {
  canSendEmailChange,
  emailsMatch,
  hasEmailShape,
  isValidEmail,
  looksIncompleteEmail,
  normaliseEmail,
} from './email';

describe('normaliseEmail', () => {
  it('keeps the address as typed, only trimmed and lowercased (decision 070)', () => {
    expect(normaliseEmail('  Ana.Souza_1-x@Mail.COM  ')).toBe('ana.souza_1-x@mail.com');
    // The spec's filter made these another person's mailbox; they are kept.
    expect(normaliseEmail('ana+tag@mail.com')).toBe('ana+tag@mail.com');
    expect(normaliseEmail("o'brien@mail.com")).toBe("o'brien@mail.com");
    // Never rewritten into something valid: refused as typed instead.
    expect(normaliseEmail('ana souza@mail.com')).toBe('ana souza@mail.com');
    expect(normaliseEmail('joão@mail.com')).toBe('joão@mail.com');
  });

  it("accepts the characters real addresses use ('+', \"'\") and refuses, never rewrites, the rest", () => {
    expect(isValidEmail(normaliseEmail('ana+tag@mail.com'))).toBe(true);
    expect(isValidEmail(normaliseEmail("o'brien@mail.com"))).toBe(true);
    expect(isValidEmail(normaliseEmail('ana souza@mail.com'))).toBe(false);
    expect(isValidEmail(normaliseEmail('joão@mail.com'))).toBe(false);
    expect(isValidEmail(normaliseEmail('a<b>"c"@d.com;'))).toBe(false);
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
