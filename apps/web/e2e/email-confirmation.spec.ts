// Journey: the e-mail confirmation link asks the owner's CPF (docs/spec/account-checklist.md §2
// /validar-email*): the right CPF confirms; a wrong one fails with a way on
// (another try while the link is good, else a new link, after signing in
// when signed out: issue 13); a bare link forwards, and addresses that are
// not links of ours are not found.
import type { APIRequestContext } from '@playwright/test';
import {
  createSandboxUser,
  expect,
  formatCpf,
  newCpf,
  newMobile,
  nextMessage,
  screenshotIfAsked,
  signInWithCode,
  test,
} from './support';

/** A user whose new e-mail waits for confirmation, and the link in the mail. */
async function userWithEmailLink(request: APIRequestContext, baseURL: string) {
  const phone = newMobile();
  const user = await createSandboxUser(request, {
    fullName: 'Elisa Prado',
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  const email = `elisa.${user.profile.cpf}@exemplo.com.br`;
  const response = await request.put('/api/user/profile/email', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { email, confirmationURL: `${baseURL}/validar-email` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const mail = await nextMessage(request, email);
  const link = /https?:\/\/\S+\/validar-email\/[\w-]+/u.exec(mail.body)?.[0];
  if (!link) throw new Error(`no link in: ${mail.body}`);
  return { cpf: user.profile.cpf, phone, token: user.token, path: new URL(link).pathname };
}

test('the link confirms the e-mail with the right CPF and fails with a wrong one', async ({
  page,
  request,
  baseURL,
}) => {
  const { cpf, token, path } = await userWithEmailLink(request, baseURL!);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme que é você' })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirmar' });
  const field = page.getByLabel('CPF');
  await expect(field).toHaveAttribute('maxlength', '14');
  await field.pressSequentially(newCpf());
  await confirm.click();
  await expect(page).toHaveURL(/\/validar-email-status$/);
  await expect(page.getByRole('heading', { name: 'O CPF não confere' })).toBeVisible();
  await expect(page.getByText('Restam 4 tentativas com este link.')).toBeVisible();
  await screenshotIfAsked(page, '13-1-email-cpf-mismatch');
  await expect(page.getByRole('link', { name: 'Entrar para pedir um novo link' })).toBeVisible();
  await page.getByRole('link', { name: 'Tentar de novo' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await field.pressSequentially(cpf.slice(0, 10));
  await expect(confirm).toBeDisabled();
  await field.pressSequentially(cpf.slice(10));
  await expect(field).toHaveValue(formatCpf(cpf));
  const sent = page.waitForRequest('**/api/entrance/register/validate-email-token');
  await confirm.click();
  expect((await sent).postDataJSON()).toMatchObject({ cpf });
  await expect(page.getByRole('heading', { name: 'E-mail confirmado!' })).toBeVisible();

  const profile = await request.get('/api/user/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await profile.json()) as { data: { isEmailValidated: boolean } }).data).toMatchObject({
    isEmailValidated: true,
  });
});

test('a spent link leads, through the sign-in, to asking for a new one', async ({
  page,
  request,
  baseURL,
}) => {
  const { cpf, phone, path } = await userWithEmailLink(request, baseURL!);
  // Five wrong CPFs spend the link.
  for (let tries = 0; tries < 5; tries += 1) {
    await request.post('/api/entrance/register/validate-email-token', {
      data: { emailValidationToken: path.split('/').pop(), cpf: newCpf() },
    });
  }
  await page.goto(path);
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Não foi possível confirmar' })).toBeVisible();
  await expect(
    page.getByText('Este link expirou ou já foi usado. Entre na sua conta para pedir um novo.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tentar de novo' })).toHaveCount(0);
  await screenshotIfAsked(page, '13-1-email-link-spent');
  await page.getByRole('link', { name: 'Entrar para pedir um novo link' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await signInWithCode(page, request, cpf, phone.digits);
  await expect(page).toHaveURL(/\/validar-conta$/);
  await expect(page.getByText(`elisa.${cpf}@exemplo.com.br`)).toBeVisible();
});

test('the bare link forwards its token; other addresses are not found', async ({ page }) => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
  await page.goto(`/validar-email?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`/validar-email/${token}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme que é você' })).toBeVisible();
  await page.goto(`/validar-email?id=${token}`);
  await expect(page).toHaveURL(new RegExp(`/validar-email/${token}$`));

  for (const path of ['/validar-email', '/validar-email/%3Cscript%3E', '/validar-email-status']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Página não encontrada.' })).toBeVisible();
  }
});
