// A partner seen earlier in this browser session is applied at once from the
// format the app has always stored; a stored value it cannot read is dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPartnerState, setPartner } from '../../../lib/partner';
import { storageKeys } from '../../../lib/storage';
import { loadPartner } from './partner-store';

const partner = {
  id: '7',
  name: 'Mercado Azul',
  slug: 'mercado-azul',
  options: { views: ['home', 'wallet', 'profile'], showMenuLabels: true },
  placeIds: [],
};

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
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/partner/mercado-azul');
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
