import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeKeyboard,
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

  describe('closeKeyboard (decision 028)', () => {
    const focusField = () => {
      const field = document.createElement('input');
      document.body.append(field);
      field.focus();
      return field;
    };
    afterEach(() => document.body.replaceChildren());

    it('in the host: the focused field lets go and the host hears CLOSE_KEYBOARD', () => {
      const host = { postMessage: vi.fn() };
      setHost(host);
      const field = focusField();
      expect(closeKeyboard()).toBe(true);
      expect(document.activeElement).not.toBe(field);
      expect(host.postMessage).toHaveBeenCalledExactlyOnceWith(
        JSON.stringify({ type: 'CLOSE_KEYBOARD' }),
      );
    });

    it('in a browser: nothing happens, the focus stays on the field', () => {
      const field = focusField();
      expect(closeKeyboard()).toBe(false);
      expect(document.activeElement).toBe(field);
    });

    it('says so when the host refuses the message, the field having let go anyway', () => {
      setHost({
        postMessage: vi.fn(() => {
          throw new Error('bridge gone');
        }),
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const field = focusField();
      expect(closeKeyboard()).toBe(false);
      expect(document.activeElement).not.toBe(field);
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  it('reads the version footer data, SDK and partner from the user agent', () => {
    const info = versionInfo('Mozilla/5.0 RostoSDK/2.4.1 RostoPartner/padaria-sol');
    expect(info).toMatchObject({ sdk: '2.4.1', partner: 'padaria-sol', stage: 'sandbox' });
    expect(info.commit.length).toBeLessThanOrEqual(8);
    expect(versionInfo('Mozilla/5.0')).toMatchObject({ sdk: null, partner: null });
  });
});
