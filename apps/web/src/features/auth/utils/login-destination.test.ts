import { describe, expect, it } from 'vitest';
import type { LoginConfirmPhoneResult } from '@rosto/contract/schemas/entrance';
import { rememberAfterLogin, takeAfterLogin } from '../../../lib/after-login';
import { destinationAfterLogin } from './login-destination';

const profile = (
  outcome: string | null,
  privateLabel = { isEnabled: false, hasEncodings: false, hasOptIn: false },
  email: string | null = null,
) =>
  ({
    identityVerificationOutcome: outcome,
    privateLabelStatus: privateLabel,
    email,
  }) as unknown as LoginConfirmPhoneResult['profile'];

describe('destinationAfterLogin', () => {
  it('sends PROCESSING, FAIL and NOT_STARTED to /validation, the rest to /home', () => {
    for (const outcome of ['PROCESSING', 'FAIL', 'NOT_STARTED']) {
      expect(destinationAfterLogin(profile(outcome))).toBe('/validation');
    }
    for (const outcome of ['SUCCESS', 'PENDING', 'INVALID_IMAGE', null]) {
      expect(destinationAfterLogin(profile(outcome))).toBe('/home');
    }
  });

  it('sends a partner user without face nor opt-in to the private-label registration', () => {
    const partnerUser = { isEnabled: true, hasEncodings: false, hasOptIn: false };
    expect(destinationAfterLogin(profile(null, partnerUser))).toBe('/register-private-label');
    expect(destinationAfterLogin(profile(null, partnerUser, 'a@b.com'))).toBe(
      '/register-private-label-app-user',
    );
    expect(destinationAfterLogin(profile('SUCCESS', { ...partnerUser, hasEncodings: true }))).toBe(
      '/home',
    );
    expect(destinationAfterLogin(profile(null, { ...partnerUser, hasOptIn: true }))).toBe('/home');
  });

  it('goes where the person signed in for instead of home, and only there', () => {
    expect(destinationAfterLogin(profile('SUCCESS'), '/validar-conta')).toBe('/validar-conta');
    // The face outcome still comes first.
    expect(destinationAfterLogin(profile('FAIL'), '/validar-conta')).toBe('/validation');
  });
});

describe('the destination after sign-in', () => {
  it('is remembered once, and only for the screens that ask for it', () => {
    rememberAfterLogin('/validar-conta');
    expect(takeAfterLogin()).toBe('/validar-conta');
    expect(takeAfterLogin()).toBeNull();
    rememberAfterLogin('https://example.com/phish');
    rememberAfterLogin('/carteira');
    expect(takeAfterLogin()).toBeNull();
  });
});
