// A partner seen earlier in this browser session is applied at once from the
// format the app has always stored; a stored value it cannot read is dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPartnerState, setPartner } from '../../../lib/partner';
import { storageKeys } from '../../../lib/storage';
import { loadPartner, PARTNER_SPLASH_WAIT_MS } from './partner-store';

const partner = {
  id: '7',
  name: 'Mercado Azul',
  slug: 'mercado-azul',
  options: { views: ['home', 'wallet', 'profile'], showMenuLabels: true },
  placeIds: [],
};

/** The API's answer to a partner that does not exist. */
const partnerNotFound = () =>
  Response.json({ statusCode: 404, error: 'x', message: 'PARTNER_NOT_FOUND' }, { status: 404 });

describe('partner store', () => {
  afterEach(() => {
    setPartner(null);
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('applies the partner stored by today’s app at once and refreshes it in the background', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem(
      storageKeys.partner,
      JSON.stringify({ identifier: 'mercado-azul', partner }),
    );
    await loadPartner({ search: '', hostname: 'localhost' });
    expect(getPartnerState()).toMatchObject({
      partner: { slug: 'mercado-azul' },
      views: ['home', 'wallet', 'profile'],
    });
    // The refresh asks once the API client has loaded (it comes with the partner).
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/partner/mercado-azul');
  });

  it('lets the app start after the splash wait, and brands it when a slow answer arrives', async () => {
    vi.useFakeTimers();
    try {
      let answer: (response: Response) => void = () => undefined;
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
      );
      let started = false;
      const boot = loadPartner({ search: '?partner=mercado-azul', hostname: 'localhost' }).then(
        () => (started = true),
      );
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await vi.advanceTimersByTimeAsync(PARTNER_SPLASH_WAIT_MS);
      await boot;
      expect(started).toBe(true);
      expect(getPartnerState().partner).toBeNull();

      // The server answers 7 s in: the API client's own timeout (20 s) has not cut it.
      await vi.advanceTimersByTimeAsync(2000);
      answer(Response.json({ data: partner }));
      await vi.waitFor(() => expect(getPartnerState().partner?.slug).toBe('mercado-azul'));
      expect(JSON.parse(sessionStorage.getItem(storageKeys.partner) ?? '{}')).toMatchObject({
        identifier: 'mercado-azul',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks once more after an answer that may pass (a 429), and brands the page with the second', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        Response.json(
          { statusCode: 429, error: 'x', message: 'TOO_MANY_REQUESTS' },
          { status: 429 },
        ),
      )
      .mockResolvedValueOnce(Response.json({ data: partner }));
    vi.stubGlobal('fetch', fetchMock);
    await loadPartner({ search: '?partner=mercado-azul', hostname: 'localhost' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getPartnerState().partner?.slug).toBe('mercado-azul');
  });

  it('does not ask again for a partner that does not exist', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(partnerNotFound());
    vi.stubGlobal('fetch', fetchMock);
    await loadPartner({ search: '?partner=nao-existe', hostname: 'localhost' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getPartnerState().partner).toBeNull();
  });

  it('a page loaded again before the answer asks for the link’s partner, not for none', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
      vi.stubGlobal('fetch', fetchMock);
      // The link's page: its partner is asked for, and no answer comes before…
      const first = loadPartner({ search: '?partner=mercado-azul', hostname: 'localhost' });
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(PARTNER_SPLASH_WAIT_MS);
      await first;
      // …the next page of the visit, with no query, which asks for it again.
      const next = loadPartner({ search: '', hostname: 'localhost' });
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(fetchMock.mock.calls[1]![0]).toBe('/api/partner/mercado-azul');
      await vi.advanceTimersByTimeAsync(PARTNER_SPLASH_WAIT_MS);
      await next;
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the link’s partner that does not exist: the next page asks for none', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(partnerNotFound());
    vi.stubGlobal('fetch', fetchMock);
    await loadPartner({ search: '?partner=nao-existe', hostname: 'localhost' });
    await loadPartner({ search: '', hostname: 'localhost' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(storageKeys.partnerIdentifier)).toBeNull();
  });

  it('drops a stored partner it cannot read and keeps the Rosto brand', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem(
      storageKeys.partner,
      JSON.stringify({ identifier: 'mercado-azul', partner: { slug: 'mercado-azul' } }),
    );
    await loadPartner({ search: '', hostname: 'localhost' });
    expect(getPartnerState().partner).toBeNull();
    expect(sessionStorage.getItem(storageKeys.partner)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
