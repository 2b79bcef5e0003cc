// What the capture leaves for /validation survives a reload, and a logout.
import { afterEach, describe, expect, it } from 'vitest';
import { emptyRegistrationJourney } from '../../../lib/registration-journey';
import { endSession, startSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import {
  clearFaceFlow,
  getFaceFlow,
  rememberRegisterIntention,
  updateFaceFlow,
} from './face-store';

describe('face store', () => {
  afterEach(() => {
    clearFaceFlow();
    endSession();
  });

  it('keeps the status, limit and register intention in local storage', () => {
    rememberRegisterIntention('reg-1');
    updateFaceFlow({ faceStatus: 'FAIL', livenessAttemptsLimitReached: true, blockedDays: 7 });
    expect(JSON.parse(localStorage.getItem(storageKeys.face)!)).toMatchObject({
      faceStatus: 'FAIL',
      registerIntentionId: 'reg-1',
      livenessAttemptsLimitReached: true,
      blockedDays: 7,
    });
    clearFaceFlow();
    expect(localStorage.getItem(storageKeys.face)).toBeNull();
    expect(getFaceFlow()).toEqual(emptyRegistrationJourney);
  });

  it('ignores a missing register intention', () => {
    rememberRegisterIntention(null);
    expect(getFaceFlow().registerIntentionId).toBeNull();
  });

  it('forgets everything on logout', () => {
    startSession('token', 'user-1');
    updateFaceFlow({ faceStatus: 'PROCESSING' });
    endSession();
    expect(getFaceFlow()).toEqual(emptyRegistrationJourney);
  });
});
