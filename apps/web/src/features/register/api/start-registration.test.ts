// register/start carries the "extra device info" (docs/spec/account-checklist.md §7): the host
// app's answer inside the native wrapper, else the browser's own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/responses';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};

const input = {
  fullName: 'Ana Souza',
  cpf: '52998224725',
  acceptedTermsAt: '2025-01-01T10:00:00.000Z',
  recaptcha: null,
};

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Fresh modules per test: the host's answer is remembered for the page's life. */
async function load() {
  const device = await import('../utils/registration-device-info');
  const api = await import('./start-registration');
  return { ...device, ...api };
}

const sentBody = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, call = 0) =>
  JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as Record<string, unknown>;

describe('startRegistration device info', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        json(200, { data: { registerIntentionId: '6f1c7a3e-8a4b-4f0e-9d7c-1e2f3a4b5c6d' } }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setHost(undefined);
  });

  it("in a browser, sends the browser's info at once, without waiting for the host's retries", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
    const { askHostForDeviceInfo, startRegistration } = await load();
    askHostForDeviceInfo(); // as the route does on mount; nobody will answer for 1 s
    const started = Date.now();
    await startRegistration(input);
    expect(Date.now() - started).toBeLessThan(500);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/entrance/register/start');
    expect(sentBody(fetchMock)).toMatchObject({
      cpf: '52998224725',
      optInBy: 'register',
      deviceInfo: {
        platform: 'web',
        platformVersion: 'Safari 17.4',
        deviceName: null,
        userAgent: SAFARI,
      },
    });
  });

  it("inside the native app, sends the host's device info, waiting for a late answer", async () => {
    const payload = {
      platform: 'android',
      platformVersion: '14',
      deviceName: 'Pixel 8',
      userAgent: 'RostoApp/2.1 (Android 14)',
      capabilities: ['CAMERA'],
    };
    let requests = 0;
    // The host answers the third request (about 200 ms in).
    setHost({
      postMessage: vi.fn(() => {
        requests += 1;
        if (requests !== 3) return;
        setTimeout(() =>
          window.dispatchEvent(
            new MessageEvent('message', {
              data: JSON.stringify({ type: 'DEVICE_INFO', payload }),
            }),
          ),
        );
      }),
    });
    const { askHostForDeviceInfo, startRegistration } = await load();
    askHostForDeviceInfo();
    await startRegistration(input);
    expect(sentBody(fetchMock).deviceInfo).toEqual({
      platform: 'android',
      platformVersion: '14',
      deviceName: 'Pixel 8',
      userAgent: 'RostoApp/2.1 (Android 14)',
    });
    // The host answered the third request; on a busy machine one more may
    // have left before its answer arrived. Remembered: a second start does not ask again.
    const asked = requests;
    expect(asked).toBeGreaterThanOrEqual(3);
    await startRegistration(input);
    expect(requests).toBe(asked);
    expect(sentBody(fetchMock, 1).deviceInfo).toEqual(sentBody(fetchMock).deviceInfo);
  });

  it("inside a host that never answers, falls back to the browser's info", async () => {
    setHost({ postMessage: vi.fn() });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
    const { startRegistration } = await load();
    await startRegistration(input);
    expect(sentBody(fetchMock).deviceInfo).toMatchObject({ platform: 'web' });
  });
});
