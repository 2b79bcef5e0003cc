// Journey: a partner's branding, chosen by query or by sub-domain, kept for the session.
import {
  codeIn,
  codeInput,
  cssVariable,
  DEFAULT_PRIMARY,
  expect,
  getPartner,
  hostUrl,
  lastMessageId,
  newMobile,
  nextMessage,
  test,
} from './support';

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

test("the invitation shows the partner's logo beside Rosto's, not its initials", async ({
  page,
  request,
}) => {
  const partner = await getPartner(request, 'padaria-sol');
  const phone = newMobile();
  const response = await request.post('/api/sandbox/users', {
    data: {
      fullName: 'Rita Campos',
      partnerSlug: partner.slug,
      phone: { areaCode: phone.areaCode, number: phone.number },
      email: `rita.${phone.digits}@exemplo.com.br`,
      faceStatus: null,
      mustRegisterFace: false,
    },
  });
  const { profile } = ((await response.json()) as { data: { profile: { cpf: string } } }).data;
  const before = await lastMessageId(request, phone.digits);
  await page.goto(`/login?partner=${partner.slug}`);
  await page.getByLabel('CPF').pressSequentially(profile.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await codeInput(page).pressSequentially(codeIn(await nextMessage(request, phone.digits, before)));
  await page
    .getByRole('dialog', { name: 'Como funciona o cadastro' })
    .getByRole('button', { name: 'Vamos lá' })
    .click();
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `${partner.name} convidou você para pagar com o rosto`,
    }),
  ).toBeVisible();
  await expect(page.locator(`main img[src="${partner.logoUrl}"]`)).toBeVisible();
  await expect(page.getByText('PS', { exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(partner.name));
});
