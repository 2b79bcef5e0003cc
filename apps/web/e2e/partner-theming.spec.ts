// Journey: a partner's branding, chosen by query or by sub-domain, kept for the session.
import { cssVariable, DEFAULT_PRIMARY, expect, getPartner, hostUrl, test } from './support';

test('?partner=mercado-azul applies its colours, serif typography and splash sub-title', async ({
  page,
  request,
}) => {
  const partner = await getPartner(request, 'mercado-azul');
  await page.goto('/?partner=mercado-azul');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Pague com o seu rosto' }),
  ).toBeVisible();
  await expect
    .poll(() => cssVariable(page, '--color-primary'))
    .toBe(partner.options.colors.primary);
  const splashSubTitle = partner.options.description.splashSubTitle;
  if (splashSubTitle) await expect(page.getByText(splashSubTitle)).toBeVisible();
  const headingFont = await page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(headingFont).toContain('serif');
  expect(headingFont).not.toContain('sans-serif');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    partner.options.colors.primary,
  );

  // The choice survives navigation and a reload without the query.
  await page.getByRole('link', { name: 'Baixar o app' }).click();
  await expect(page).toHaveURL(/\/download$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Baixe o app Rosto' })).toBeVisible();
  expect(await cssVariable(page, '--color-primary')).toBe(partner.options.colors.primary);
});

test('the sub-domain padaria-sol.rosto.test selects that partner', async ({
  page,
  request,
  baseURL,
}) => {
  const partner = await getPartner(request, 'padaria-sol');
  const partnerCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/partner/')) partnerCalls.push(new URL(req.url()).pathname);
  });
  await page.goto(hostUrl(baseURL, 'padaria-sol.rosto.test'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => cssVariable(page, '--color-primary'))
    .toBe(partner.options.colors.primary);
  expect(partnerCalls).toEqual(['/api/partner/padaria-sol']);
});

test('an environment sub-domain (qa) is not a partner', async ({ page, baseURL }) => {
  const partnerCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/partner/')) partnerCalls.push(req.url());
  });
  await page.goto(hostUrl(baseURL, 'qa.rosto.test'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pague com o seu rosto' }),
  ).toBeVisible();
  expect(await cssVariable(page, '--color-primary')).toBe(DEFAULT_PRIMARY);
  expect(partnerCalls).toEqual([]);
});

test('an unknown partner is logged and ignored', async ({ page }) => {
  await page.goto('/?partner=nao-existe-parceiro');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pague com o seu rosto' }),
  ).toBeVisible();
  expect(await cssVariable(page, '--color-primary')).toBe(DEFAULT_PRIMARY);
});

test("a partner's logo and name stand for it in the header, the tab title and the favicon", async ({
  page,
  request,
}) => {
  for (const slug of ['mercado-azul', 'padaria-sol']) {
    const partner = await getPartner(request, slug);
    await page.goto(`/?partner=${slug}`);
    const header = page.getByRole('banner');
    await expect(header.getByText(partner.name, { exact: true })).toBeVisible();
    await expect(header.locator(`img[src="${partner.logoUrl}"]`)).toBeVisible();
    await expect(page).toHaveTitle(`${partner.name}: pague com o seu rosto`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', partner.logoUrl ?? '');
    // The logo is served by the app itself, as an SVG.
    const logo = await request.get(partner.logoUrl ?? '');
    expect(logo.ok()).toBe(true);
    expect(logo.headers()['content-type']).toContain('image/svg+xml');
  }

  // Without a partner the tab and the icon stay Rosto's.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/?partner=nao-existe-parceiro');
  await expect(page).toHaveTitle('Rosto: pague com o seu rosto');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
});
