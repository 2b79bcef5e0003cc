// Journey: moving between the tabs of the bottom menu (docs/spec/account-checklist.md §2,
// docs/spec/wallet-checklist.md §2).
import type { PartnerView } from '@rosto/contract/schemas/partner';
import {
  createSandboxUser,
  expect,
  getPartner,
  historyLength,
  menu,
  openSignedIn,
  test,
} from './support';

const tabPaths: Record<PartnerView, string | null> = {
  home: '/home',
  transactions: '/pagamentos',
  wallet: '/carteira',
  profile: '/perfil',
  places: null,
};

test('four icon tabs by default, the active one marked with aria-current', async ({
  page,
  request,
}) => {
  const user = await createSandboxUser(request);
  await openSignedIn(page, user.token, '/home');
  const nav = menu(page);
  await expect(nav.getByRole('link')).toHaveCount(4);
  for (const name of ['Início', 'Pagamentos', 'Cartões', 'Perfil']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  // Without showMenuLabels the names are for screen readers only.
  await expect(nav.getByText('Início')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Perfil' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('labels show only for a partner with showMenuLabels (mercado-azul)', async ({
  page,
  request,
}) => {
  const partner = await getPartner(request, 'mercado-azul');
  expect(partner.options.showMenuLabels).toBe(true);
  const user = await createSandboxUser(request, { partnerSlug: 'mercado-azul' });
  await openSignedIn(page, user.token, '/home', '?partner=mercado-azul');
  await expect(menu(page).getByText('Início', { exact: true })).toBeVisible();
});

test('only the tabs of the partner views show (padaria-sol)', async ({ page, request }) => {
  const partner = await getPartner(request, 'padaria-sol');
  const user = await createSandboxUser(request, { partnerSlug: 'padaria-sol' });
  await openSignedIn(page, user.token, '/home', '?partner=padaria-sol');
  const expected = Object.entries(tabPaths)
    .filter(([view, path]) => path && partner.options.views.includes(view as PartnerView))
    .map(([, path]) => path);
  await expect(menu(page).getByRole('link')).toHaveCount(expected.length);
  const hrefs = await menu(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(hrefs).toEqual(expected);
  expect(hrefs.length).toBeLessThan(4);
});

test('show_main_navigation=false hides the menu for the session', async ({ page, request }) => {
  const user = await createSandboxUser(request);
  await openSignedIn(page, user.token, '/home?show_main_navigation=false');
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
});

test('tapping the current tab does nothing; back among tabs never loops', async ({
  page,
  request,
}) => {
  const user = await createSandboxUser(request);
  await openSignedIn(page, user.token, '/home');
  const nav = menu(page);
  await expect(nav).toBeVisible();
  const start = await historyLength(page);

  await nav.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await historyLength(page)).toBe(start);

  await nav.getByRole('link', { name: 'Pagamentos' }).click();
  await expect(page).toHaveURL(/\/pagamentos$/);
  await expect(nav.getByRole('link', { name: 'Pagamentos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Cartões' }).click();
  await expect(page).toHaveURL(/\/carteira$/);
  await nav.getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await nav.getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  // Home plus one tab entry, however many tabs were visited.
  expect(await historyLength(page)).toBe(start + 1);

  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/download$/);

  // Returning home by tab pops back instead of stacking another /home.
  await page.goForward();
  await expect(page).toHaveURL(/\/home$/);
  await menu(page).getByRole('link', { name: 'Cartões' }).click();
  await expect(page).toHaveURL(/\/carteira$/);
  await menu(page).getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/download$/);
});
