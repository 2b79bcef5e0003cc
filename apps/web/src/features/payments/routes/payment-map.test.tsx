// /pagamentos/{id}/mapa (docs/spec/wallet-checklist.md §2, §9): the shop on a Leaflet map at zoom
// 15 with a marker, tiles from the configured server (never loaded under
// jsdom: no request leaves), and no map when the location is unknown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { changeLanguage } from '../../../lib/i18n';
import { testTransaction } from '../../../lib/transactions/testing';
import { refused } from '../../../testing/responses';
import { setUpRouteTests } from '../../../testing/routes';
import { MAP_ZOOM } from '../components/place-map';
import { byId, fakePaymentsApi, PAULISTA, placeAt, renderPayments } from '../testing';

/** The slippy-map tile holding a point at a zoom (OpenStreetMap's numbering). */
function tileOf({ lat, lng }: { lat: number; lng: number }, zoom: number) {
  const scale = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * scale),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale),
  };
}

const payment = testTransaction();

describe('PaymentMapRoute', () => {
  const fetchMock = setUpRouteTests();

  it('shows the place at zoom 15 with a marker, on the configured tiles with their attribution', async () => {
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
    renderPayments({ entries: [`/pagamentos/${payment.id}/mapa`] });
    const map = await screen.findByRole('region', {
      name: 'Mapa com a localização de Padaria Sol',
    });
    expect(MAP_ZOOM).toBe(15);
    expect(env.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    // The tile under the centre is the place's tile at zoom 15.
    const { x, y } = tileOf(PAULISTA, 15);
    await waitFor(() =>
      expect(
        [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => tile.src),
      ).toContain(`https://tile.openstreetmap.org/15/${x}/${y}.png`),
    );
    const marker = within(map).getByRole('button', { name: 'Padaria Sol' });
    expect(marker).toHaveClass('leaflet-marker-icon');
    expect(map).toHaveTextContent('OpenStreetMap');
    expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(within(map).getByRole('button', { name: 'Aproximar' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Afastar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mapa' })).toHaveAttribute('aria-current', 'page');
  });

  it("keeps the place's name on the map and says why it is empty when tiles cannot load (issue 29)", async () => {
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
    renderPayments({ entries: [`/pagamentos/${payment.id}/mapa`] });
    const map = await screen.findByRole('region', {
      name: 'Mapa com a localização de Padaria Sol',
    });
    // The pin's label is drawn by Leaflet, tiles or not.
    await waitFor(() =>
      expect(map.querySelector('.leaflet-tooltip')).toHaveTextContent('Padaria Sol'),
    );
    expect(screen.queryByTestId('map-tiles-failed')).toBeNull();
    const tile = await waitFor(() => {
      const first = map.querySelector<HTMLImageElement>('img.leaflet-tile');
      expect(first).not.toBeNull();
      return first!;
    });
    fireEvent.error(tile);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'O mapa não carregou agora. O local está marcado no centro.',
    );
    expect(map.querySelector('.leaflet-tooltip')).toHaveTextContent('Padaria Sol');
  });

  it('zoom buttons speak English in English', async () => {
    await changeLanguage('en');
    try {
      fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
      renderPayments({ entries: [`/pagamentos/${payment.id}/mapa`] });
      const map = await screen.findByRole('region', { name: 'Map showing where Padaria Sol is' });
      expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    } finally {
      await changeLanguage('pt-BR');
    }
  });

  it('opened while the location is unknown, it gives way to the receipt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakePaymentsApi(fetchMock, {
      transactions: byId(payment),
      place: () => refused(404, 'PLACE_NOT_FOUND'),
    });
    renderPayments({ entries: [`/pagamentos/${payment.id}/mapa`] });
    expect(await screen.findByRole('region', { name: 'Padaria Sol' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recibo' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Mapa' })).toBeNull();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
