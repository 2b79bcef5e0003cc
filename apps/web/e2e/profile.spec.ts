// The profile (issue 9) in Chromium: personal details with the e-mail warning,
// the safety, help and information sections, a partner user's reduced
// profile, and "sign out of every device" ending every session of the user.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  codeIn,
  createSandboxUser,
  expect,
  formatCpf,
  lastMessageId,
  newMobile,
  nextMessage,
  openSignedIn,
  test,
} from './support';

const section = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens an accordion section and answers its panel. */
async function openSection(page: Page, name: string) {
  const button = section(page, name);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name });
}

const personalInfo = (page: Page) => page.getByRole('region', { name: 'Dados pessoais' });

/** Whether a bearer token still opens the profile: 200 while its session lives. */
const profileStatus = async (request: APIRequestContext, token: string) =>
  (
    await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })
  ).status();

/** A second session of the same user, signed in through the API with the SMS code. */
async function signInAgain(request: APIRequestContext, cpf: string, phoneDigits: string) {
  const deviceUUID = randomUUID();
  const before = await lastMessageId(request, phoneDigits);
  const start = await request.post('/api/entrance/login/start', { data: { deviceUUID, cpf } });
  expect(start.ok(), await start.text()).toBe(true);
  const { loginIntentionId } = ((await start.json()) as { data: { loginIntentionId: string } })
    .data;
  const otp = codeIn(await nextMessage(request, phoneDigits, before));
  const confirm = await request.put('/api/entrance/login/confirm-phone', {
    data: { deviceUUID, loginIntentionId, otp },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return ((await confirm.json()) as { data: { token: string } }).data.token;
}

test('a Rosto user sees the details, the e-mail warning and the three sections', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  const { token, profile } = await createSandboxUser(request, {
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  await openSignedIn(page, token, '/perfil');

  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByText(formatCpf(profile.cpf))).toBeVisible();

  // No e-mail yet: a warning, and the e-mail row leads to the e-mail screen.
  const details = personalInfo(page);
  await expect(
    details.getByText(`(${phone.areaCode}) ${phone.number.slice(0, 5)}-${phone.number.slice(5)}`),
  ).toBeVisible();
  await expect(details.getByRole('img', { name: 'E-mail não cadastrado' })).toBeVisible();
  const email = details.getByRole('link', { name: /^Cadastrar e-mail/u });
  await expect(email).toHaveAttribute('href', '/editar-conta');

  // Closed at first: their links are not on the page until asked for.
  await expect(page.getByRole('link', { name: 'Alterar senha' })).toHaveCount(0);

  const safety = await openSection(page, 'Segurança');
  await expect(safety.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
    'href',
    '/perfil/redefinir-pin',
  );
  await expect(safety.getByRole('link', { name: 'Trocar foto do rosto' })).toHaveAttribute(
    'href',
    '/perfil/trocar-rosto',
  );

  // The keyboard opens a section as well.
  await section(page, 'Ajuda').focus();
  await page.keyboard.press('Enter');
  await expect(section(page, 'Ajuda')).toHaveAttribute('aria-expanded', 'true');
  const help = page.getByRole('region', { name: 'Ajuda' });
  await expect(help.getByRole('link')).toHaveCount(3);
  // The app's own shops list (decision 069).
  await expect(help.getByRole('link', { name: /^Onde usar/u })).toHaveAttribute(
    'href',
    '/ajuda/lojas',
  );
  for (const name of [/^Suporte/u, /^Feedback/u]) {
    const href = await help.getByRole('link', { name }).getAttribute('href');
    // A prefilled ticket that names the user by a reference only (decision 020).
    expect(new URL(href!).searchParams.get('subject')).toBeTruthy();
    expect(href).not.toContain(profile.cpf);
  }

  const info = await openSection(page, 'Informações');
  await expect(info.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
    'href',
    '/termos-de-uso',
  );
  await expect(info.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
    'href',
    '/politica-de-privacidade',
  );
  await expect(info.getByRole('link', { name: 'Excluir conta' })).toHaveAttribute(
    'href',
    '/perfil/excluir-conta',
  );

  // A section closes again.
  await section(page, 'Segurança').click();
  await expect(section(page, 'Segurança')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Alterar senha' })).toHaveCount(0);

  // The page fits the phone: nothing wider than the viewport.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await email.click();
  await expect(page).toHaveURL(/\/editar-conta$/u);
});

test('a validated e-mail shows without a warning', async ({ page, request }) => {
  const { token } = await createSandboxUser(request, { email: 'maria.perfil@example.com' });
  await openSignedIn(page, token, '/perfil');
  const details = personalInfo(page);
  await expect(details.getByRole('link', { name: 'maria.perfil@example.com' })).toBeVisible();
  await expect(details.getByRole('img')).toHaveCount(0);
});

test('a partner user has no personal details and no feedback link', async ({ page, request }) => {
  const { token } = await createSandboxUser(request, { partnerSlug: 'padaria-sol' });
  await openSignedIn(page, token, '/perfil', '?partner=padaria-sol');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByText('Maria Oliveira')).toBeVisible();
  await expect(personalInfo(page)).toHaveCount(0);
  await expect(page.getByText('Dados pessoais')).toHaveCount(0);

  const help = await openSection(page, 'Ajuda');
  await expect(help.getByRole('link', { name: /^Suporte/u })).toBeVisible();
  await expect(help.getByRole('link', { name: /^Feedback/u })).toHaveCount(0);
});

test('"Sair de todos os aparelhos" asks, then ends every session of the user', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  const { token, profile } = await createSandboxUser(request, {
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  const otherToken = await signInAgain(request, profile.cpf, phone.digits);
  expect(await profileStatus(request, token)).toBe(200);
  expect(await profileStatus(request, otherToken)).toBe(200);

  await openSignedIn(page, token, '/perfil');
  await page.getByRole('button', { name: 'Sair de todos os aparelhos' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sair de todos os aparelhos?' });
  await expect(dialog).toBeVisible();

  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await profileStatus(request, otherToken)).toBe(200);

  await page.getByRole('button', { name: 'Sair de todos os aparelhos' }).click();
  await dialog.getByRole('button', { name: 'Sair de todos', exact: true }).click();
  await expect(page).toHaveURL(/\/$/u);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();

  // This session and the one on the other device both answer 401 now.
  expect(await profileStatus(request, token)).toBe(401);
  expect(await profileStatus(request, otherToken)).toBe(401);
});
