// /perfil/redefinir-pin: the full change, each refusal under the dots, the
// lockout's reset, the forgotten PIN sent by SMS, and a user without a PIN.
import type { UserProfile } from '@rosto/contract/schemas/user';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import type { FetchMock } from '../../../testing/routes';
import { renderRoute, setUpRouteTests, where } from '../../../testing/routes';
import { PIN_CHANGED_DELAY_MS } from '../components/pin-changed';
import { ResetPinRoute } from './reset-pin';

const ok = () => json(200, { data: { ok: true } });

/** The API: the profile always, the PIN calls from a queue, each call recorded. */
function fakeApi(fetchMock: FetchMock, answers: (() => Response)[]) {
  const sent: { call: string; body: unknown }[] = [];
  let profileReads = 0;
  fetchMock.mockImplementation((input, init) => {
    const call = `${init?.method ?? 'GET'} ${(input as string).split('/api/')[1]}`;
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    if (call === 'GET user/profile') {
      profileReads += 1;
      return Promise.resolve(json(200, { data: testProfile({ hasPin: true }) }));
    }
    sent.push({ call, body });
    const next = answers.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('offline'));
  });
  return { sent, profileReads: () => profileReads };
}

function renderResetPin(profile: UserProfile = testProfile({ hasPin: true })) {
  renderRoute({ path: '/perfil/redefinir-pin', element: <ResetPinRoute />, profile });
}

const pinField = () => screen.getByLabelText('Senha de 4 números');
const typePin = (value: string) => fireEvent.input(pinField(), { target: { value } });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

async function toNewPinStep(current = '4729') {
  fireEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
  await heading('Digite sua senha atual');
  typePin(current);
  await heading('Crie sua nova senha');
}

describe('ResetPinRoute', () => {
  const fetchMock = setUpRouteTests();

  it('changes the PIN: current, new, confirmation, then back to the profile read again', async () => {
    const api = fakeApi(fetchMock, [ok, ok]);
    renderResetPin();
    expect(await heading('Sua senha de 4 números')).toBeInTheDocument();
    expect(
      screen.getByText(/Algumas lojas e os pagamentos de valor mais alto/),
    ).toBeInTheDocument();
    // Said beforehand: the other devices will sign in again with a code (issue 29).
    expect(
      screen.getByText(
        'Ao trocar a senha, saímos da sua conta nos outros aparelhos. Neles, você entra de novo com o seu CPF e um código por SMS.',
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    const current = await heading('Digite sua senha atual');
    await waitFor(() => expect(current).toHaveFocus());
    typePin('4729');
    const choose = await heading('Crie sua nova senha');
    await waitFor(() => expect(choose).toHaveFocus());
    typePin('8361');
    await heading('Confirme a nova senha');
    expect(api.sent).toHaveLength(1);
    typePin('8361');

    await heading('Nova senha salva!');
    expect(api.sent).toEqual([
      { call: 'POST user/profile/verify-pin', body: { pin: '4729' } },
      { call: 'PUT user/profile/change-pin', body: { currentPin: '4729', newPin: '8361' } },
    ]);
    await waitFor(() => expect(api.profileReads()).toBe(1));
    // The PINs were only ever in memory.
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toMatch(/4729|8361/);

    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao perfil' }));
    await waitFor(() => expect(where()).toBe('/perfil'));
  });

  it('the success screen goes back to the profile by itself after a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi(fetchMock, [ok, ok]);
    renderResetPin();
    await toNewPinStep();
    typePin('8361');
    await heading('Confirme a nova senha');
    typePin('8361');
    await heading('Nova senha salva!');
    await act(() => vi.advanceTimersByTimeAsync(PIN_CHANGED_DELAY_MS));
    await waitFor(() => expect(where()).toBe('/perfil'));
  });

  it('a wrong current PIN: "Senha incorreta." and the tries left under the emptied dots', async () => {
    const api = fakeApi(fetchMock, [
      () => refused(403, 'INVALID_USER_PIN', { remainingAttempts: 3 }),
    ]);
    renderResetPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    await heading('Digite sua senha atual');
    typePin('1357');
    // The tries left, as the code steps give them (issue 29).
    const alert = await screen.findByText(
      'Senha incorreta. Restam 3 tentativas antes de a senha ser bloqueada.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(pinField()).toHaveValue('');
    expect(pinField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Digite sua senha atual');
    expect(api.sent).toHaveLength(1);
    // Typing again clears the error; no reset offered for a mere wrong PIN.
    expect(screen.queryByRole('button', { name: 'Redefinir senha' })).toBeNull();
    await waitFor(() => expect(pinField()).toBeEnabled());
    typePin('2');
    expect(screen.queryByText(/Senha incorreta\./u)).toBeNull();
  });

  it('an unmapped failure: "Ocorreu um erro inesperado." under the dots, on each PIN step', async () => {
    const api = fakeApi(fetchMock, [
      // A code the catalogue does not know, then a reply without any code.
      () =>
        json(500, { statusCode: 500, error: 'Internal Server Error', message: 'PIN_VAULT_DOWN' }),
      ok,
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ]);
    renderResetPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    await heading('Digite sua senha atual');
    typePin('4729');
    const verifyAlert = await screen.findByText('Ocorreu um erro inesperado.');
    expect(verifyAlert.closest('[role="alert"]')).not.toBeNull();
    expect(pinField()).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Digite sua senha atual');

    await waitFor(() => expect(pinField()).toBeEnabled());
    typePin('4');
    expect(screen.queryByText('Ocorreu um erro inesperado.')).toBeNull();
    typePin('4729');
    await heading('Crie sua nova senha');
    typePin('8361');
    await heading('Confirme a nova senha');
    typePin('8361');
    const confirmAlert = await screen.findByText('Ocorreu um erro inesperado.');
    expect(confirmAlert.closest('[role="alert"]')).not.toBeNull();
    expect(pinField()).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirme a nova senha');
    expect(api.sent.map((sent) => sent.call)).toEqual([
      'POST user/profile/verify-pin',
      'POST user/profile/verify-pin',
      'PUT user/profile/change-pin',
    ]);
  });

  it('an easy new PIN is refused on the phone, with the rule under the dots', async () => {
    const api = fakeApi(fetchMock, [ok]);
    renderResetPin();
    await toNewPinStep();
    typePin('1212');
    expect(
      await screen.findByText(
        'Escolha uma senha mais difícil: evite números repetidos, sequências, anos e senhas comuns.',
      ),
    ).toBeInTheDocument();
    expect(pinField()).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crie sua nova senha');
    expect(api.sent).toHaveLength(1);
  });

  it('a confirmation that differs: "As senhas não coincidem.", nothing sent', async () => {
    const api = fakeApi(fetchMock, [ok]);
    renderResetPin();
    await toNewPinStep();
    typePin('8361');
    await heading('Confirme a nova senha');
    typePin('8362');
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(pinField()).toHaveValue('');
    expect(api.sent).toHaveLength(1);

    // Back: the new PIN is chosen again.
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await heading('Crie sua nova senha');
  });

  it('a locked PIN offers the reset, which sends a new PIN by SMS to type instead', async () => {
    const api = fakeApi(fetchMock, [() => refused(423, 'USER_PIN_LOCKED'), ok]);
    renderResetPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    await heading('Digite sua senha atual');
    typePin('1357');
    expect(
      await screen.findByText(
        'Sua senha foi bloqueada depois de 5 tentativas erradas. Redefina a senha para continuar.',
      ),
    ).toBeInTheDocument();
    expect(pinField()).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    const sms = await heading('Digite a senha enviada por SMS');
    await waitFor(() => expect(sms).toHaveFocus());
    expect(screen.getByText(/chega em cerca de 5 segundos/)).toBeInTheDocument();
    expect(screen.queryByText(/Sua senha foi bloqueada/)).toBeNull();
    expect(api.sent).toEqual([
      { call: 'POST user/profile/verify-pin', body: { pin: '1357' } },
      { call: 'POST user/profile/reset-pin', body: undefined },
    ]);
  });

  it('"Não sei minha senha" sends one by SMS, and that one is verified', async () => {
    const api = fakeApi(fetchMock, [ok, ok]);
    renderResetPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Não sei minha senha' }));
    await heading('Digite a senha enviada por SMS');
    typePin('5093');
    await heading('Crie sua nova senha');
    expect(api.sent).toEqual([
      { call: 'POST user/profile/reset-pin', body: undefined },
      { call: 'POST user/profile/verify-pin', body: { pin: '5093' } },
    ]);
  });

  it('too many resets: said on the intro, which stays', async () => {
    fakeApi(fetchMock, [() => refused(429, 'TOO_MANY_REQUESTS')]);
    renderResetPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Não sei minha senha' }));
    expect(
      await screen.findByText('Muitas tentativas. Aguarde um pouco e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sua senha de 4 números');
  });

  it('a user without a PIN creates one from a PIN sent by SMS', async () => {
    const api = fakeApi(fetchMock, [ok]);
    renderResetPin(testProfile({ hasPin: false }));
    expect(await heading('Crie sua senha de 4 números')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar senha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Não sei minha senha' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Criar senha' }));
    await heading('Digite a senha enviada por SMS');
    expect(api.sent).toEqual([{ call: 'POST user/profile/reset-pin', body: undefined }]);
  });

  it('back goes one step back, and from the intro to the profile', async () => {
    fakeApi(fetchMock, []);
    renderResetPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    await heading('Digite sua senha atual');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await heading('Sua senha de 4 números');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(where()).toBe('/perfil'));
  });
});
