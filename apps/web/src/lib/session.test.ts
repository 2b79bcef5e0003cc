import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeviceId } from './device-id';
import { endSession, getSessionToken, onSessionEnd, startSession } from './session';
import { storageKeys } from './storage';

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('keys carry the -dev suffix outside production builds', () => {
    expect(storageKeys.session).toBe('session-dev');
    expect(storageKeys.deviceId).toBe('deviceUUID-dev');
  });

  it('persists the device id', () => {
    const id = getDeviceId();
    expect(localStorage.getItem(storageKeys.deviceId)).toBe(id);
    expect(getDeviceId()).toBe(id);
  });

  it('logout clears local storage except the device id, a terminal key and its kept sale, and tells a native host', () => {
    const host = { postMessage: vi.fn() };
    (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = host;
    const deviceId = getDeviceId();
    startSession('token-1', 'user-1');
    localStorage.setItem('onboarding-step', '3');
    localStorage.setItem(storageKeys.terminalKey, 'rosto_term_abc');
    localStorage.setItem(storageKeys.terminalSale, '{"step":"checking"}');
    sessionStorage.setItem(storageKeys.faceStepUp, '{"stepUpId":"s-1"}');
    sessionStorage.setItem(storageKeys.emailLinkSent, '{"sentAt":1,"resent":false}');
    const ended = vi.fn();
    const stop = onSessionEnd(ended);

    endSession();

    expect(getSessionToken()).toBeNull();
    expect(localStorage.getItem('onboarding-step')).toBeNull();
    expect(localStorage.getItem(storageKeys.deviceId)).toBe(deviceId);
    // A shared device may also be a shop's terminal: its key stays.
    expect(localStorage.getItem(storageKeys.terminalKey)).toBe('rosto_term_abc');
    expect(localStorage.getItem(storageKeys.terminalSale)).toBe('{"step":"checking"}');
    // The step-up in progress was this user's (this tab's session storage).
    expect(sessionStorage.getItem(storageKeys.faceStepUp)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.emailLinkSent)).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(host.postMessage.mock.calls.map(([m]) => JSON.parse(m as string) as unknown)).toEqual([
      { type: 'LOGIN', userId: 'user-1' },
      { type: 'LOGOUT' },
    ]);
    stop();
    delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });
});
