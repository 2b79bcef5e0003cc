// Capture through a host app: which way it offers, and what its answers mean.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureWithNativeCamera,
  captureWithNativeSdk,
  deviceRequestInfo,
  nativeCaptureMode,
} from './native-capture';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};
const answer = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data }));
const info = {
  platform: 'android',
  platformVersion: '14',
  deviceName: 'Pixel',
  userAgent: 'UA',
};

describe('native capture', () => {
  afterEach(() => setHost(undefined));

  it('prefers the face SDK, then the camera, else the web camera', () => {
    expect(nativeCaptureMode({ ...info, capabilities: ['CAMERA', 'FACE_SDK'] })).toBe('sdk');
    expect(nativeCaptureMode({ ...info, capabilities: ['CAMERA'] })).toBe('camera');
    expect(nativeCaptureMode({ ...info, capabilities: [] })).toBeNull();
    expect(nativeCaptureMode(info)).toBeNull();
    expect(nativeCaptureMode(null)).toBeNull();
  });

  it('sends the handshake only the device fields', () => {
    expect(deviceRequestInfo({ ...info, capabilities: ['CAMERA'] })).toEqual(info);
  });

  it('sends OPEN_CAMERA and turns the photo into a JPEG data URL', async () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    const photo = captureWithNativeCamera(new AbortController().signal);
    expect(JSON.parse(host.postMessage.mock.calls[0]![0] as string)).toEqual({
      type: 'OPEN_CAMERA',
    });
    answer(JSON.stringify({ type: 'CAMERA_RESULT', payload: { image: '/9j/AAAA' } }));
    await expect(photo).resolves.toBe('data:image/jpeg;base64,/9j/AAAA');
  });

  it('a cancelled camera or SDK gives nothing', async () => {
    setHost({ postMessage: vi.fn() });
    const photo = captureWithNativeCamera(new AbortController().signal);
    answer({ type: 'CAMERA_CANCELLED' });
    await expect(photo).resolves.toBeNull();
    const sdk = captureWithNativeSdk(
      { sessionId: 's', sessionKey: 'k', sessionToken: 't' },
      new AbortController().signal,
    );
    answer({ type: 'FACE_SDK_CANCELLED' });
    await expect(sdk).resolves.toBeNull();
  });

  it('opens the SDK with the session and answers its opaque result', async () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    const result = captureWithNativeSdk(
      { sessionId: 's', sessionKey: 'k', sessionToken: 't' },
      new AbortController().signal,
    );
    expect(JSON.parse(host.postMessage.mock.calls[0]![0] as string)).toMatchObject({
      type: 'OPEN_FACE_SDK',
      sessionId: 's',
      sessionKey: 'k',
    });
    answer({ type: 'FACE_SDK_RESULT', payload: { fortfaceSdkData: 'opaque' } });
    await expect(result).resolves.toBe('opaque');
  });

  it('fails when the host is gone', async () => {
    await expect(captureWithNativeCamera(new AbortController().signal)).rejects.toThrow(
      'host is gone',
    );
  });
});
