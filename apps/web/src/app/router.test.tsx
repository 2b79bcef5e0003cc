// Which guard each address of the route table sits behind (account.md §2),
// through the whole shell: boot, guards and lazy routes, as app.test.tsx.
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

describe('route table guards', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(setupI18n);
  afterEach(() => {
    endSession();
    setPartner(null);
    vi.unstubAllGlobals();
  });

  it.each(['/register/face', '/validation'])(
    'sends a signed-out visitor from %s to the welcome screen',
    async (path) => {
      await openApp(path);
      expect(await screen.findByRole('link', { name: 'Começar cadastro' })).toBeInTheDocument();
      expect(currentPath()).toBe('/');
    },
  );

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
      vi.stubGlobal('fetch', fetchMock);
      fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: testProfile() })));
      startSession('token', 'user-1');
      setPartner(testPartner({ views: ['home', 'transactions', 'wallet'] }));
      await openApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Olá, Maria' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/home'));
    },
  );
});
