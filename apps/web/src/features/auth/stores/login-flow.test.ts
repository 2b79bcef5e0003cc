// The sign-in in progress survives a reload of this tab in the format the app
// has always stored, and what cannot be read is dropped.
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { loginFlowFrom, readLoginFlow, saveLoginFlow } from './login-flow';

describe('login flow', () => {
  afterEach(() => sessionStorage.clear());

  it('reads back a sign-in stored by today’s app, for this tab only', () => {
    sessionStorage.setItem(
      storageKeys.login,
      '{"cpf":"52998224725","loginIntentionId":"login-1","phoneAreaCode":"11",' +
        '"phoneLastFourDigits":"4321","resendAt":61000}',
    );
    expect(readLoginFlow()).toEqual({
      cpf: '52998224725',
      loginIntentionId: 'login-1',
      phoneAreaCode: '11',
      phoneLastFourDigits: '4321',
      resendAt: 61_000,
    });
    const flow = loginFlowFrom(
      '52998224725',
      {
        exists: true,
        privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
        loginIntentionId: 'login-2',
        phoneAreaCode: '21',
        phoneLastFourDigits: '1234',
        resendAfterSeconds: 60,
      },
      { now: 1_000, byCall: true },
    );
    saveLoginFlow(flow);
    expect(readLoginFlow()).toEqual(flow);
    expect(localStorage.length).toBe(0);
    saveLoginFlow(null);
    expect(sessionStorage.getItem(storageKeys.login)).toBeNull();
  });

  it('drops what it cannot read', () => {
    sessionStorage.setItem(storageKeys.login, '{"cpf":');
    expect(readLoginFlow()).toBeNull();
    sessionStorage.setItem(storageKeys.login, JSON.stringify({ cpf: '52998224725' }));
    expect(readLoginFlow()).toBeNull();
    expect(sessionStorage.getItem(storageKeys.login)).toBeNull();
  });
});
