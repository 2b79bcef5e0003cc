import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator, refusal } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

const admin = operator({ email: 'ana@rosto.app', roles: ['admin'] });
const session = ok({
  token: 'rosto_op_new',
  expiresAt: '2026-11-27T20:00:00.000Z',
  idleMinutes: 30,
  operator: admin,
});

async function fillIn(user: ReturnType<typeof userEvent.setup>, totp: string) {
  await user.type(await screen.findByLabelText('E-mail'), 'Ana@Rosto.app');
  await user.type(screen.getByLabelText('Senha'), 'senha secreta');
  await user.type(screen.getByLabelText('Código do autenticador'), totp);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('the sign-in page', () => {
  it('asks for a 6-digit code typed as numbers, as a one-time code', async () => {
    renderConsole('/entrar');
    const code = await screen.findByLabelText('Código do autenticador');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription('Os 6 números que o aplicativo mostra agora.');
  });

  it('refuses a code that is not 6 digits without calling the API, and says why', async () => {
    const api = fakeApi({ 'POST console/session': () => session });
    const user = userEvent.setup();
    renderConsole('/entrar');
    await fillIn(user, '12a45');
    const code = screen.getByLabelText('Código do autenticador');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/Digite os 6 números do código\./u);
    expect(code).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('signs in, keeps the token for this tab and opens the page a visit asked for', async () => {
    const api = fakeApi({
      'POST console/session': () => session,
      'GET console/me': () => meOf(admin),
      'GET console/audit': () => ok({ items: [], nextBefore: null }),
      'GET console/operators': () => ok({ items: [admin] }),
    });
    const user = userEvent.setup();
    renderConsole('/auditoria?acao=operator.create');
    await fillIn(user, '123456');
    expect(await screen.findByRole('heading', { name: 'Auditoria' })).toBeVisible();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/console/auditoria?acao=operator.create',
    );
    expect(api.callsTo('POST', 'console/session')[0]?.body).toEqual({
      email: 'Ana@Rosto.app',
      password: 'senha secreta',
      totp: '123456',
    });
    expect(useConsoleStore.getState().token).toBe('rosto_op_new');
    expect(sessionStorage.getItem('rosto-console')).toContain('rosto_op_new');
    // The sign-in's answer named the operator: the shell did not ask again.
    expect(api.callsTo('GET', 'console/me')).toHaveLength(0);
  });

  it("shows a refused sign-in's catalogue text", async () => {
    fakeApi({ 'POST console/session': () => refusal(401, 'OPERATOR_SIGN_IN_FAILED') });
    const user = userEvent.setup();
    renderConsole('/entrar');
    await fillIn(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail, senha ou código incorretos. Confira e tente de novo.',
    );
    expect(useConsoleStore.getState().token).toBeNull();
  });

  it('tells how long a locked account waits, from retry-after', async () => {
    fakeApi({
      'POST console/session': () =>
        refusal(429, 'OPERATOR_LOCKED', {}, { 'retry-after': String(14 * 60 + 30) }),
    });
    const user = userEvent.setup();
    renderConsole('/entrar');
    await fillIn(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas erradas. Esta conta está bloqueada por alguns minutos. Tente de novo em 15 min.',
    );
  });

  it('tells too many tries from one place, in English when the operator chose it', async () => {
    fakeApi({
      'POST console/session': () => refusal(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 40 }),
    });
    const user = userEvent.setup();
    renderConsole('/entrar');
    await user.selectOptions(await screen.findByLabelText('Idioma'), 'en');
    expect(document.documentElement.lang).toBe('en');
    await user.type(screen.getByLabelText('E-mail'), 'ana@rosto.app');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    expect(within(alert).getByText(/Try again in 40 s\./u)).toBeVisible();
  });
});
