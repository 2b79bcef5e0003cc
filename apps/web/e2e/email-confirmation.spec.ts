// Journey: the e-mail confirmation link asks the owner's CPF (account.md §2
// /validar-email*): the right CPF confirms, a wrong one fails; a bare link
// forwards, and addresses that are not links of ours are not found.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSandboxUser, formatCpf, newCpf, nextMessage } from './support';

/** A user whose new e-mail waits for confirmation, and the link in the mail. */
async function userWithEmailLink(request: APIRequestContext, baseURL: string) {
  const user = await createSandboxUser(request, { fullName: 'Elisa Prado' });
  const email = `elisa.${user.profile.cpf}@exemplo.com.br`;
  const response = await request.put('/api/user/profile/email', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { email, confirmationURL: `${baseURL}/validar-email` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const mail = await nextMessage(request, email);
  const link = /https?:\/\/\S+\/validar-email\/[\w-]+/u.exec(mail.body)?.[0];
  if (!link) throw new Error(`no link in: ${mail.body}`);
  return { cpf: user.profile.cpf, token: user.token, path: new URL(link).pathname };
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
  await expect(page.getByRole('heading', { name: 'Não foi possível confirmar' })).toBeVisible();
  await expect(page.getByText('Peça um novo link')).toBeVisible();

  await page.goto(path);
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
