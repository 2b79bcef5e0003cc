// Sign-in screen: where each error code shows, and where success leads.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { preloadErrorCatalogue } from '../../../lib/error-text';
import { endSession, getSessionToken } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import { json, refused } from '../../../testing/responses';
import { setPartner } from '../../../lib/partner';
import { testPartner } from '../../../testing/partner';
import { sentBody } from '../../../testing/routes';
import { setupI18n } from '../../../testing/setup-i18n';
import { LoginRoute } from './login';

const CPF = '52998224725';
// The code step and the error catalogue are lazy chunks: the first load is slow in tests.
const slow = { timeout: 5_000 };
const INTENTION = '0f8e2a9c-1111-4a2b-9c3d-4e5f6a7b8c9d';

const started = (loginIntentionId = INTENTION, resendAfterSeconds = 30) =>
  json(200, {
    data: {
      exists: true,
      loginIntentionId,
      privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
      phoneAreaCode: '11',
      phoneLastFourDigits: '4321',
      resendAfterSeconds,
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

/** The reCAPTCHA v3 API the script would define; the same object for the whole file. */
const grecaptcha = {
  ready: (callback: () => void) => callback(),
  execute: vi.fn<(siteKey: string, options: { action: string }) => Promise<string>>(),
  /** The checkbox: a button standing in for Google's, ticked by a click. */
  render: vi.fn(
    (
      container: HTMLElement,
      parameters: { sitekey: string; callback: (token: string) => void },
    ) => {
      const box = document.createElement('button');
      box.type = 'button';
      box.textContent = `Não sou um robô (${parameters.sitekey})`;
      box.onclick = () => parameters.callback('ticked-token');
      container.append(box);
      return 0;
    },
  ),
  reset: vi.fn(),
};

/**
 * Waits for the reCAPTCHA script the screen added and, the first time, "loads"
 * it (jsdom fetches no scripts). The captcha module keeps its script for the
 * whole file, as a browser keeps it for the visit.
 */
async function loadCaptchaScript(): Promise<HTMLScriptElement> {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(
      'script[src^="https://www.google.com/recaptcha/api.js"]',
    );
    expect(found).not.toBeNull();
    return found!;
  });
  if (!script.dataset.loaded) {
    (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
    script.dataset.loaded = 'true';
    script.dispatchEvent(new Event('load'));
  }
  return script;
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
  const stage = {
    isDemo: env.isDemo,
    captchaEnabled: env.captchaEnabled,
    captchaSiteKey: env.captchaSiteKey,
    captchaVisibleSiteKey: env.captchaVisibleSiteKey,
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    Object.assign(env, stage);
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

  it("sends the partner's id with the sign-in when the app runs for a partner", async () => {
    setPartner(testPartner());
    try {
      fetchMock.mockResolvedValueOnce(refused(404, 'USER_NOT_FOUND'));
      renderLogin();
      fireEvent.click(await typeCpf('529.982.247-25'));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(sentBody(fetchMock, 0)).toMatchObject({
        cpf: CPF,
        partnerId: '8e2d4b61-1f9a-4c37-b5e8-6a0d2c9f4b02',
      });
    } finally {
      setPartner(null);
    }
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

  it("a cap on sign-in codes says how long it lasts, after the spec's text (issue 29)", async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, {
        statusCode: 429,
        error: 'x',
        message: 'TOO_MANY_REQUESTS',
        retryAfterSeconds: 2867,
      }),
    );
    renderLogin();
    fireEvent.click(await typeCpf());
    expect(
      await screen.findByText(
        'Muitas tentativas. Aguarde um pouco e tente novamente. Tente de novo em 48 minutos.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
  });

  it('a refused new code says how long until another may be asked for', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockResolvedValueOnce(started()).mockResolvedValueOnce(
        json(429, {
          statusCode: 429,
          error: 'x',
          message: 'TOO_MANY_REQUESTS',
          retryAfterSeconds: 45,
        }),
      );
      renderLogin();
      fireEvent.click(await typeCpf());
      await screen.findByLabelText('Código de verificação', {}, slow);
      fireEvent.click(screen.getByRole('button', { name: 'Não recebi o código' }));
      const sheet = screen.getByRole('dialog', { name: 'Não recebeu o código?' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(31_000);
      });
      fireEvent.click(within(sheet).getByRole('button', { name: 'Reenviar por SMS' }));
      expect(
        await screen.findByText(
          'Muitas tentativas. Aguarde um pouco e tente novamente. Tente de novo em 45 segundos.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows code errors under the boxes; a removed account gets the removed-account ticket', async () => {
    fetchMock
      .mockResolvedValueOnce(started())
      .mockResolvedValueOnce(refused(400, 'PHONE_OTP_TOKEN_INVALID', { remainingAttempts: 3 }))
      .mockResolvedValueOnce(refused(400, 'PHONE_OTP_TOKEN_INVALID', { remainingAttempts: 2 }))
      .mockResolvedValueOnce(refused(403, 'USER_DELETED'));
    renderLogin();
    fireEvent.click(await typeCpf());
    const input = await screen.findByLabelText('Código de verificação', {}, slow);
    expect(screen.getByText(/\(11\) •••••-4321/)).toBeInTheDocument();

    // Tries left are said once few are.
    fireEvent.input(input, { target: { value: '123456' } });
    const alert = await screen.findByText('Código inválido. Confira e tente novamente.', {}, slow);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(input).toHaveValue('');
    fireEvent.input(input, { target: { value: '123457' } });
    expect(
      await screen.findByText(
        'Código inválido. Confira e tente novamente. Restam 2 tentativas com este código.',
      ),
    ).toBeInTheDocument();

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

  it('a spent code closes the boxes until a new code is sent, and says it was', async () => {
    fetchMock
      .mockResolvedValueOnce(started(INTENTION, 0))
      .mockResolvedValueOnce(refused(429, 'PHONE_OTP_TOO_MANY_ATTEMPTS'))
      .mockResolvedValueOnce(started(INTENTION, 30));
    renderLogin();
    fireEvent.click(await typeCpf());
    const input = await screen.findByLabelText('Código de verificação', {}, slow);
    fireEvent.input(input, { target: { value: '123456' } });
    expect(
      await screen.findByText('Muitas tentativas com este código. Peça um novo código.', {}, slow),
    ).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirmar código' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Pedir um novo código' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar por SMS' }));
    const note = await screen.findByText('Enviamos um novo código por SMS.');
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(input).toBeEnabled();
    expect(
      screen.queryByText('Muitas tentativas com este código. Peça um novo código.'),
    ).toBeNull();
    // Typing the new code puts the note away.
    fireEvent.input(input, { target: { value: '1' } });
    expect(screen.queryByText('Enviamos um novo código por SMS.')).toBeNull();
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

  it('in the native wrapper, closes the keyboard when the CPF is sent and at the sixth digit (decision 028)', async () => {
    const host = { postMessage: vi.fn() };
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = host;
    fetchMock
      .mockResolvedValueOnce(started())
      .mockResolvedValueOnce(refused(400, 'PHONE_OTP_TOKEN_INVALID'));
    renderLogin();
    const posted = () =>
      host.postMessage.mock.calls.map(([m]) => (JSON.parse(m as string) as { type: string }).type);
    const cpfField = screen.getByLabelText('CPF');
    const button = await typeCpf();
    cpfField.focus();
    fireEvent.submit(button.closest('form')!);
    expect(posted()).toEqual(['CLOSE_KEYBOARD']);
    expect(cpfField).not.toHaveFocus();
    const code = await screen.findByLabelText('Código de verificação', {}, slow);
    fireEvent.input(code, { target: { value: '123456' } });
    expect(posted()).toEqual(['CLOSE_KEYBOARD', 'CLOSE_KEYBOARD']);
    // A refused code: the boxes take the focus back, to be typed again.
    await waitFor(() => expect(code).toHaveFocus());
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

  it('shows the privacy-policy link, except in the demo stage', async () => {
    env.isDemo = false;
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByText(/Ao continuar, você declara que leu a/)).toBeInTheDocument();
    cleanup();

    env.isDemo = true;
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Qual é o seu CPF?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Política de privacidade' })).toBeNull();
    expect(screen.queryByText(/Ao continuar, você declara que leu a/)).toBeNull();
  });

  it("the CPF step's back leaves sign-in for the welcome screen", async () => {
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ null$/);
    expect(sessionStorage.getItem(storageKeys.login)).toBeNull();
  });

  it('the code step links to a prefilled help ticket and a "number changed" one', async () => {
    fetchMock.mockResolvedValueOnce(started());
    renderLogin();
    fireEvent.click(await typeCpf());
    await screen.findByLabelText('Código de verificação', {}, slow);

    const help = screen.getByRole('link', { name: /Preciso de ajuda/ });
    const changed = screen.getByRole('link', { name: /Troquei de número/ });
    const ticketOf = (link: HTMLElement) => new URL(link.getAttribute('href')!);
    expect(ticketOf(help).origin + ticketOf(help).pathname).toBe(env.supportTicketUrl);
    expect(Object.fromEntries(ticketOf(help).searchParams)).toEqual({
      subject: 'Ajuda para entrar no Rosto',
      description: 'Não estou conseguindo entrar na minha conta.',
    });
    expect(Object.fromEntries(ticketOf(changed).searchParams)).toEqual({
      subject: 'Troquei de número de celular',
      description:
        'Não uso mais o celular cadastrado na minha conta. Quero cadastrar meu novo número.',
    });
    for (const link of [help, changed]) {
      expect(link.getAttribute('href')).not.toMatch(/529\.?982\.?247-?25|4321/u);
    }

    // A click asks for a reference to the CPF and the phone's last digits, never sending them in the ticket.
    const reference = '7KQ2-M9XD-4RTB-H0WC-8ZNE';
    fetchMock.mockResolvedValueOnce(
      json(201, { data: { reference, expiresAt: '2026-12-23T12:00:00.000Z' } }),
    );
    const tab = { opener: {}, closed: false, location: { replace: vi.fn() } };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    fireEvent.click(changed);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledOnce());
    expect(sentBody(fetchMock, 1)).toEqual({ cpf: CPF, lastFour: '4321' });
    const ticket = new URL(String(tab.location.replace.mock.calls[0]![0]));
    expect(ticket.searchParams.get('subject')).toBe('Troquei de número de celular');
    expect(ticket.searchParams.get('description')).toContain(
      `Referência do atendimento: ${reference}`,
    );
  });

  it('a new code by call clears the typed code, and the next code goes to the new sign-in', async () => {
    // Within the countdown no new code can be asked for (and the server would
    // keep the code just sent: decision 017); after it, a new one replaces it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const NEW_INTENTION = '2b7d4c1e-2222-4a2b-9c3d-4e5f6a7b8c9d';
      fetchMock.mockResolvedValueOnce(started()).mockResolvedValueOnce(started(NEW_INTENTION));
      renderLogin();
      fireEvent.click(await typeCpf());
      const input = await screen.findByLabelText('Código de verificação', {}, slow);
      fireEvent.input(input, { target: { value: '123' } });
      expect(input).toHaveValue('123');

      fireEvent.click(screen.getByRole('button', { name: 'Não recebi o código' }));
      const sheet = screen.getByRole('dialog', { name: 'Não recebeu o código?' });
      expect(within(sheet).getByRole('button', { name: 'Receber por ligação' })).toBeDisabled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(31_000);
      });
      fireEvent.click(within(sheet).getByRole('button', { name: 'Receber por ligação' }));

      await waitFor(() => expect(input).toHaveValue(''));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sentBody(fetchMock, 1)).toMatchObject({ cpf: CPF, call: true });
      expect(sessionStorage.getItem(storageKeys.login)).toContain(NEW_INTENTION);

      fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
      fireEvent.input(input, { target: { value: '654321' } });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
      expect(sentBody(fetchMock, 2)).toMatchObject({
        loginIntentionId: NEW_INTENTION,
        otp: '654321',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('with the captcha on: the reCAPTCHA script, its token sent, and "verifique o reCAPTCHA" without one', async () => {
    env.captchaEnabled = true;
    env.captchaSiteKey = 'site-key';
    grecaptcha.execute.mockReset();
    grecaptcha.execute.mockResolvedValueOnce('').mockResolvedValueOnce('captcha-token');
    fetchMock.mockResolvedValueOnce(started());
    renderLogin();
    const button = await typeCpf();
    const script = await loadCaptchaScript();
    const src = new URL(script.src);
    expect(src.searchParams.get('render')).toBe('site-key');
    expect(src.searchParams.get('hl')).toBe('pt-BR');

    fireEvent.click(button);
    expect(
      await screen.findByText('Insira um CPF válido e verifique o reCAPTCHA', {}, slow),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(button);
    await screen.findByLabelText('Código de verificação', {}, slow);
    expect(grecaptcha.execute).toHaveBeenLastCalledWith('site-key', { action: 'login' });
    expect(sentBody(fetchMock, 0)).toMatchObject({ cpf: CPF, recaptcha: 'captcha-token' });
  });

  it('GOOGLE_RECAPTCHA: says the robot check failed, and starting again asks a fresh token', async () => {
    env.captchaEnabled = true;
    env.captchaSiteKey = 'site-key';
    grecaptcha.execute.mockReset();
    grecaptcha.execute.mockResolvedValueOnce('stale-token').mockResolvedValueOnce('fresh-token');
    fetchMock
      .mockResolvedValueOnce(refused(400, 'GOOGLE_RECAPTCHA'))
      .mockResolvedValueOnce(started());
    renderLogin();
    const button = await typeCpf();
    await loadCaptchaScript();

    fireEvent.click(button);
    const alert = await screen.findByText(
      'Não conseguimos confirmar que você não é um robô. Comece novamente.',
      {},
      slow,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByRole('heading', { name: 'Qual é o seu CPF?' })).toBeInTheDocument();

    fireEvent.click(button);
    await screen.findByLabelText('Código de verificação', {}, slow);
    expect(grecaptcha.execute).toHaveBeenCalledTimes(2);
    expect(sentBody(fetchMock, 0)).toMatchObject({ recaptcha: 'stale-token' });
    expect(sentBody(fetchMock, 1)).toMatchObject({ recaptcha: 'fresh-token' });
  });

  it('the visible fallback: a refused invisible check shows the checkbox, whose tick is sent once', async () => {
    env.captchaEnabled = true;
    env.captchaSiteKey = 'site-key';
    env.captchaVisibleSiteKey = 'visible-key';
    grecaptcha.execute.mockReset();
    grecaptcha.execute.mockResolvedValue('low-score-token');
    fetchMock
      .mockResolvedValueOnce(refused(400, 'GOOGLE_RECAPTCHA', { visibleFallback: true }))
      .mockResolvedValueOnce(started());
    renderLogin();
    const button = await typeCpf();
    await loadCaptchaScript();

    fireEvent.click(button);
    const group = await screen.findByRole('group', { name: 'Verificação contra robôs' }, slow);
    expect(group).toHaveTextContent('Marque a caixa abaixo e toque em Continuar.');
    expect(screen.getByText('Insira um CPF válido e verifique o reCAPTCHA')).toBeInTheDocument();
    // Continue without the tick: nothing is sent.
    fireEvent.click(button);
    await screen.findByText('Insira um CPF válido e verifique o reCAPTCHA');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(await screen.findByRole('button', { name: 'Não sou um robô (visible-key)' }));
    fireEvent.click(button);
    await screen.findByLabelText('Código de verificação', {}, slow);
    expect(sentBody(fetchMock, 0)).toMatchObject({ recaptcha: 'low-score-token' });
    expect(sentBody(fetchMock, 1)).toMatchObject({
      recaptcha: 'ticked-token',
      recaptchaKind: 'visible',
    });
  });

  it('without a visible key, a refusal only says the robot check failed', async () => {
    env.captchaEnabled = true;
    env.captchaSiteKey = 'site-key';
    env.captchaVisibleSiteKey = '';
    grecaptcha.execute.mockReset();
    grecaptcha.execute.mockResolvedValue('low-score-token');
    fetchMock.mockResolvedValueOnce(refused(400, 'GOOGLE_RECAPTCHA', { visibleFallback: true }));
    renderLogin();
    const button = await typeCpf();
    await loadCaptchaScript();
    fireEvent.click(button);
    await screen.findByText(
      'Não conseguimos confirmar que você não é um robô. Comece novamente.',
      {},
      slow,
    );
    expect(
      screen.queryByRole('group', { name: 'Verificação contra robôs' }),
    ).not.toBeInTheDocument();
  });
});
