// Registration screens: where each error of the flow shows (under the field,
// or as a snackbar for the finish), and what the flow does with it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { preloadErrorCatalogue } from '../../../lib/error-text';
import { endSession } from '../../../lib/session';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { storageKeys } from '../../../lib/storage';
import { json, refused } from '../../../testing/responses';
import { setupI18n } from '../../../testing/setup-i18n';
import { initialOnboarding, type OnboardingState } from '../stores/onboarding-machine';
import { clearOnboarding, getOnboarding } from '../stores/onboarding-store';
import { RegisterRoute } from './register';
import { forgetHostDeviceInfo } from '../utils/registration-device-info';

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

/** On the name step with the answers given, before register/start has been called. */
const beforeStart: OnboardingState = {
  ...started,
  registerIntentionId: null,
  startedWith: null,
  step: 'name',
  history: ['terms'],
};

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
    forgetHostDeviceInfo();
  });

  it('resumes at the stored step with its counter', async () => {
    renderAt({ ...started, step: 'phone', history: ['terms', 'name'] });
    expect(
      await screen.findByRole('heading', { name: 'Qual é o seu celular?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Etapa 3 de 9')).toBeInTheDocument();
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

  it('a capped code: how long, the help centre, and the call its own lane still allows (decision 074)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'TOO_MANY_REQUESTS',
        retryAfterSeconds: 3540,
        callAvailable: true,
      }),
    );
    fetchMock.mockResolvedValueOnce(json(200, { data: { resendAfterSeconds: 60 } }));
    renderAt({
      ...started,
      step: 'phone',
      history: ['terms', 'name'],
      phone: { areaCode: '11', number: '987654321' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(
      await screen.findByText(
        'Muitas tentativas. Aguarde um pouco e tente novamente. Tente de novo em 59 minutos.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Central de ajuda/u })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Receber o código por ligação' }));
    expect(
      await screen.findByText(
        'Você vai receber uma ligação no (11) 98765-4321 com um código de 6 dígitos.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(init?.body as string)).toMatchObject({ call: true });
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

  it('a blocked CPF at the start: the fail screen, with the reason and support, kept over a reload', async () => {
    fetchMock.mockResolvedValueOnce(refused(403, 'USER_IS_BLOCKED'));
    renderAt(beforeStart);
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'Não foi possível concluir o seu cadastro' },
      slow,
    );
    // A new screen without a field: the heading takes the focus.
    await waitFor(() => expect(title).toHaveFocus());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/entrance/register/start');
    expect(
      screen.getByText(
        'Não foi possível acessar a conta deste CPF. Em caso de dúvida, entre em contato conosco.',
      ),
    ).toBeInTheDocument();
    // Not a step of "Etapa n de m", and nothing to go back to.
    expect(screen.queryByText(/Etapa/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    const support = screen.getByRole('link', { name: /Falar com o suporte/ });
    const ticket = new URL(support.getAttribute('href')!);
    expect(ticket.searchParams.get('subject')).toBe('Cadastro não concluído');
    expect(ticket.searchParams.get('description')).toContain(
      'Não foi possível acessar a conta deste CPF.',
    );
    // The ticket's address never carries the CPF (decision 020).
    expect(support.getAttribute('href')).not.toContain('52998224725');
    expect(getOnboarding()).toMatchObject({ step: 'fail', failure: 'USER_IS_BLOCKED' });

    // A reload shows it again.
    cleanup();
    const stored = localStorage.getItem(storageKeys.onboarding)!;
    renderAt(JSON.parse(stored) as OnboardingState);
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível concluir o seu cadastro' }),
    ).toBeInTheDocument();

    // Starting over forgets the registration and goes to the welcome screen.
    fireEvent.click(screen.getByRole('button', { name: 'Começar de novo' }));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.onboarding)).toBeNull();
    expect(getOnboarding()).toBeNull();
  });

  it('the CPF register not answering: says so on the step, keeps the answers, and goes on when tried again (issue 30)', async () => {
    fetchMock
      .mockResolvedValueOnce(refused(503, 'CPF_CHECK_UNAVAILABLE'))
      .mockResolvedValueOnce(
        json(200, { data: { registerIntentionId: started.registerIntentionId } }),
      );
    renderAt(beforeStart);
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Não conseguimos consultar o seu CPF agora. Nada foi salvo: tente de novo em alguns minutos.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(getOnboarding()).toMatchObject({ step: 'name', fullName: 'Ana Souza' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(getOnboarding()?.step).not.toBe('name'), slow);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a holder under 18 by the Receita Federal's register ends on the fail screen with the reason (issue 30)", async () => {
    fetchMock.mockResolvedValueOnce(refused(400, 'CPF_HOLDER_UNDER_MINIMUM_AGE'));
    renderAt(beforeStart);
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Não foi possível concluir o seu cadastro' },
        slow,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'O Rosto é para maiores de 18 anos, e o titular deste CPF ainda não tem 18.',
      ),
    ).toBeInTheDocument();
  });

  it('the fail screen hides the support link at the demo stage', async () => {
    const isDemo = env.isDemo;
    env.isDemo = true;
    try {
      renderAt({ ...started, step: 'fail', history: ['terms', 'name'], failure: 'TALK_TO_US' });
      expect(
        await screen.findByRole('heading', { name: 'Não foi possível concluir o seu cadastro' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Não conseguimos concluir essa ação. Fale com a gente para resolvermos.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /suporte/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Começar de novo' })).toBeInTheDocument();
    } finally {
      env.isDemo = isDemo;
    }
  });

  it('a blocked session at the finish ends on the fail screen, not in a snackbar', async () => {
    fetchMock.mockResolvedValueOnce(refused(403, 'USER_SESSION_BLOCKED'));
    renderAt({
      ...started,
      step: 'pin',
      history: ['terms', 'name', 'phone', 'code', 'email', 'email-confirm'],
      phoneConfirmed: true,
      email: 'ana@exemplo.com',
      emailSaved: true,
    });
    fireEvent.input(await screen.findByLabelText('Senha de 4 números'), {
      target: { value: '7392' },
    });
    await screen.findByRole('heading', { name: 'Digite a senha novamente' }, slow);
    fireEvent.input(screen.getByLabelText('Senha de 4 números'), { target: { value: '7392' } });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Não foi possível concluir o seu cadastro' },
        slow,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Esta sessão foi bloqueada. Faça login novamente.'),
    ).toBeInTheDocument();
    expect(getSnackbars()).toEqual([]);
  });

  it('too many wrong codes stay under the boxes: a new code can still be asked for', async () => {
    fetchMock.mockResolvedValueOnce(refused(429, 'PHONE_OTP_TOO_MANY_ATTEMPTS'));
    renderAt({
      ...started,
      step: 'code',
      history: ['terms', 'name', 'phone'],
      phone: { areaCode: '11', number: '987654321' },
      resendAt: Date.now() - 1000,
    });
    fireEvent.input(await screen.findByLabelText('Código de verificação'), {
      target: { value: '111111' },
    });
    const alert = await screen.findByText(
      'Muitas tentativas com este código. Peça um novo código.',
      {},
      slow,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Digite o código' })).toBeInTheDocument();
    expect(getOnboarding()?.step).toBe('code');

    // The new code goes out as usual.
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: { registerIntentionId: started.registerIntentionId, resendAfterSeconds: 30 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Não recebi o código' }));
    fireEvent.click(await screen.findByRole('button', { name: /Reenviar por SMS/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls[1]![0]).toBe('/api/entrance/register/set-phone'),
    );
  });
});
