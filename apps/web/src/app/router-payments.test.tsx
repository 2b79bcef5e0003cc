// The payments addresses in the whole shell (docs/spec/wallet-checklist.md §2 route table):
// /pagamentos behind the partner's 'transactions' view, the receipt and its
// tabs for any signed-in user, and no other address under a receipt.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPartner } from '../lib/partner';
import { endSession, startSession } from '../lib/session';
import { testTransaction } from '../lib/transactions/testing';
import { testPartner } from '../testing/partner';
import { testProfile } from '../testing/profile';
import { json } from '../testing/responses';
import { setupI18n } from '../testing/setup-i18n';
import { createApp } from './app';
import { boot } from './boot';

const payment = testTransaction();

async function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const { App } = createApp();
  await boot();
  render(<App />);
}

const currentPath = () => window.location.pathname;

/** The signed-in user's calls: the profile, one payment, a place without location. */
function answerSignedIn(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.includes('/api/user/transactions'))
      return Promise.resolve(json(200, { data: [payment] }));
    if (url.includes('/api/user/place/'))
      return Promise.resolve(
        json(404, { statusCode: 404, error: 'x', message: 'PLACE_NOT_FOUND' }),
      );
    if (url.includes('/api/user/payment-method/formatted'))
      return Promise.resolve(json(200, { data: { data: [] } }));
    if (url.includes('/api/user/profile'))
      return Promise.resolve(json(200, { data: testProfile() }));
    return Promise.resolve(json(200, { data: [] }));
  });
  startSession('token', 'user-1');
}

describe('payments routes', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(setupI18n);
  afterEach(() => {
    endSession();
    setPartner(null);
    vi.unstubAllGlobals();
  });

  it('/pagamentos opens the payments list when the partner has the transactions view', async () => {
    answerSignedIn(fetchMock);
    await openApp('/pagamentos');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamentos' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Padaria Sol', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/pagamentos');
  });

  it('/pagamentos sends the user to /home when the partner has no transactions view', async () => {
    answerSignedIn(fetchMock);
    setPartner(testPartner({ views: ['home', 'wallet', 'profile'] }));
    await openApp('/pagamentos');
    await waitFor(() => expect(currentPath()).toBe('/home'), { timeout: 5_000 });
  });

  it.each([
    ['the receipt', `/pagamentos/${payment.id}`, 'Padaria Sol'],
    ['the help tab', `/pagamentos/${payment.id}/ajuda`, 'Precisa de ajuda com este pagamento?'],
  ])(
    '%s opens for a signed-in user, even without the transactions view',
    async (_name, path, heading) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      answerSignedIn(fetchMock);
      setPartner(testPartner({ views: ['home', 'wallet', 'profile'] }));
      await openApp(path);
      expect(
        await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(currentPath()).toBe(path);
    },
  );

  it('another address under a receipt is not found', async () => {
    answerSignedIn(fetchMock);
    await openApp(`/pagamentos/${payment.id}/recibo`);
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada.' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('a signed-out visitor goes from a receipt to the welcome screen', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await openApp(`/pagamentos/${payment.id}/mapa`);
    expect(
      await screen.findByRole('link', { name: 'Começar cadastro' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});
