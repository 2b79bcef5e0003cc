// App boot (docs/spec/account-checklist.md §4): not booted, booting while the entry query is read
// and the partner loads, then booted, even when the partner fails to load.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getEntryParams } from '../lib/entry-params';
import { getPartnerState, setPartner } from '../lib/partner';
import { json, refused } from '../testing/responses';
import { setupI18n } from '../testing/setup-i18n';
import { boot, getBootState } from './boot';

const partner = {
  id: '7',
  name: 'Mercado Azul',
  slug: 'mercado-azul',
  options: {
    views: ['home', 'wallet', 'profile'],
    description: { splashSubTitle: 'Pague com o rosto no Mercado Azul' },
    showMenuLabels: true,
  },
  placeIds: [],
};

describe('boot', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    setPartner(null);
    vi.unstubAllGlobals();
  });

  it('goes from not booted to booting to booted, reading the query and loading the partner', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(getBootState()).toBe('not-booted');

    const booting = boot({
      search: '?partner=mercado-azul&cpf=52998224725',
      hostname: 'localhost',
    });
    expect(getBootState()).toBe('booting');
    expect(getEntryParams().cpf).toBe('52998224725');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/partner/mercado-azul');
    expect(getBootState()).toBe('booting');

    answer(json(200, { data: partner }));
    await booting;
    expect(getBootState()).toBe('booted');
    expect(getPartnerState()).toMatchObject({
      partner: { slug: 'mercado-azul' },
      views: ['home', 'wallet', 'profile'],
    });

    // Booting happens once.
    await boot({ search: '?partner=other', hostname: 'localhost' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('is booted even when the partner cannot be loaded: the failure is only logged', async () => {
    vi.resetModules();
    const fresh = await import('./boot');
    const freshPartner = await import('../lib/partner');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(refused(422, 'PARTNER_NOT_FOUND'))),
    );
    await expect(
      fresh.boot({ search: '?partner=nao-existe', hostname: 'localhost' }),
    ).resolves.toBeUndefined();
    expect(fresh.getBootState()).toBe('booted');
    expect(freshPartner.getPartnerState().partner).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Partner "nao-existe" could not be loaded; using the Rosto brand.',
      expect.objectContaining({ code: 'PARTNER_NOT_FOUND' }),
    );
  });
});
