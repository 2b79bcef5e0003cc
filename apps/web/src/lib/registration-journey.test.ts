// The face capture's outcome and the register intention, in the one stored
// format the face store and the wallet share: today's values still read.
import { afterEach, describe, expect, it } from 'vitest';
import {
  emptyRegistrationJourney,
  hasRegisterIntention,
  readRegistrationJourney,
  saveRegistrationJourney,
} from './registration-journey';
import { storageKeys } from './storage';

const store = (value: unknown) => localStorage.setItem(storageKeys.face, JSON.stringify(value));

describe('registration journey', () => {
  afterEach(() => localStorage.clear());

  it('reads a value stored by the app before the format moved here', () => {
    localStorage.setItem(
      storageKeys.face,
      '{"version":1,"faceStatus":"FAIL","faceUsageIntentionId":"f-1","registerIntentionId":"reg-1",' +
        '"livenessAttemptsLimitReached":true,"blockedDays":7,"errorCode":"NOT_SAME_PERSON"}',
    );
    expect(readRegistrationJourney()).toEqual({
      version: 1,
      faceStatus: 'FAIL',
      faceUsageIntentionId: 'f-1',
      registerIntentionId: 'reg-1',
      livenessAttemptsLimitReached: true,
      blockedDays: 7,
      errorCode: 'NOT_SAME_PERSON',
    });
  });

  it('reads back only well-formed fields', () => {
    store({
      version: 1,
      faceStatus: 'MAYBE',
      faceUsageIntentionId: 'f-1',
      livenessAttemptsLimitReached: 'yes',
      blockedDays: -1,
      errorCode: 'NOT_SAME_PERSON',
    });
    expect(readRegistrationJourney()).toEqual({
      ...emptyRegistrationJourney,
      faceUsageIntentionId: 'f-1',
      errorCode: 'NOT_SAME_PERSON',
    });
    store('nonsense');
    expect(readRegistrationJourney()).toEqual(emptyRegistrationJourney);
    expect(localStorage.getItem(storageKeys.face)).toBeNull();
    store({ version: 2, registerIntentionId: 'reg-1' });
    expect(readRegistrationJourney()).toEqual(emptyRegistrationJourney);
    store({ registerIntentionId: 'reg-1' });
    expect(readRegistrationJourney()).toEqual({
      ...emptyRegistrationJourney,
      registerIntentionId: 'reg-1',
    });
  });

  it('writes the whole value, and removes it when emptied', () => {
    saveRegistrationJourney({ ...emptyRegistrationJourney, registerIntentionId: 'reg-1' });
    expect(JSON.parse(localStorage.getItem(storageKeys.face)!)).toEqual({
      ...emptyRegistrationJourney,
      registerIntentionId: 'reg-1',
    });
    saveRegistrationJourney(emptyRegistrationJourney);
    expect(localStorage.getItem(storageKeys.face)).toBeNull();
  });

  it('tells the wallet whether the person is in a registration', () => {
    expect(hasRegisterIntention()).toBe(false);
    store({ version: 1, registerIntentionId: 'intention-1' });
    expect(hasRegisterIntention()).toBe(true);
    store({ version: 1, registerIntentionId: null });
    expect(hasRegisterIntention()).toBe(false);
    localStorage.setItem(storageKeys.face, '{broken');
    expect(hasRegisterIntention()).toBe(false);
  });
});
