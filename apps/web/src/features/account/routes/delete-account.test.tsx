// /perfil/excluir-conta: the support path (how it works, the help center, the
// ticket with a reference instead of the CPF) and the self-service deletion:
// the PIN or an SMS code, the final confirmation, each refusal under the
// entry, and a deleted account signed out here with a word on the welcome screen.
import type { UserProfile } from '@rosto/contract/schemas/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getDeviceId } from '../../../lib/device-id';
import { getSessionToken } from '../../../lib/session';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import { renderRoute, sentCalls, setUpRouteTests, where } from '../../../testing/routes';
import { DeleteAccountRoute } from './delete-account';

const renderDelete = (profile: UserProfile = testProfile()) =>
  renderRoute({ path: '/perfil/excluir-conta', element: <DeleteAccountRoute />, profile });

const selfService = () => screen.getByRole('region', { name: 'Excluir minha conta agora' });
const typePin = (value: string) =>
  fireEvent.input(screen.getByLabelText('Senha de 4 números'), { target: { value } });
const typeCode = (value: string) =>
  fireEvent.input(screen.getByLabelText('Código de verificação'), { target: { value } });
const confirmDialog = () => screen.findByRole('alertdialog', { name: 'Excluir minha conta?' });
const deleted = () => json(200, { data: { ok: true } });
const codeSent = () =>
  json(200, { data: { phoneAreaCode: '11', phoneLastFourDigits: '4321', resendAfterSeconds: 30 } });

describe('DeleteAccountRoute', () => {
  const fetchMock = setUpRouteTests();
  afterEach(() => clearSnackbars());

  it('explains the support path and links the help center', () => {
    renderDelete();
    expect(screen.getByRole('heading', { level: 1, name: 'Excluir sua conta' })).toBeVisible();
    const support = screen.getByRole('region', { name: 'Com a nossa equipe' });
    const steps = within(support)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Você preenche um formulário pedindo a exclusão da conta.',
      'Conferimos a sua identidade em até um dia (24 horas úteis).',
      'Enviamos por e-mail os passos de segurança para concluir a exclusão.',
    ]);
    // The in-app help centre's article on the LGPD rights (decision 069).
    expect(screen.getByRole('link', { name: /central de ajuda/ })).toHaveAttribute(
      'href',
      '/ajuda/seus-direitos-lgpd',
    );
  });

  it('back, when opened directly, goes to the profile', () => {
    renderDelete();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(where()).toBe('/perfil');
  });

  it('back goes to the page it was opened from', async () => {
    // The browser's own history (as in the app), so "back" is a real step back.
    window.history.replaceState(null, '', '/carteira');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['user', 'profile'], testProfile());
    function Elsewhere() {
      return (
        <main>
          <h1>{useLocation().pathname}</h1>
          <Link to="/perfil/excluir-conta">Excluir conta</Link>
        </main>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Routes>
            <Route path="/perfil/excluir-conta" element={<DeleteAccountRoute />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Excluir conta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));

    expect(await screen.findByRole('heading', { level: 1, name: '/carteira' })).toBeVisible();
    expect(window.location.pathname).toBe('/carteira');
  });

  it('the request opens a closure ticket with a reference, never the CPF', async () => {
    renderDelete();
    const request = screen.getByRole('link', { name: /Pedir a exclusão da conta/ });
    const href = new URL(request.getAttribute('href')!);
    expect(href.searchParams.get('subject')).toBe('Encerramento de conta');
    expect(href.toString()).not.toMatch(/529\.?982\.?247-?25/u);

    const reference = '7KQ2-M9XD-4RTB-H0WC-8ZNE';
    fetchMock.mockResolvedValueOnce(
      json(201, { data: { reference, expiresAt: '2026-12-23T12:00:00.000Z' } }),
    );
    const tab = { opener: {}, closed: false, location: { replace: vi.fn() } };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    fireEvent.click(request);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledOnce());
    expect(sentCalls(fetchMock)).toEqual([
      { call: 'POST support/references', body: { cpf: '52998224725' } },
    ]);
    const ticket = String(tab.location.replace.mock.calls[0]![0]);
    expect(new URL(ticket).searchParams.get('description')).toContain(
      `Referência do atendimento: ${reference}`,
    );
    expect(ticket).not.toMatch(/529\.?982\.?247-?25/u);
  });

  describe('self-service deletion', () => {
    it('says what happens at once, apart from the support path', () => {
      renderDelete(testProfile({ hasPin: true }));
      const effects = within(selfService())
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(effects).toEqual([
        'As fotos e os dados do seu rosto são apagados.',
        'Você sai do app em todos os aparelhos.',
        'A conta deixa de funcionar: não dá mais para pagar com o rosto nem entrar nela.',
        'Guardamos só o que a lei exige, pelo prazo que ela determina.',
        'Se você se cadastrar de novo depois, será criada uma conta nova.',
      ]);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('with a PIN: the PIN, "Excluir minha conta?", then signed out on the welcome screen', async () => {
      fetchMock.mockResolvedValueOnce(deleted());
      renderDelete(testProfile({ hasPin: true }));
      fireEvent.click(within(selfService()).getByRole('button', { name: 'Confirmar com a senha' }));
      const heading = screen.getByRole('heading', { level: 1, name: 'Digite sua senha' });
      await waitFor(() => expect(heading).toHaveFocus());

      typePin('2580');
      const dialog = await confirmDialog();
      // The safe choice takes the focus; nothing is sent before the confirmation.
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
      await waitFor(() => expect(where()).toBe('/'));
      expect(sentCalls(fetchMock)).toEqual([
        { call: 'POST user/profile/delete', body: { pin: '2580' } },
      ]);
      expect(getSessionToken()).toBeNull();
      expect(getSnackbars().map((snackbar) => snackbar.message)).toEqual([
        'Sua conta foi excluída.',
      ]);
    });

    it('a wrong PIN: "Senha incorreta." under the emptied dots, still signed in', async () => {
      fetchMock.mockResolvedValueOnce(refused(403, 'INVALID_USER_PIN'));
      renderDelete(testProfile({ hasPin: true }));
      fireEvent.click(within(selfService()).getByRole('button', { name: 'Confirmar com a senha' }));
      typePin('1357');
      fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Excluir conta' }));

      const alert = await screen.findByText('Senha incorreta.');
      expect(alert.closest('[role="alert"]')).not.toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const pin = screen.getByLabelText('Senha de 4 números');
      expect(pin).toHaveValue('');
      expect(pin).toHaveAttribute('aria-invalid', 'true');
      expect(getSessionToken()).toBe('token');
      expect(where()).toBeNull();
    });

    it('a locked PIN offers the reset', async () => {
      fetchMock.mockResolvedValueOnce(refused(423, 'USER_PIN_LOCKED'));
      renderDelete(testProfile({ hasPin: true }));
      fireEvent.click(within(selfService()).getByRole('button', { name: 'Confirmar com a senha' }));
      typePin('1357');
      fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Excluir conta' }));
      expect(await screen.findByText(/Sua senha foi bloqueada/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Redefinir senha' })).toHaveAttribute(
        'href',
        '/perfil/redefinir-pin',
      );
    });

    it('"Cancelar" in the confirmation sends nothing and keeps the account', async () => {
      renderDelete(testProfile({ hasPin: true }));
      fireEvent.click(within(selfService()).getByRole('button', { name: 'Confirmar com a senha' }));
      typePin('2580');
      fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByLabelText('Senha de 4 números')).toHaveValue('');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(getSessionToken()).toBe('token');

      // Back leads to the explanation again.
      fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
      expect(selfService()).toBeVisible();
    });

    it('without a PIN: "Enviar código", the SMS code, the confirmation, the deletion', async () => {
      fetchMock.mockResolvedValueOnce(codeSent()).mockResolvedValueOnce(deleted());
      renderDelete(testProfile({ hasPin: false }));
      expect(within(selfService()).queryByRole('button', { name: 'Confirmar com a senha' })).toBe(
        null,
      );
      fireEvent.click(within(selfService()).getByRole('button', { name: 'Enviar código' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Digite o código' }),
      ).toBeVisible();
      expect(screen.getByText(/\(11\) •••••-4321/)).toBeInTheDocument();

      typeCode('123456');
      fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Excluir conta' }));
      await waitFor(() => expect(where()).toBe('/'));
      expect(sentCalls(fetchMock)).toEqual([
        { call: 'POST user/profile/delete/code', body: { deviceUUID: getDeviceId(), call: false } },
        { call: 'POST user/profile/delete', body: { otp: '123456' } },
      ]);
      expect(getSessionToken()).toBeNull();
      expect(getSnackbars().map((snackbar) => snackbar.message)).toEqual([
        'Sua conta foi excluída.',
      ]);
    });

    it('a wrong code is told under the emptied boxes', async () => {
      fetchMock
        .mockResolvedValueOnce(codeSent())
        .mockResolvedValueOnce(refused(400, 'PHONE_OTP_TOKEN_INVALID'));
      renderDelete(testProfile({ hasPin: false }));
      fireEvent.click(within(selfService()).getByRole('button', { name: 'Enviar código' }));
      await screen.findByRole('heading', { level: 1, name: 'Digite o código' });
      typeCode('654321');
      fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Excluir conta' }));
      const alert = await screen.findByText('Código inválido. Confira e tente novamente.');
      expect(alert.closest('[role="alert"]')).not.toBeNull();
      expect(screen.getByLabelText('Código de verificação')).toHaveValue('');
      expect(getSessionToken()).toBe('token');
    });

    it('a code that cannot be sent says why under the button', async () => {
      fetchMock.mockResolvedValueOnce(refused(429, 'TOO_MANY_REQUESTS'));
      renderDelete(testProfile({ hasPin: false }));
      fireEvent.click(within(selfService()).getByRole('button', { name: 'Enviar código' }));
      expect(
        await within(selfService()).findByText(
          'Muitas tentativas. Aguarde um pouco e tente novamente.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Código de verificação')).toBeNull();
    });
  });
});
