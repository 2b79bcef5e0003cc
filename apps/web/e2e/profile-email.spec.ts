// Journey: changing the e-mail from the profile (docs/spec/account-checklist.md §2 /editar-conta,
// /validar-conta): the new address gets a link, the confirmation screen counts
// to the next resend (also across a reload), and the link from the mail
// confirms the address, as the user would open it from the inbox.
import { createSandboxUser, expect, newCpf, nextMessage, openSignedIn, test } from './support';

test('a new e-mail is sent a link that confirms it', async ({ page, request }) => {
  const cpf = newCpf();
  const current = `rita.${cpf}@exemplo.com.br`;
  const updated = `rita.nova.${cpf}@exemplo.com.br`;
  // The sandbox stores this address as already validated.
  const user = await createSandboxUser(request, { cpf, fullName: 'Rita Moraes', email: current });

  await openSignedIn(page, user.token, '/editar-conta');
  await expect(page.getByRole('heading', { level: 1, name: 'Seu e-mail' })).toBeVisible();
  const field = page.getByLabel('E-mail');
  await expect(field).toHaveValue(current);
  const send = page.getByRole('button', { name: 'Enviar link de confirmação' });
  await expect(send).toBeDisabled();

  await field.fill(`Rita.Nova.${cpf}@Exemplo.com.br`);
  await expect(field).toHaveValue(updated);
  const sent = page.waitForRequest('**/api/user/profile/email');
  await send.click();
  expect((await sent).postDataJSON()).toEqual({
    email: updated,
    confirmationURL: new URL('/validar-email', page.url()).toString(),
  });

  await expect(page).toHaveURL(/\/validar-conta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
  await expect(page.getByText(updated)).toBeVisible();
  const resend = page.getByRole('button', { name: 'Reenviar link' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/Você pode pedir um novo link em (1:00|0:[0-5]\d)/u)).toBeVisible();
  // A reload keeps counting: no resend at once.
  await page.reload();
  await expect(page.getByText(/Você pode pedir um novo link em 0:[0-5]\d/u)).toBeVisible();
  await expect(resend).toBeDisabled();

  const mail = await nextMessage(request, updated);
  const link = /https?:\/\/\S+\/validar-email\/[\w-]+/u.exec(mail.body)?.[0];
  if (!link) throw new Error(`no link in: ${mail.body}`);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail confirmado!' })).toBeVisible();

  const profile = await request.get('/api/user/profile', {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(((await profile.json()) as { data: { email: string } }).data).toMatchObject({
    email: updated,
    isEmailValidated: true,
  });

  // Back on the edit screen the confirmed address is there and sending waits for a new one.
  await openSignedIn(page, user.token, '/editar-conta');
  await expect(field).toHaveValue(updated);
  await expect(send).toBeDisabled();
});
