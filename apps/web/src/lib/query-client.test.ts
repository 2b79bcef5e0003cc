// Nothing of one user's data survives the end of the session (docs/spec/account-checklist.md §4):
// a logout or 401 here, or the token removed by another tab.
import { afterEach, describe, expect, it } from 'vitest';
import { testProfile } from '../testing/profile';
import { queryClient } from './query-client';
import { endSession, getSessionToken, startSession } from './session';
import { storageKeys } from './storage';
import { profileQueryOptions } from './user-profile';

const profileKey = profileQueryOptions().queryKey;

describe('queryClient', () => {
  afterEach(() => {
    endSession();
    queryClient.clear();
  });

  it('forgets the profile when the session ends', () => {
    startSession('token', 'user-1');
    queryClient.setQueryData(profileKey, testProfile());
    expect(queryClient.getQueryData(profileKey)).toMatchObject({ firstName: 'Maria' });
    endSession();
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
  });

  it('forgets the profile when another tab removes the token', () => {
    startSession('token', 'user-1');
    queryClient.setQueryData(profileKey, testProfile());
    localStorage.removeItem(storageKeys.session);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.session }));
    expect(getSessionToken()).toBeNull();
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
  });

  it('keeps the profile while the token stays', () => {
    startSession('token', 'user-1');
    queryClient.setQueryData(profileKey, testProfile());
    startSession('token-2', 'user-1');
    expect(queryClient.getQueryData(profileKey)).toMatchObject({ firstName: 'Maria' });
  });
});
