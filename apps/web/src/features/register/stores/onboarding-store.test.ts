import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import {
  beginOnboarding,
  clearOnboarding,
  dispatchOnboarding,
  getOnboarding,
} from './onboarding-store';
import { registrationJustFinished } from './registration-finished';

const stored = () => JSON.parse(localStorage.getItem(storageKeys.onboarding) ?? 'null') as unknown;

describe('onboarding store', () => {
  afterEach(() => clearOnboarding());

  it('persists every change and resumes it on the next visit', () => {
    beginOnboarding('standard');
    dispatchOnboarding({ type: 'advance', patch: { acceptedTermsAt: '2025-01-01T10:00:00.000Z' } });
    dispatchOnboarding({ type: 'advance', patch: { fullName: 'Ana Souza' } });
    expect(stored()).toMatchObject({ step: 'cpf', fullName: 'Ana Souza' });
    const resumed = beginOnboarding('standard');
    expect(resumed).toMatchObject({ step: 'cpf', fullName: 'Ana Souza' });
  });

  it('resumes a registration stored by the app before an upgrade, in its format', () => {
    localStorage.setItem(
      storageKeys.onboarding,
      '{"version":1,"variant":"standard","step":"phone","history":["terms","name","cpf"],' +
        '"acceptedTermsAt":"2025-01-01T10:00:00.000Z","overviewSeen":true,"fullName":"Ana Souza",' +
        '"cpf":"52998224725","cpfKnown":false,"registerIntentionId":"reg-1",' +
        '"startedWith":{"fullName":"Ana Souza","cpf":"52998224725"},"phone":null,"resendAt":null,' +
        '"phoneConfirmed":false,"email":"","emailSaved":false,"optedInAt":null,' +
        '"recordedOptIn":null,"failure":null}',
    );
    expect(beginOnboarding('standard')).toMatchObject({
      step: 'phone',
      history: ['terms', 'name', 'cpf'],
      fullName: 'Ana Souza',
      cpf: '52998224725',
      registerIntentionId: 'reg-1',
    });
  });

  it('starts afresh when what is stored cannot be read, and drops it', () => {
    localStorage.setItem(storageKeys.onboarding, '{"version":1,"variant":"standard"');
    expect(registrationJustFinished()).toBe(false);
    expect(stored()).toBeNull();
    localStorage.setItem(storageKeys.onboarding, JSON.stringify({ step: 'success' }));
    expect(beginOnboarding('standard')).toMatchObject({ step: 'terms', fullName: '' });
  });

  it('starts afresh for another CPF handed over by sign-in', () => {
    beginOnboarding('standard', { cpf: '52998224725' });
    dispatchOnboarding({ type: 'advance' });
    const other = beginOnboarding('standard', { cpf: '11144477735' });
    expect(other).toMatchObject({ step: 'terms', cpf: '11144477735', cpfKnown: true });
    expect(beginOnboarding('standard', { cpf: '11144477735' }).cpf).toBe('11144477735');
  });

  it('forgets the registration on logout', () => {
    beginOnboarding('standard');
    dispatchOnboarding({ type: 'advance' });
    endSession();
    expect(getOnboarding()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('tells the guard when the registration has just finished', () => {
    beginOnboarding('private-label-app-user');
    dispatchOnboarding({ type: 'advance' });
    dispatchOnboarding({ type: 'advance' });
    expect(getOnboarding()?.step).toBe('opt-in-at');
    // Only the standard registration signs in on its own success screen.
    expect(registrationJustFinished()).toBe(false);
    beginOnboarding('standard');
    expect(registrationJustFinished()).toBe(false);
    localStorage.setItem(
      storageKeys.onboarding,
      JSON.stringify({ ...getOnboarding(), step: 'success' }),
    );
    expect(registrationJustFinished()).toBe(true);
    // The review account's success screen too.
    localStorage.setItem(
      storageKeys.onboarding,
      JSON.stringify({ ...getOnboarding(), step: 'test-user-success' }),
    );
    expect(registrationJustFinished()).toBe(true);
    clearOnboarding();
    expect(stored()).toBeNull();
  });
});
