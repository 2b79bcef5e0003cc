// The whole shell in jsdom: boot, guards, lazy routes and the 401 disconnect.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSnackbars } from '../lib/snackbar';
import { endSession, getSessionToken, startSession } from '../lib/session';
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

describe('app shell', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupI18n();
  });
  afterEach(() => {
    endSession();
    clearSnackbars();
    vi.unstubAllGlobals();
  });

  it('welcomes a visitor with both calls to action leading to /login', async () => {
    await openApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pague com o seu rosto' }),
    ).toBeInTheDocument();
    for (const name of ['Começar cadastro', 'Já tenho cadastro']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/login');
    }
  });

  it('disconnects on a 401 and says the session expired', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'UNAUTHORIZED' }),
    );
    startSession('expired-token', 'user-1');
    await openApp('/home');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sua sessão expirou. Faça login e tente novamente.',
    );
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(getSessionToken()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Começar cadastro' })).toBeInTheDocument();
  });

  it('greets a signed-in user on /home with the bottom menu', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: testProfile() })));
    startSession('token', 'user-1');
    await openApp('/home');
    expect(await screen.findByRole('heading', { name: 'Olá, Maria' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it('forces face registration when the profile asks for it', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        json(200, { data: testProfile({ mustRegisterFace: true, userFaceStatus: 'NOT_STARTED' }) }),
      ),
    );
    startSession('token', 'user-1');
    await openApp('/carteira');
    await waitFor(() => expect(currentPath()).toBe('/register/face'));
  });

  it('lets a user who must register the face open /perfil, without the bottom menu', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        json(200, { data: testProfile({ mustRegisterFace: true, userFaceStatus: null }) }),
      ),
    );
    startSession('token', 'user-1');
    await openApp('/perfil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(currentPath()).toBe('/perfil');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });

  it("sends a partner's user who signs in to the private-label registration, not home", async () => {
    // The session starts and the screen navigates at once: the sign-in route's
    // guard must not see the session before the new address (app.tsx).
    vi.stubGlobal('fetch', fetchMock);
    fetchMock
      .mockResolvedValueOnce(
        json(200, {
          data: {
            exists: true,
            loginIntentionId: '0f8e2a9c-1111-4a2b-9c3d-4e5f6a7b8c9d',
            privateLabelStatus: { isEnabled: true, hasEncodings: false, hasOptIn: false },
            phoneAreaCode: '11',
            phoneLastFourDigits: '4321',
            resendAfterSeconds: 30,
          },
        }),
      )
      .mockResolvedValueOnce(
        json(200, {
          data: {
            token: 'jwt',
            profile: {
              ...testProfile(),
              privateLabelStatus: { isEnabled: true, hasEncodings: false, hasOptIn: false },
              email: null,
              identityVerificationOutcome: null,
            },
          },
        }),
      )
      .mockImplementation(() => new Promise<Response>(() => undefined));
    await openApp('/login');
    fireEvent.input(await screen.findByLabelText('CPF'), { target: { value: '52998224725' } });
    const submit = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    fireEvent.input(await screen.findByLabelText('Código de verificação', {}, { timeout: 5_000 }), {
      target: { value: '123456' },
    });
    await waitFor(() => expect(currentPath()).toBe('/register-private-label'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentPath()).toBe('/register-private-label');
  });

  it('shows the not-found page for an unknown address', async () => {
    await openApp('/nao-existe');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada.' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Página não encontrada | Rosto');
    const report = screen.getByRole('link', { name: /Reportar este problema/ });
    const url = new URL(report.getAttribute('href')!);
    expect(url.searchParams.get('subject')).toBe('Página não encontrada');
    expect(url.searchParams.get('description')).toContain('/nao-existe');
  });
});
