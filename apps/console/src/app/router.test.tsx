// The guards and the navigation, on the whole console as a browser opens it.
import type { Operator } from '@rosto/contract/schemas/console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../lib/console-store';
import { fakeApi, meOf, ok, operator } from '../test/fake-api';
import { renderConsole } from '../test/render-console';

const overview = ok({
  faces: { waiting: 0, oldestSince: null },
  cards: { waiting: 0, oldestSince: null },
  identities: { waiting: 0, oldestSince: null },
});

function signedInAs(roles: Operator['roles']) {
  useConsoleStore.getState().startSession('rosto_op_test');
  return fakeApi({
    'GET console/me': () => meOf(operator({ email: 'rui@rosto.app', roles })),
    'GET console/overview': () => overview,
    'GET console/operators': () => ok({ items: [] }),
    'GET console/audit': () => ok({ items: [], nextBefore: null }),
    'POST console/session': () =>
      ok({
        token: 'rosto_op_next',
        expiresAt: '2026-11-27T20:00:00.000Z',
        idleMinutes: 30,
        operator: operator({ email: 'rui@rosto.app', roles }),
      }),
  });
}

async function navLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Seções do console' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the console router', () => {
  it('sends a signed-out visit to the sign-in page', async () => {
    renderConsole('/auditoria?acao=operator.create');
    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    expect(window.location.pathname).toBe('/console/entrar');
  });

  it("shows a reviewer's header and only the pages its role opens", async () => {
    signedInAs(['reviewer']);
    renderConsole('/');
    expect(await navLinks()).toEqual([
      ['Início', '/console'],
      ['Revisões', '/console/revisoes/rostos'],
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('rui@rosto.app')).toBeVisible();
    expect(within(header).getByRole('list', { name: 'Papéis' })).toHaveTextContent('Revisão');
    expect(within(header).getByRole('button', { name: 'Sair' })).toBeEnabled();
  });

  it("shows an admin's pages in the navigation", async () => {
    signedInAs(['admin', 'support']);
    renderConsole('/');
    expect(await navLinks()).toEqual([
      ['Início', '/console'],
      ['Clientes', '/console/clientes'],
      ['Operadores', '/console/operadores'],
      ['Auditoria', '/console/auditoria'],
    ]);
  });

  it('answers a page the roles do not open with the 403 page', async () => {
    const api = signedInAs(['reviewer', 'shops']);
    renderConsole('/auditoria');
    expect(await screen.findByRole('heading', { name: 'Sem acesso' })).toBeVisible();
    expect(api.callsTo('GET', 'console/audit')).toHaveLength(0);
  });

  it('answers an unknown address with the not-found page inside the shell', async () => {
    signedInAs(['admin']);
    renderConsole('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/console',
    );
  });

  it('goes back to the sign-in page, saying why, when the session has ended on the server', async () => {
    useConsoleStore.getState().startSession('rosto_op_gone');
    const routes = fakeApi({
      'GET console/me': () => ({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'UNAUTHORIZED' },
      }),
    });
    renderConsole('/operadores');
    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sua sessão terminou. Entre de novo para continuar.',
    );
    expect(routes.calls).toHaveLength(1);
    expect(sessionStorage.getItem('rosto-console')).not.toContain('rosto_op_gone');
  });

  it('signs out with DELETE console/session, forgets the token and the page', async () => {
    const api = signedInAs(['admin']);
    const user = userEvent.setup();
    renderConsole('/auditoria');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    expect(api.callsTo('DELETE', 'console/session')).toHaveLength(1);
    expect(useConsoleStore.getState().token).toBeNull();
    // Signing out is not an expiry: no notice, and the next sign-in starts at Início.
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'rui@rosto.app');
    await user.type(screen.getByLabelText('Senha'), 'x');
    await user.type(screen.getByLabelText('Código do autenticador'), '123456');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
    expect(window.location.pathname).toBe('/console');
  });
});
