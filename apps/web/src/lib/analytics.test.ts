import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, setAnalyticsContext } from './analytics';
import { getDeviceId } from './device-id';
import { endSession, startSession } from './session';

describe('analytics', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{"data":null}', { status: 200 }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('sends nothing when tracking is disabled', () => {
    createTracker(false)('PAGE_VIEW');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts an anonymous event with the tracking properties', async () => {
    setAnalyticsContext({ product: 'mercado-azul' });
    createTracker(true)('PAGE_VIEW', { path: '/download' });
    // The API client loads with the first event.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/event-service/anonymous');
    const body = JSON.parse(init!.body as string) as {
      payload: { eventProperties: Record<string, unknown> };
    };
    expect(body).toMatchObject({
      type: 'ANALYTICS',
      payload: {
        eventType: 'TRACKING',
        eventName: 'PAGE_VIEW',
        eventProperties: {
          distinctId: getDeviceId(),
          journeyOrigin: 'web',
          product: 'mercado-azul',
          realtime: false,
          path: '/download',
        },
      },
    });
    expect(body.payload.eventProperties.insertId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.payload.eventProperties.time).toBe('number');
  });

  it('uses the signed-in endpoint with the bearer when signed in', async () => {
    startSession('tok', 'u1');
    createTracker(true)('LOGOUT');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/event-service');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('swallows failures with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(() => createTracker(true)('PAGE_VIEW')).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
