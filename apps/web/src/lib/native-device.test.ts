import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openNativeFaceSdk, requestDeviceInfo, waitForNativeMessage } from './native-device';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};

describe('native device info and capture messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setHost(undefined);
  });

  it('asks for device info every 100 ms, 10 times, then resolves null', async () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    let result: unknown = 'pending';
    void requestDeviceInfo().then((info) => (result = info));
    expect(host.postMessage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(450);
    expect(host.postMessage).toHaveBeenCalledTimes(5);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(600);
    expect(host.postMessage).toHaveBeenCalledTimes(10);
    expect(result).toBeNull();
  });

  it('resolves with the host answer and stops asking', async () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    const pending = requestDeviceInfo();
    await vi.advanceTimersByTimeAsync(250);
    const payload = {
      platform: 'ios',
      platformVersion: '17.4',
      deviceName: 'iPhone',
      userAgent: 'UA',
    };
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'DEVICE_INFO', payload }) }),
    );
    await expect(pending).resolves.toEqual(payload);
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.postMessage).toHaveBeenCalledTimes(3);
  });

  it('stops asking and resolves null once its signal aborts', async () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    const asking = new AbortController();
    const pending = requestDeviceInfo(asking.signal);
    await vi.advanceTimersByTimeAsync(150);
    asking.abort();
    await expect(pending).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.postMessage).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves null after the retries in a plain browser', async () => {
    const pending = requestDeviceInfo();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBeNull();
  });

  it('keeps the known capabilities a host announces with its device info', async () => {
    setHost({ postMessage: vi.fn() });
    const pending = requestDeviceInfo();
    const payload = {
      platform: 'android',
      platformVersion: '14',
      deviceName: 'Pixel',
      userAgent: 'UA',
      capabilities: ['FACE_SDK', 'TELEPORT', 'CAMERA'],
    };
    document.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'DEVICE_INFO', payload }) }),
    );
    await expect(pending).resolves.toEqual({ ...payload, capabilities: ['CAMERA', 'FACE_SDK'] });
  });

  it('opens the face SDK with the session and waits for its result', async () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    expect(openNativeFaceSdk({ sessionId: 's', sessionKey: 'k', sessionToken: 't' })).toBe(true);
    expect(JSON.parse(host.postMessage.mock.calls[0]![0] as string)).toEqual({
      type: 'OPEN_FACE_SDK',
      sessionId: 's',
      sessionKey: 'k',
      sessionToken: 't',
    });
    const result = waitForNativeMessage(['FACE_SDK_RESULT', 'FACE_SDK_CANCELLED']);
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"OTHER"}' }));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'FACE_SDK_RESULT', payload: { fortfaceSdkData: 'opaque' } },
      }),
    );
    await expect(result).resolves.toEqual({
      type: 'FACE_SDK_RESULT',
      payload: { fortfaceSdkData: 'opaque' },
    });
  });

  it('stops waiting for a host message when aborted', async () => {
    const controller = new AbortController();
    const result = waitForNativeMessage(['CAMERA_RESULT'], controller.signal);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
