// Journey: a partner's branding, chosen by query or by sub-domain, kept for the session.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Partner } from '@rosto/contract/schemas/partner';
import {
  codeIn,
  codeInput,
  createSandboxUser,
  cssVariable,
  DEFAULT_PRIMARY,
  expect,
  getPartner,
  hostUrl,
  lastMessageId,
  newMobile,
  nextMessage,
  openSignedIn,
  screenshotIfAsked,
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

/**
 * A partner's customer (registered by the partner, with or without an
 * e-mail) signs in under its brand and reaches the invitation.
 */
async function openInvitation(
  page: Page,
  request: APIRequestContext,
  partner: Partner,
  withEmail: boolean,
) {
  const phone = newMobile();
  const response = await request.post('/api/sandbox/users', {
    data: {
      fullName: 'Rita Campos',
      partnerSlug: partner.slug,
      phone: { areaCode: phone.areaCode, number: phone.number },
      ...(withEmail ? { email: `rita.${phone.digits}@exemplo.com.br` } : {}),
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
  return { cpf: profile.cpf, digits: phone.digits };
}

test("the invitation shows the partner's logo beside Rosto's, not its initials", async ({
  page,
  request,
}) => {
  const partner = await getPartner(request, 'padaria-sol');
  await openInvitation(page, request, partner, true);
  await expect(page.locator(`main img[src="${partner.logoUrl}"]`)).toBeVisible();
  await expect(page.getByText('PS', { exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(partner.name));
  // The partner gave the e-mail: the face photo is what comes next (decision 076).
  const points = page.getByRole('region', { name: 'Como funciona' });
  await expect(points).toContainText('No próximo passo, você cadastra uma foto do rosto');
  await expect(points).not.toContainText('e-mail');
  await screenshotIfAsked(page, 'issue29/partner-invitation-face-next');
});

test("the e-mail comes before the photo, and its link opens the app under the partner's brand (decision 076)", async ({
  page,
  request,
  browser,
}) => {
  // A sign-in, three screens and a second browser: longer than one screen's test.
  test.setTimeout(90_000);
  const partner = await getPartner(request, 'mercado-azul');
  const { cpf } = await openInvitation(page, request, partner, false);
  const points = page.getByRole('region', { name: 'Como funciona' });
  await expect(points.getByRole('listitem')).toHaveText([
    /^Nas lojas Mercado Azul, você paga/u,
    'No próximo passo, você informa o seu e-mail, e enviamos um link para confirmá-lo.',
    /^Depois, você cadastra uma foto do rosto/u,
    /^Você pode desistir/u,
  ]);
  await screenshotIfAsked(page, 'issue29/partner-invitation-email-first');

  await page.getByRole('button', { name: 'Quero pagar com o rosto' }).click();
  const email = `rita.${cpf}@exemplo.com.br`;
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Digite o e-mail novamente').fill(email);
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Convite aceito' })).toBeVisible();

  const mail = await nextMessage(request, email, null);
  expect(mail.subject).toBe('Mercado Azul: confirme seu e-mail no Rosto');
  const link = /https?:\/\/\S+\/validar-email\/[\w-]+\?partner=mercado-azul/u.exec(mail.body)?.[0];
  expect(link, mail.body).toBeDefined();

  // Opened from the mailbox, in a browser that never saw the partner.
  const mailbox = await browser.newContext();
  const opened = await mailbox.newPage();
  await opened.goto(link!);
  await expect(
    opened.getByRole('heading', { level: 1, name: 'Confirme que é você' }),
  ).toBeVisible();
  await expect
    .poll(() => cssVariable(opened, '--color-primary'))
    .toBe(partner.options.colors.primary);
  await mailbox.close();
});

test("the home's how-to animation takes the partner's colour, not Rosto's green", async ({
  page,
  request,
}) => {
  const partner = await getPartner(request, 'mercado-azul');
  const { token } = await createSandboxUser(request);
  /** The fills and strokes the slide's animation is drawn with, as [r, g, b]. */
  const slideColours = async (): Promise<number[][]> => {
    const slide = page.getByTestId('how-to-slide');
    await expect(slide.locator('svg path').first()).toBeAttached();
    const colours = await slide.evaluate((element) =>
      [...element.querySelectorAll('svg path')].flatMap((path) => {
        const style = getComputedStyle(path);
        return [style.fill, style.stroke];
      }),
    );
    return colours
      .map((colour) => /^rgb\((\d+), (\d+), (\d+)\)$/u.exec(colour)?.slice(1).map(Number))
      .filter((rgb): rgb is number[] => rgb !== undefined);
  };
  /** Whether one of `colours` is `hex` (lottie rounds a channel by one at most). */
  const drawnIn = (colours: number[][], hex: string) => {
    const target = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    return colours.some((rgb) => rgb.every((channel, i) => Math.abs(channel - target[i]!) <= 1));
  };

  // Under Rosto's brand the animation is drawn in Rosto's green.
  await openSignedIn(page, token, '/home');
  await expect(page.getByRole('region', { name: 'Como usar' })).toBeVisible();
  expect(drawnIn(await slideColours(), DEFAULT_PRIMARY)).toBe(true);

  await page.evaluate(() => sessionStorage.clear());
  await openSignedIn(page, token, '/home', `?partner=${partner.slug}`);
  const primary = partner.options.colors.primary;
  await expect.poll(() => cssVariable(page, '--color-primary')).toBe(primary);
  await expect(page.getByRole('region', { name: 'Como usar' })).toBeVisible();
  await expect.poll(async () => drawnIn(await slideColours(), primary)).toBe(true);
  expect(drawnIn(await slideColours(), DEFAULT_PRIMARY)).toBe(false);
  await screenshotIfAsked(page, 'issue29/partner-home-how-to', { fullPage: false });
});
