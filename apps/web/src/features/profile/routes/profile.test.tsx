// /perfil: the personal-info block, the three accordions and who sees which
// help link, registering or replacing the face, and signing out everywhere.
import type { UserProfile } from '@rosto/contract/schemas/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { setPartner } from '../../../lib/partner';
import { testPartner } from '../../../testing/partner';
import { getSessionToken, startSession } from '../../../lib/session';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import { setupI18n } from '../../../testing/setup-i18n';
import { ProfileRoute } from './profile';

const profile = (mustRegisterFace: boolean) =>
  testProfile({ mustRegisterFace, userFaceStatus: mustRegisterFace ? null : 'SUCCESS' });

const withContact = (overrides: Partial<UserProfile> = {}) =>
  testProfile({
    phone: { confirmed: true, country: 'BR', number: '11987654321' },
    email: 'maria@example.com',
    isEmailValidated: true,
    privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
    ...overrides,
  });

const padariaSol = testPartner();

function renderProfile(user: UserProfile) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(['user', 'profile'], user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/perfil']}>
        <Routes>
          <Route path="/perfil" element={<ProfileRoute />} />
          <Route path="/" element={<h1>Boas-vindas</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const accordion = (name: string) => screen.getByRole('button', { name });

async function open(name: string) {
  await userEvent.click(accordion(name));
  return screen.getByRole('region', { name });
}

describe('ProfileRoute', () => {
  const stage = { isDemo: env.isDemo };
  beforeAll(setupI18n);
  afterEach(() => {
    // The stage is build-time configuration: a test that plays the demo stage puts it back.
    env.isDemo = stage.isDemo;
    setPartner(null);
  });

  it('a registered face can be replaced, through the step-up, from the safety section', async () => {
    renderProfile(profile(false));
    const safety = await open('Segurança');
    expect(within(safety).getByRole('link', { name: 'Trocar foto do rosto' })).toHaveAttribute(
      'href',
      '/perfil/trocar-rosto',
    );
    expect(screen.queryByRole('link', { name: 'Cadastrar meu rosto' })).toBeNull();
  });

  it('ends with the version footer, after the sign-out button', () => {
    renderProfile(withContact());
    const footer = screen.getByRole('contentinfo', { name: 'Versão do app' });
    expect(footer).toHaveTextContent(`Versão ${env.appVersion} (${env.commitHash.slice(0, 8)})`);
    const signOut = screen.getByRole('button', { name: 'Sair da conta' });
    expect(signOut.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links the payment limits from the safety section', async () => {
    renderProfile(profile(false));
    const safety = await open('Segurança');
    expect(within(safety).getByRole('link', { name: 'Limites de pagamento' })).toHaveAttribute(
      'href',
      '/perfil/limites',
    );
  });

  it('who must register the face gets the capture, not the replacement', async () => {
    renderProfile(profile(true));
    expect(screen.getByRole('link', { name: 'Cadastrar meu rosto' })).toHaveAttribute(
      'href',
      '/register/face?origem=perfil',
    );
    const safety = await open('Segurança');
    expect(within(safety).queryByRole('link', { name: 'Trocar foto do rosto' })).toBeNull();
    expect(within(safety).getByRole('link', { name: 'Alterar senha' })).toBeVisible();
  });

  describe('personal info', () => {
    const block = () => screen.queryByRole('region', { name: 'Dados pessoais' });

    it('shows the formatted phone and a validated e-mail without a warning', () => {
      renderProfile(withContact());
      const personal = block()!;
      expect(within(personal).getByText('(11) 98765-4321')).toBeVisible();
      expect(within(personal).getByRole('link', { name: 'maria@example.com' })).toHaveAttribute(
        'href',
        '/editar-conta',
      );
      expect(within(personal).queryByRole('img')).toBeNull();
    });

    it('warns about an e-mail not validated yet; tapping it opens the e-mail screen', () => {
      renderProfile(withContact({ isEmailValidated: false }));
      const email = within(block()!).getByRole('link', {
        name: 'maria@example.com E-mail não confirmado',
      });
      expect(email).toHaveAttribute('href', '/editar-conta');
      expect(within(email).getByRole('img', { name: 'E-mail não confirmado' })).toBeVisible();
    });

    it('warns about a missing e-mail and offers to add one', () => {
      renderProfile(withContact({ email: null, isEmailValidated: false }));
      const email = within(block()!).getByRole('link', {
        name: 'Cadastrar e-mail E-mail não cadastrado',
      });
      expect(email).toHaveAttribute('href', '/editar-conta');
      expect(within(email).getByRole('img', { name: 'E-mail não cadastrado' })).toBeVisible();
    });

    it('is hidden for a partner user', () => {
      renderProfile(
        withContact({
          privateLabelStatus: { isEnabled: true, hasEncodings: true, hasOptIn: true },
        }),
      );
      expect(block()).toBeNull();
      expect(screen.queryByText('(11) 98765-4321')).toBeNull();
      expect(screen.getByText('Maria Oliveira')).toBeVisible();
    });
  });

  describe('accordions', () => {
    it('start closed, each button controlling its panel', () => {
      renderProfile(withContact());
      for (const name of ['Segurança', 'Ajuda', 'Informações']) {
        const button = accordion(name);
        expect(button).toHaveAttribute('aria-expanded', 'false');
        const panel = document.getElementById(button.getAttribute('aria-controls')!);
        expect(panel).not.toBeVisible();
      }
      expect(screen.queryByRole('link', { name: 'Alterar senha' })).toBeNull();
    });

    it('open and close with a tap or the keyboard', async () => {
      const user = userEvent.setup();
      renderProfile(withContact());
      const button = accordion('Informações');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('region', { name: 'Informações' })).toBeVisible();
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region', { name: 'Informações' })).toBeNull();

      button.focus();
      await user.keyboard('{Enter}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard(' ');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('hold the safety, help and information links', async () => {
      renderProfile(withContact());
      const safety = await open('Segurança');
      expect(within(safety).getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
        'href',
        '/perfil/redefinir-pin',
      );

      const help = await open('Ajuda');
      // The help centre's shops list, in the app (decision 069).
      expect(within(help).getByRole('link', { name: /^Onde usar/u })).toHaveAttribute(
        'href',
        '/ajuda/lojas',
      );
      for (const name of [/^Suporte/u, /^Feedback/u]) {
        const link = within(help).getByRole('link', { name });
        const url = new URL(link.getAttribute('href')!);
        expect(`${url.origin}${url.pathname}`).toBe(env.supportTicketUrl);
        expect(url.searchParams.get('subject')).toBeTruthy();
        // The ticket stands for the user by a reference, never by the CPF (decision 020).
        expect(url.href).not.toContain('52998224725');
        expect(link).toHaveAttribute('target', '_blank');
      }

      const info = await open('Informações');
      const hrefs = within(info)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(hrefs).toEqual([
        ['Termos de uso', '/termos-de-uso'],
        ['Política de privacidade', '/politica-de-privacidade'],
        ['Baixar meus dados', '/perfil/meus-dados'],
        ['Excluir conta', '/perfil/excluir-conta'],
      ]);
    });
  });

  describe('help links by stage and partner', () => {
    const helpLinkNames = async () =>
      within(await open('Ajuda'))
        .getAllByRole('link')
        .map((link) => link.firstChild?.textContent);

    it('support and feedback for a Rosto user outside the demo stage', async () => {
      env.isDemo = false;
      renderProfile(withContact());
      expect(await helpLinkNames()).toEqual(['Onde usar', 'Suporte', 'Feedback']);
    });

    it('neither at the demo stage', async () => {
      env.isDemo = true;
      renderProfile(withContact());
      expect(await helpLinkNames()).toEqual(['Onde usar']);
    });

    it('no feedback when a partner is set', async () => {
      env.isDemo = false;
      setPartner(padariaSol);
      renderProfile(withContact());
      expect(await helpLinkNames()).toEqual(['Onde usar', 'Suporte']);
    });
  });

  describe('in the native wrapper (decision 028)', () => {
    type Host = { postMessage: ReturnType<typeof vi.fn> };
    const host: Host = { postMessage: vi.fn() };
    const fetchMock = vi.fn<typeof fetch>();
    const openTab = vi.fn();
    beforeEach(() => {
      host.postMessage.mockReset();
      (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
      fetchMock.mockReset();
      vi.stubGlobal('fetch', fetchMock);
      openTab.mockReset();
      vi.stubGlobal('open', openTab);
    });
    afterEach(() => {
      delete (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView;
    });
    const posted = () =>
      host.postMessage.mock.calls.map(([m]) => JSON.parse(m as string) as { url?: string });

    it('the help links go to the host, the ticket with its reference, and /perfil stays', async () => {
      env.isDemo = false;
      fetchMock.mockResolvedValueOnce(
        json(201, {
          data: { reference: 'HJKM-NPQR-STVW-XYZ0-1234', expiresAt: '2099-01-01T00:00:00.000Z' },
        }),
      );
      const user = userEvent.setup();
      renderProfile(withContact());
      const help = await open('Ajuda');
      // The shops list is a screen of the app (decision 069): nothing for the host to open.
      expect(within(help).getByRole('link', { name: /^Onde usar/u })).not.toHaveAttribute('target');

      await user.click(within(help).getByRole('link', { name: /^Suporte/u }));
      await waitFor(() => expect(host.postMessage).toHaveBeenCalledTimes(1));
      const ticket = new URL(posted()[0]!.url!);
      expect(ticket.searchParams.get('description')).toContain('HJKM-NPQR-STVW-XYZ0-1234');
      expect(ticket.href).not.toContain('52998224725');
      expect(openTab).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    });
  });

  describe('sign out everywhere', () => {
    const fetchMock = vi.fn<typeof fetch>();
    beforeEach(() => {
      vi.stubGlobal('fetch', fetchMock);
      fetchMock.mockReset();
      startSession('session-token', 'user-1');
    });
    afterEach(() => clearSnackbars());

    /** The API client fetches plain strings. */
    const urlOf = (input: Parameters<typeof fetch>[0]) =>
      input instanceof Request ? input.url : input.toString();
    const calls = () =>
      fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${urlOf(url)}`);

    it('asks first; cancelling leaves everything as it was', async () => {
      const user = userEvent.setup();
      renderProfile(withContact());
      await user.click(screen.getByRole('button', { name: 'Sair de todos os aparelhos' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Sair de todos os aparelhos?' });
      // Said beforehand: signing in again needs a code (issue 29).
      expect(dialog).toHaveTextContent(
        'Para voltar, entre de novo com o seu CPF e o código que enviaremos por SMS ao celular da conta.',
      );
      // The safe choice has the focus, so Enter does not sign out by accident.
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(getSessionToken()).toBe('session-token');
    });

    it('ends every session on the server, then signs out here', async () => {
      fetchMock.mockImplementation((url) =>
        Promise.resolve(
          urlOf(url).endsWith('/logout/all')
            ? json(200, { data: { ok: true } })
            : refused(401, 'UNAUTHORIZED'),
        ),
      );
      const user = userEvent.setup();
      renderProfile(withContact());
      await user.click(screen.getByRole('button', { name: 'Sair de todos os aparelhos' }));
      await user.click(screen.getByRole('button', { name: 'Sair de todos' }));

      expect(await screen.findByRole('heading', { name: 'Boas-vindas' })).toBeVisible();
      expect(getSessionToken()).toBeNull();
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(`${init?.method} ${urlOf(url)}`).toBe('POST /api/user/logout/all');
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer session-token');
      // The plain logout's own call follows, as after any logout.
      await waitFor(() =>
        expect(calls()).toEqual(['POST /api/user/logout/all', 'POST /api/user/logout']),
      );
    });

    it('keeps the user signed in and shows the error when the server fails', async () => {
      fetchMock.mockResolvedValue(refused(503, 'SERVICE_UNAVAILABLE'));
      const user = userEvent.setup();
      renderProfile(withContact());
      await user.click(screen.getByRole('button', { name: 'Sair de todos os aparelhos' }));
      await user.click(screen.getByRole('button', { name: 'Sair de todos' }));

      await waitFor(() => expect(getSnackbars()).toHaveLength(1));
      expect(getSnackbars()[0]).toMatchObject({ variant: 'error' });
      expect(getSnackbars()[0]!.message).not.toBe('');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(getSessionToken()).toBe('session-token');
      expect(screen.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
      expect(calls()).toEqual(['POST /api/user/logout/all']);
    });
  });
});
