// Which guard each address of the route table sits behind (docs/spec/account-checklist.md §2,
// docs/spec/wallet-checklist.md §2), through the whole shell: boot, guards and lazy routes, as
// app.test.tsx.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPartner } from '../lib/partner';
import { testPartner } from '../testing/partner';
import { endSession, startSession } from '../lib/session';
import { testProfile } from '../testing/profile';
import { json } from '../testing/responses';
import { setupI18n } from '../testing/setup-i18n';
import { createApp } from './app';
import { boot } from './boot';

async function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const { App } = createApp();
  await boot();
  render(<App />);
}

const currentPath = () => window.location.pathname;

const CARD_ID = '4b7e9d2c-1a3f-4c5e-9b8d-6f0a2e4c8d1b';

/**
 * The wallet's addresses (docs/spec/wallet-checklist.md §2): signed in, and the partner's 'wallet'
 * view.
 */
const walletPaths = [
  '/carteira',
  '/carteira/adicionar',
  '/carteira/meio-pagamento',
  `/carteira/${CARD_ID}`,
  `/carteira/${CARD_ID}/validar`,
  `/carteira/food-voucher/${CARD_ID}/validar`,
];

/** The signed-in user's calls: the profile, an empty card list and no payments (the home). */
function answerSignedIn(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.includes('/api/user/payment-method/formatted')) {
      return Promise.resolve(json(200, { data: { data: [] } }));
    }
    if (url.includes('/api/user/transactions')) return Promise.resolve(json(200, { data: [] }));
    return Promise.resolve(json(200, { data: testProfile() }));
  });
  startSession('token', 'user-1');
}

describe('route table guards', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(setupI18n);
  afterEach(() => {
    endSession();
    setPartner(null);
    vi.unstubAllGlobals();
  });

  it.each([
    '/register/face',
    '/validation',
    ...walletPaths,
    '/pagamentos',
    `/pagamentos/${CARD_ID}`,
    `/pagamentos/${CARD_ID}/mapa`,
    `/pagamentos/${CARD_ID}/ajuda`,
  ])('sends a signed-out visitor from %s to the welcome screen', async (path) => {
    await openApp(path);
    expect(await screen.findByRole('link', { name: 'Começar cadastro' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it.each(['/register-private-label', '/register-private-label-app-user'])(
    'sends a signed-out visitor from %s to sign in',
    async (path) => {
      await openApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Qual é o seu CPF?' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(currentPath()).toBe('/login');
    },
  );

  it.each(['/perfil', '/perfil/redefinir-pin'])(
    'sends the user from %s to /home when the partner has no profile view',
    async (path) => {
      answerSignedIn(fetchMock);
      setPartner(testPartner({ views: ['home', 'transactions', 'wallet'] }));
      await openApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Olá, Maria' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/home'));
    },
  );

  it.each(walletPaths)(
    'sends the user from %s to /home when the partner has no wallet view',
    async (path) => {
      answerSignedIn(fetchMock);
      setPartner(testPartner({ views: ['home', 'transactions', 'profile'] }));
      await openApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Olá, Maria' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/home'));
    },
  );

  it('opens /carteira for a signed-in user when the partner has the wallet view', async () => {
    answerSignedIn(fetchMock);
    setPartner(testPartner({ views: ['home', 'wallet', 'profile'] }));
    await openApp('/carteira');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Meios de pagamento' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/carteira');
  });
});
