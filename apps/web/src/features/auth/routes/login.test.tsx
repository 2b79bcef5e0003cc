// Sign-in screen: where each error code shows, and where success leads.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadErrorCatalogue } from '../../../lib/error-text';
import { endSession, getSessionToken } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import { json, refused } from '../../../testing/responses';
import { setupI18n } from '../../../testing/setup-i18n';
import { LoginRoute } from './login';

const CPF = '52998224725';
// The code step and the error catalogue are lazy chunks: the first load is slow in tests.
const slow = { timeout: 5_000 };
const INTENTION = '0f8e2a9c-1111-4a2b-9c3d-4e5f6a7b8c9d';

const started = () =>
  json(200, {
    data: {
      exists: true,
      loginIntentionId: INTENTION,
      privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
      phoneAreaCode: '11',
      phoneLastFourDigits: '4321',
      resendAfterSeconds: 30,
    },
  });

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname} {JSON.stringify(location.state)}
    </output>
  );
}

// No query client around it: the route brings React Query with its code step.
function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function typeCpf(value = CPF) {
  fireEvent.input(screen.getByLabelText('CPF'), { target: { value } });
  // The CPF is judged 250 ms after typing stops.
  const continueButton = screen.getByRole('button', { name: 'Continuar' });
  expect(continueButton).toBeDisabled();
  await waitFor(() => expect(continueButton).toBeEnabled());
  return continueButton;
}

describe('LoginRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupI18n();
    // Warm the lazy chunks (code step, error catalogue) once for every test.
    await Promise.all([
      import('../components/login-code-step'),
      import('../../../lib/query-provider'),
    ]);
    await preloadErrorCatalogue();
  }, 30_000);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });

  it('masks the CPF and sends it as digits; an unknown CPF goes to registration keeping it', async () => {
    fetchMock.mockResolvedValueOnce(refused(404, 'USER_NOT_FOUND'));
    renderLogin();
    const button = await typeCpf('529.982.247-25');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/register {"cpf":"${CPF}"}`),
    );
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ cpf: CPF, call: false, recaptcha: null });
  });

  it('a blocked account: its message under the CPF and the help link to support', async () => {
    fetchMock.mockResolvedValueOnce(refused(403, 'USER_IS_BLOCKED'));
    renderLogin();
    fireEvent.click(await typeCpf());
    expect(
      await screen.findByText(
        'Não foi possível acessar a conta deste CPF. Em caso de dúvida, entre em contato conosco.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    const support = screen.getByRole('link', { name: /Falar com o suporte/ });
    expect(new URL(support.getAttribute('href')!).searchParams.get('subject')).toBe(
      'Não consigo acessar minha conta',
    );
    expect(support.getAttribute('href')).not.toMatch(/529\.?982\.?247-?25/u);

    // A click opens the tab at once, then the ticket with a reference to the CPF, not the CPF.
    const reference = '7KQ2-M9XD-4RTB-H0WC-8ZNE';
    fetchMock.mockResolvedValueOnce(
      json(201, { data: { reference, expiresAt: '2026-12-23T12:00:00.000Z' } }),
    );
    const tab = { opener: {}, closed: false, location: { replace: vi.fn() } };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    fireEvent.click(support);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledOnce());
    const sent = JSON.parse(fetchMock.mock.calls[1]![1]!.body as string) as Record<string, unknown>;
    expect(sent).toEqual({ cpf: CPF });
    const ticket = String(tab.location.replace.mock.calls[0]![0]);
    expect(new URL(ticket).searchParams.get('description')).toContain(
      `Referência do atendimento: ${reference}`,
    );
    expect(ticket).not.toMatch(/529\.?982\.?247-?25/u);
  });

  it('shows code errors under the boxes; a removed account gets the removed-account ticket', async () => {
    fetchMock
      .mockResolvedValueOnce(started())
      .mockResolvedValueOnce(refused(429, 'PHONE_OTP_TOO_MANY_ATTEMPTS'))
      .mockResolvedValueOnce(refused(403, 'USER_DELETED'));
    renderLogin();
    fireEvent.click(await typeCpf());
    const input = await screen.findByLabelText('Código de verificação', {}, slow);
    expect(screen.getByText(/\(11\) •••••-4321/)).toBeInTheDocument();

    fireEvent.input(input, { target: { value: '123456' } });
    const alert = await screen.findByText(
      'Muitas tentativas com este código. Peça um novo código.',
      {},
      slow,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(input).toHaveValue('');

    fireEvent.input(input, { target: { value: '654321' } });
    expect(
      await screen.findByText(
        'Esta conta foi removida. Fale com a gente se precisar de ajuda.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    const ticket = screen.getByRole('link', { name: /Falar com o suporte/ });
    expect(new URL(ticket.getAttribute('href')!).searchParams.get('subject')).toBe(
      'Conta removida ou bloqueada',
    );
  });

  it('signs in, tells the native host LOGIN with the user id and routes by face status', async () => {
    const host = { postMessage: vi.fn() };
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = host;
    fetchMock.mockResolvedValueOnce(started()).mockResolvedValueOnce(
      json(200, {
        data: {
          token: 'jwt',
          profile: {
            id: 'user-1',
            privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
            email: null,
            identityVerificationOutcome: 'PROCESSING',
          },
        },
      }),
    );
    renderLogin();
    fireEvent.click(await typeCpf());
    fireEvent.input(await screen.findByLabelText('Código de verificação', {}, slow), {
      target: { value: '123456' },
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/validation'));
    expect(getSessionToken()).toBe('jwt');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(host.postMessage).toHaveBeenCalledWith(
      JSON.stringify({ type: 'LOGIN', userId: 'user-1' }),
    );
  });

  it('keeps the code step across a reload (no code stored) and allows back only after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockResolvedValueOnce(started());
      renderLogin();
      fireEvent.click(await typeCpf());
      await screen.findByLabelText('Código de verificação', {}, slow);
      expect(sessionStorage.getItem(storageKeys.login)).toContain(INTENTION);
      expect(sessionStorage.getItem(storageKeys.login)).not.toMatch(/otp|code"/);
      const back = screen.getByRole('button', { name: 'Voltar' });
      expect(back).toBeDisabled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(31_000);
      });
      expect(back).toBeEnabled();
      fireEvent.click(back);
      expect(await screen.findByRole('heading', { name: 'Qual é o seu CPF?' })).toBeInTheDocument();
      expect(sessionStorage.getItem(storageKeys.login)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
