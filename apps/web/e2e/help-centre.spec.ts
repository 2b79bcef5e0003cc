// Journey: the help centre built into the app (issue 29 point 4, decision 069).
// "Ver lojas parceiras" and the help links lead to /ajuda, not to the
// placeholder help domain; the shops and their addresses come from the server
// (GET /api/shops), a white-label partner's first; search finds "Cartão" from
// "cartao"; the same in English.
import type { APIRequestContext, Page } from '@playwright/test';
import { createSandboxUser, expect, openSignedIn, screenshotIfAsked, test } from './support';

/** A shop with a working terminal, as the console or `npm run terminal:create` would make it. */
async function newShop(
  request: APIRequestContext,
  partnerSlug: string,
  placeName: string,
  address: string,
) {
  const response = await request.post('/api/sandbox/terminals', {
    data: { partnerSlug, placeName, address },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const shot = (page: Page, name: string) => screenshotIfAsked(page, `help/${name}`);
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
/** A shop's entry in the list: its name as a heading, its address under it. */
const shopEntry = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('from the home and the account deletion page to the in-app help centre: shops, search, article', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const bakery = `Padaria Sol Centro ${run}`;
  const market = `Mercado Azul Paulista ${run}`;
  await newShop(request, 'padaria-sol', bakery, 'Rua XV de Novembro, 100, Curitiba');
  await newShop(request, 'mercado-azul', market, 'Av. Paulista, 1000, São Paulo');
  const { token } = await createSandboxUser(request);

  await openSignedIn(page, token, '/home');
  const banner = page.getByRole('region', { name: 'Onde usar o Rosto' });
  await banner.getByRole('link', { name: /^Ver lojas parceiras/u }).click();
  await expect(page).toHaveURL(/\/ajuda\/lojas$/u);
  await expect(heading(page, 'Lojas parceiras')).toBeVisible();
  await expect(shopEntry(page, bakery)).toContainText('Rua XV de Novembro, 100, Curitiba');
  await expect(shopEntry(page, market)).toContainText('Av. Paulista, 1000, São Paulo');
  await shot(page, '03-shops-pt-br');

  // "Visite a central de ajuda" on the account deletion page: the article on the LGPD rights.
  await page.goto('/perfil/excluir-conta');
  await page.getByRole('link', { name: /central de ajuda/u }).click();
  await expect(page).toHaveURL(/\/ajuda\/seus-direitos-lgpd$/u);
  await expect(heading(page, /Seus direitos pela LGPD/u)).toBeVisible();
  await expect(page.getByRole('link', { name: /Baixar meus dados/u })).toHaveAttribute(
    'href',
    '/perfil/meus-dados',
  );
  await shot(page, '02-article-pt-br');

  await page.getByRole('link', { name: 'Ver todos os artigos' }).click();
  await expect(heading(page, 'Central de ajuda')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cartões' })).toBeVisible();
  await shot(page, '01-index-pt-br');

  // Accents and case do not matter: "cartao" finds "Adicionar e validar um cartão".
  await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('cartao');
  await expect(
    page.getByRole('status').filter({ hasText: /artigos? encontrados?/u }),
  ).toBeVisible();
  const result = page.getByRole('link', { name: /Adicionar e validar um cartão/u });
  await expect(result).toBeVisible();
  await shot(page, '04-search-pt-br');
  await result.click();
  await expect(heading(page, 'Adicionar e validar um cartão')).toBeVisible();
  await expect(page.getByText(/entre R\$ 0,01 e R\$ 10,00/u)).toBeVisible();

  // Signed out too.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/ajuda/para-que-serve-a-senha');
  await expect(heading(page, 'Para que serve a senha (PIN)')).toBeVisible();
});

test.describe('in English, under a white-label partner', () => {
  test.use({ locale: 'en-US' });

  test("the partner's shops come first, and the help centre searches the English articles", async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    const own = `Mercado Azul Centro ${run}`;
    const other = `Padaria Sol Batel ${run}`;
    await newShop(request, 'mercado-azul', own, 'Rua das Flores, 200, Curitiba');
    await newShop(request, 'padaria-sol', other, 'Av. do Batel, 300, Curitiba');
    const { token } = await createSandboxUser(request);

    await openSignedIn(page, token, '/home', '?partner=mercado-azul');
    // The partner is loaded while the app boots: its name in the tab says it is in.
    await expect(page).toHaveTitle(/Mercado Azul/u);
    await page.getByRole('link', { name: /^See partner shops/u }).click();
    await expect(heading(page, 'Partner shops')).toBeVisible();
    const ownSection = page.getByRole('region', { name: 'Mercado Azul shops' });
    const others = page.getByRole('region', { name: 'Other shops that take Rosto' });
    await expect(ownSection.getByRole('heading', { name: own })).toBeVisible();
    await expect(ownSection).toContainText('Rua das Flores, 200, Curitiba');
    await expect(ownSection.getByRole('heading', { name: other })).toHaveCount(0);
    await expect(others.getByRole('heading', { name: other })).toBeVisible();
    await shot(page, '05-shops-partner-en');

    await page.goto('/ajuda');
    await expect(heading(page, 'Help centre')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search help' }).fill('REFUND');
    await page.getByRole('link', { name: /Payments, cancellations and refunds/u }).click();
    await expect(heading(page, 'Payments, cancellations and refunds')).toBeVisible();
    await shot(page, '06-article-en');
  });
});
