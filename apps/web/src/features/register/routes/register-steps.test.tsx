// Registration screens: the terms screen's links and summary, the name step's
// settling, and the end of the flow (the PIN refused, the finish recorded).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../lib/analytics';
import { preloadErrorCatalogue } from '../../../lib/error-text';
import { changeLanguage } from '../../../lib/i18n';
import { endSession, getSessionToken } from '../../../lib/session';
import { clearSnackbars } from '../../../lib/snackbar';
import { storageKeys } from '../../../lib/storage';
import { json, refused } from '../../../testing/responses';
import { sentCalls } from '../../../testing/routes';
import { setupI18n } from '../../../testing/setup-i18n';
import { initialOnboarding, type OnboardingState } from '../stores/onboarding-machine';
import { clearOnboarding } from '../stores/onboarding-store';
import { registrationJustFinished } from '../stores/registration-finished';
import { RegisterRoute } from './register';
import { forgetHostDeviceInfo } from '../utils/registration-device-info';

// Tracking is off in the sandbox build: the tracker is stubbed to see the events.
vi.mock(import('../../../lib/analytics'), async (importOriginal) => ({
  ...(await importOriginal()),
  track: vi.fn(),
}));

const started: OnboardingState = {
  ...initialOnboarding('standard', { cpf: '52998224725' }),
  acceptedTermsAt: '2025-01-01T10:00:00.000Z',
  fullName: 'Ana Souza',
  registerIntentionId: '6f1c7a3e-8a4b-4f0e-9d7c-1e2f3a4b5c6d',
  startedWith: { fullName: 'Ana Souza', cpf: '52998224725' },
};

const atPin: OnboardingState = {
  ...started,
  step: 'pin',
  history: ['terms', 'name', 'phone', 'code', 'email', 'email-confirm'],
  phoneConfirmed: true,
  email: 'ana@exemplo.com',
  emailSaved: true,
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(state: OnboardingState) {
  localStorage.setItem(storageKeys.onboarding, JSON.stringify(state));
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterRoute />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const slow = { timeout: 3_000 };

describe('RegisterRoute steps', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupI18n();
    await preloadErrorCatalogue();
  }, 30_000);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(track).mockClear();
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearOnboarding();
    clearSnackbars();
    endSession();
    forgetHostDeviceInfo();
    await setupI18n();
  });

  it('the terms screen: the 18+, no-fee and 30-day summary, and links to the full texts', async () => {
    renderAt({ ...started, step: 'terms', history: [] });
    expect(await screen.findByRole('heading', { name: 'Antes de começar' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Em resumo' });
    expect(summary).toHaveTextContent('O Rosto é para maiores de 18 anos.');
    expect(summary).toHaveTextContent('O serviço não tem custo para você.');
    expect(summary).toHaveTextContent('Viu algo errado em um pagamento? Avise em até 30 dias.');
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Termos de uso' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/termos-de-uso');
  });

  it('the name step: continue only for a valid name, 250 ms after typing stops', async () => {
    renderAt({ ...started, fullName: '', step: 'name', history: ['terms'] });
    const name = await screen.findByLabelText('Nome completo');
    const continueButton = screen.getByRole('button', { name: 'Continuar' });
    vi.useFakeTimers();

    fireEvent.input(name, { target: { value: 'Ana' } });
    fireEvent.blur(name);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(continueButton).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Informe seu nome e sobrenome.');

    fireEvent.input(name, { target: { value: 'Ana Souza' } });
    expect(continueButton).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(continueButton).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(continueButton).toBeEnabled();
    expect(screen.queryByText('Informe seu nome e sobrenome.')).toBeNull();
  });

  it("the e-mail is kept as typed: 'joão@…' refused, 'Ana+Tag@…' saved as 'ana+tag@mail.com'", async () => {
    renderAt({
      ...started,
      step: 'email',
      history: ['terms', 'name', 'phone', 'code'],
      phoneConfirmed: true,
    });
    const field = await screen.findByLabelText('E-mail', { exact: true });
    const next = () => screen.getByRole('button', { name: 'Continuar' });
    fireEvent.change(field, { target: { value: 'joão@mail.com' } });
    fireEvent.blur(field);
    expect(await screen.findByText('E-mail inválido.', {}, slow)).toBeInTheDocument();
    expect(field).toHaveValue('joão@mail.com');
    expect(next()).toBeDisabled();

    fireEvent.change(field, { target: { value: ' Ana+Tag@Mail.com ' } });
    expect(field).toHaveValue('ana+tag@mail.com');
    fireEvent.click(next());
    const confirmation = await screen.findByLabelText('Digite o e-mail novamente', {}, slow);
    fetchMock.mockResolvedValueOnce(json(200, { data: { ok: true } }));
    fireEvent.change(confirmation, { target: { value: 'ana+tag@mail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentCalls(fetchMock)).toMatchObject([
      { call: 'PUT entrance/register/set-email', body: { email: 'ana+tag@mail.com' } },
    ]);
  });

  it('a PIN refused as not only numbers: "must have only numbers" under the dots', async () => {
    await changeLanguage('en');
    fetchMock.mockResolvedValueOnce(refused(400, 'INVALID_USER_PIN_FORMAT'));
    renderAt(atPin);
    fireEvent.input(await screen.findByLabelText('4-digit password'), {
      target: { value: '7392' },
    });
    await screen.findByRole('heading', { name: 'Enter the password again' }, slow);
    fireEvent.input(screen.getByLabelText('4-digit password'), { target: { value: '7392' } });
    const alert = await screen.findByText('The password must have only numbers.', {}, slow);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(track).not.toHaveBeenCalledWith('REGISTER_FINISHED');
  });

  it('finishing records REGISTER_FINISHED, starts the session and shows the success screen', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: {
          token: 'jwt',
          profile: {
            id: 'user-1',
            privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
            email: 'ana@exemplo.com',
            identityVerificationOutcome: null,
          },
        },
      }),
    );
    renderAt(atPin);
    fireEvent.input(await screen.findByLabelText('Senha de 4 números'), {
      target: { value: '7392' },
    });
    await screen.findByRole('heading', { name: 'Digite a senha novamente' }, slow);
    fireEvent.input(screen.getByLabelText('Senha de 4 números'), { target: { value: '7392' } });
    expect(await screen.findByRole('heading', { name: 'Conta criada!' }, slow)).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('REGISTER_FINISHED');
    expect(getSessionToken()).toBe('jwt');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/entrance/register/finish');
  });

  it('the review account: its own success screen, no face capture, and on to /home', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: {
          token: 'jwt',
          profile: {
            id: 'user-1',
            privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
            email: 'ana@exemplo.com',
            mustRegisterFace: false,
            features: ['REVIEW_ACCOUNT'],
            identityVerificationOutcome: null,
          },
        },
      }),
    );
    renderAt(atPin);
    fireEvent.input(await screen.findByLabelText('Senha de 4 números'), {
      target: { value: '7392' },
    });
    await screen.findByRole('heading', { name: 'Digite a senha novamente' }, slow);
    fireEvent.input(screen.getByLabelText('Senha de 4 números'), { target: { value: '7392' } });
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'Conta de teste criada!' },
      slow,
    );
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      screen.getByText('Esta é a conta de teste usada na revisão das lojas de aplicativos.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Para ela, o cadastro do rosto não é necessário: você já pode conhecer o app.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar meu rosto' })).toBeNull();
    expect(getSessionToken()).toBe('jwt');
    // The guard lets the new session stay on this screen.
    expect(registrationJustFinished()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Ir para o início' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
    // Left: the registration is forgotten.
    expect(localStorage.getItem(storageKeys.onboarding)).toBeNull();
  });
});
