// Registration screens: where each error of the flow shows (under the field,
// or as a snackbar for the finish), and what the flow does with it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadErrorCatalogue } from '../../../lib/error-text';
import { endSession } from '../../../lib/session';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { storageKeys } from '../../../lib/storage';
import { refused } from '../../../testing/responses';
import { setupI18n } from '../../../testing/setup-i18n';
import { initialOnboarding, type OnboardingState } from '../stores/onboarding-machine';
import { clearOnboarding, getOnboarding } from '../stores/onboarding-store';
import { RegisterRoute } from './register';

const started: OnboardingState = {
  ...initialOnboarding('standard', { cpf: '52998224725' }),
  acceptedTermsAt: '2025-01-01T10:00:00.000Z',
  fullName: 'Ana Souza',
  registerIntentionId: '6f1c7a3e-8a4b-4f0e-9d7c-1e2f3a4b5c6d',
  startedWith: { fullName: 'Ana Souza', cpf: '52998224725' },
};

function renderAt(state: OnboardingState) {
  localStorage.setItem(storageKeys.onboarding, JSON.stringify(state));
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterRoute />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const slow = { timeout: 3_000 };

describe('RegisterRoute errors', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupI18n();
    await preloadErrorCatalogue();
  }, 30_000);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearOnboarding();
    clearSnackbars();
    endSession();
  });

  it('resumes at the stored step with its counter', async () => {
    renderAt({ ...started, step: 'phone', history: ['terms', 'name'] });
    expect(
      await screen.findByRole('heading', { name: 'Qual é o seu celular?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Etapa 3 de 8')).toBeInTheDocument();
  });

  it('a phone in use: the message under the phone, with sign-in and support links', async () => {
    fetchMock.mockResolvedValueOnce(refused(400, 'PHONE_ALREADY_IN_USE'));
    renderAt({
      ...started,
      step: 'phone',
      history: ['terms', 'name'],
      phone: { areaCode: '11', number: '987654321' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar código' }));
    const alert = await screen.findByText(
      'Este celular já está em uso. Faça login ou fale com o suporte.',
      {},
      slow,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: /Falar com o suporte/ })).toBeInTheDocument();
  });

  it('an expired registration: snackbar, and back to the screen that starts it', async () => {
    fetchMock.mockResolvedValueOnce(refused(400, 'EXPIRED_SESSION'));
    renderAt({
      ...started,
      step: 'phone',
      history: ['terms', 'name'],
      phone: { areaCode: '11', number: '987654321' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(
      await screen.findByRole('heading', { name: 'Qual é o seu nome completo?' }, slow),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(getSnackbars().map((snackbar) => snackbar.message)).toEqual([
        'Seu cadastro expirou. Comece novamente.',
      ]),
    );
    expect(getOnboarding()).toMatchObject({ registerIntentionId: null, fullName: 'Ana Souza' });
  });

  it('a too-easy PIN shows under the dots; a finish failure is a snackbar', async () => {
    fetchMock.mockResolvedValueOnce(refused(500, 'UNKNOWN'));
    renderAt({
      ...started,
      step: 'pin',
      history: ['terms', 'name', 'phone', 'code', 'email', 'email-confirm'],
      phoneConfirmed: true,
      email: 'ana@exemplo.com',
      emailSaved: true,
    });
    const pin = await screen.findByLabelText('Senha de 4 números');
    fireEvent.input(pin, { target: { value: '1111' } });
    expect(
      await screen.findByText(
        'Escolha uma senha mais difícil: evite números repetidos, sequências, anos e senhas comuns.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    fireEvent.input(pin, { target: { value: '7392' } });
    const confirmation = await screen.findByLabelText('Senha de 4 números', {}, slow);
    expect(screen.getByRole('heading', { name: 'Digite a senha novamente' })).toBeInTheDocument();
    fireEvent.input(confirmation, { target: { value: '7392' } });
    await waitFor(() =>
      expect(getSnackbars().map((snackbar) => snackbar.message)).toEqual([
        'Ocorreu um erro inesperado.',
      ]),
    );
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ pin: '7392' });
    // Nothing of the PIN is stored.
    expect(localStorage.getItem(storageKeys.onboarding)).not.toContain('7392');
  });
});
