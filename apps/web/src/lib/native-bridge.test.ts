import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notifyNativeLogin,
  notifyNativeLogout,
  openNativeCamera,
  versionInfo,
} from './native-bridge';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};

describe('native bridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setHost(undefined);
  });

  it('posts LOGIN with the user id, LOGOUT and OPEN_CAMERA to a host', () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    expect(notifyNativeLogin('user-1')).toBe(true);
    expect(notifyNativeLogout()).toBe(true);
    expect(openNativeCamera()).toBe(true);
    expect(host.postMessage.mock.calls.map(([m]) => JSON.parse(m as string) as unknown)).toEqual([
      { type: 'LOGIN', userId: 'user-1' },
      { type: 'LOGOUT' },
      { type: 'OPEN_CAMERA' },
    ]);
  });

  it('also finds a host under the configured global', () => {
    const host = { postMessage: vi.fn() };
    (window as unknown as Record<string, unknown>).RostoNativeBridge = host;
    expect(notifyNativeLogout()).toBe(true);
    delete (window as unknown as Record<string, unknown>).RostoNativeBridge;
  });

  it('does nothing in a plain browser', () => {
    expect(notifyNativeLogout()).toBe(false);
  });

  it('reads the version footer data, SDK and partner from the user agent', () => {
    const info = versionInfo('Mozilla/5.0 RostoSDK/2.4.1 RostoPartner/padaria-sol');
    expect(info).toMatchObject({ sdk: '2.4.1', partner: 'padaria-sol', stage: 'sandbox' });
    expect(info.commit.length).toBeLessThanOrEqual(8);
    expect(versionInfo('Mozilla/5.0')).toMatchObject({ sdk: null, partner: null });
  });
});
