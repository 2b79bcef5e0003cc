import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useConsoleStore } from '../../../../lib/console-store';
import { fakeApi, ok, refusal } from '../../../../test/fake-api';
import { usePortalStore } from '../../../lib/portal-store';
import { renderPortal } from '../../../test/render-portal';
import {
  salesPage,
  sessionOf,
  shop,
  shopMeOf,
  signedInAs,
  terminals,
} from '../../../test/shop-fixtures';

const salesPages = {
  'GET shop/sales': () => salesPage([]),
  'GET shop/terminals': () => ok({ items: terminals }),
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, totp: string) {
  await user.type(await screen.findByLabelText('E-mail'), 'dona@padaria.com.br');
  await user.type(screen.getByLabelText('Senha'), 'senha secreta');
  await user.type(screen.getByLabelText('Código do autenticador'), totp);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe("the portal's sign-in page", () => {
  it("signs in, keeps the token apart from the console's and opens the shop's sales", async () => {
    vi.stubEnv('VITE_STAGE', 'production');
    useConsoleStore.getState().startSession('rosto_op_ana');
    const api = fakeApi({ 'POST shop/session': () => sessionOf('owner'), ...salesPages });
    const user = userEvent.setup();
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Entrar no portal da loja' })).toBeVisible();
    await fillIn(user, '123456');

    expect(await screen.findByRole('heading', { name: 'Vendas' })).toBeVisible();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Padaria Central' })).toBeVisible();
    expect(header).toHaveTextContent('dona@padaria.com.br');
    expect(header).toHaveTextContent('Dono');
    expect(api.callsTo('POST', 'shop/session')[0]?.body).toEqual({
      email: 'dona@padaria.com.br',
      password: 'senha secreta',
      totp: '123456',
    });
    // The portal's calls carry its own token; the console's session is left as it was.
    expect(api.callsTo('GET', 'shop/sales')[0]?.authorization).toBe('Bearer rosto_shop_new');
    expect(sessionStorage.getItem('rosto-loja')).toContain('rosto_shop_new');
    expect(sessionStorage.getItem('rosto-console')).not.toContain('rosto_shop_new');
    expect(useConsoleStore.getState().token).toBe('rosto_op_ana');
    // The sign-in's answer named the person and the shop: no second call.
    expect(api.callsTo('GET', 'shop/me')).toHaveLength(0);
    expect(document.title).toBe('Vendas | Rosto Lojas');
  });

  it("shows a wrong code's catalogue text, and stays signed out", async () => {
    fakeApi({ 'POST shop/session': () => refusal(401, 'SHOP_USER_SIGN_IN_FAILED') });
    const user = userEvent.setup();
    renderPortal('/entrar');
    await fillIn(user, '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail, senha ou código incorretos. Confira e tente de novo.',
    );
    expect(usePortalStore.getState().token).toBeNull();
  });

  it('tells a locked account its wait, in English when chosen', async () => {
    fakeApi({
      'POST shop/session': () => refusal(429, 'SHOP_USER_LOCKED', {}, { 'retry-after': '600' }),
    });
    const user = userEvent.setup();
    renderPortal('/entrar');
    await user.selectOptions(await screen.findByLabelText('Idioma'), 'en');
    expect(screen.getByRole('heading', { name: 'Sign in to the shop portal' })).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), 'dona@padaria.com.br');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. This account is locked for a few minutes. Try again in 10 min.',
    );
    expect(usePortalStore.getState().language).toBe('en');
    expect(useConsoleStore.getState().language).toBe('pt-BR');
  });

  it("offers each sandbox shop's demo owner and cashier, and enters as the one chosen", async () => {
    vi.stubEnv('VITE_STAGE', 'sandbox');
    const api = fakeApi({
      'GET sandbox/shops': () =>
        ok({
          items: [
            { id: shop.id, name: shop.name, slug: shop.slug },
            {
              id: '5b0c2a4e-1f3d-4c6b-9a8e-7d6c5b4a3f22',
              name: 'Mercado Bom Preço',
              slug: 'mercado-bom-preco',
            },
          ],
        }),
      'POST sandbox/shop-users/session': () => sessionOf('cashier', 'rosto_shop_demo'),
      ...salesPages,
    });
    const user = userEvent.setup();
    renderPortal('/entrar');
    const section = await screen.findByRole('region', { name: 'Entrar numa loja de demonstração' });
    expect(await within(section).findAllByRole('button')).toHaveLength(4);
    expect(
      within(section).getByRole('button', { name: 'Entrar como dono: Padaria Central' }),
    ).toHaveTextContent('Entrar como dono');

    await user.click(
      within(section).getByRole('button', { name: 'Entrar como caixa: Padaria Central' }),
    );
    expect(await screen.findByRole('heading', { name: 'Vendas' })).toBeVisible();
    expect(api.callsTo('POST', 'sandbox/shop-users/session')[0]?.body).toEqual({
      shopId: shop.id,
      role: 'cashier',
    });
    expect(screen.getByRole('banner')).toHaveTextContent('Caixa');
    expect(usePortalStore.getState().token).toBe('rosto_shop_demo');
  });

  it('never shows the demo shops outside the sandbox', async () => {
    vi.stubEnv('VITE_STAGE', 'production');
    const api = fakeApi({});
    renderPortal('/entrar');
    expect(await screen.findByRole('heading', { name: 'Entrar no portal da loja' })).toBeVisible();
    expect(screen.queryByText('Entrar numa loja de demonstração')).toBeNull();
    expect(api.callsTo('GET', 'sandbox/shops')).toHaveLength(0);
  });

  it('signs out on a 401 from any call, says the session ended, and reopens the page after', async () => {
    vi.stubEnv('VITE_STAGE', 'production');
    signedInAs('owner');
    let sessionOver = true;
    fakeApi({
      'GET shop/me': () => (sessionOver ? refusal(401, 'UNAUTHORIZED') : shopMeOf('owner')),
      'POST shop/session': () => {
        sessionOver = false;
        return sessionOf('owner');
      },
      ...salesPages,
    });
    const user = userEvent.setup();
    renderPortal('/terminais');
    expect(
      await screen.findByText('Sua sessão terminou. Entre de novo para continuar.'),
    ).toHaveAttribute('role', 'status');
    expect(window.location.pathname).toBe('/loja/entrar');
    expect(usePortalStore.getState().token).toBeNull();

    await fillIn(user, '123456');
    expect(await screen.findByRole('heading', { name: 'Terminais' })).toBeVisible();
    expect(window.location.pathname).toBe('/loja/terminais');
  });

  it('signs out with "Sair", ending the session on the server', async () => {
    vi.stubEnv('VITE_STAGE', 'production');
    signedInAs('owner');
    const api = fakeApi({
      'GET shop/me': () => shopMeOf('owner'),
      'DELETE shop/session': () => ok({ ended: true }),
      ...salesPages,
    });
    const user = userEvent.setup();
    renderPortal('/');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Entrar no portal da loja' })).toBeVisible();
    expect(api.callsTo('DELETE', 'shop/session')[0]?.authorization).toBe('Bearer rosto_shop_owner');
    expect(screen.queryByText('Sua sessão terminou. Entre de novo para continuar.')).toBeNull();
  });
});
