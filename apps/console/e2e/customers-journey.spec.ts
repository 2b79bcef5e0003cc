// The help desk's journey (issue 26): a customer asks for a support
// reference; a support operator finds the customer from it, blocks them
// with a reason (the customer's session stops working), unblocks them (the
// customer signs in again); the admin finds the view, the block and the
// unblock in the audit trail.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  checkScreen,
  createOperatorWithCli,
  refuseCspViolations,
  signIn,
  signOut,
} from './support';

/** The sandbox's fixed sign-in code (any phone). */
const SANDBOX_CODE = '123456';

async function createCustomer(request: APIRequestContext) {
  const response = await request.post('/api/sandbox/users', {
    data: { fullName: 'Joana Pereira', mustRegisterFace: false, faceStatus: 'SUCCESS' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as {
    data: { token: string; profile: { id: string; cpf: string } };
  };
  return data;
}

const profileStatus = async (request: APIRequestContext, token: string) =>
  (
    await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })
  ).status();

async function signInCustomer(request: APIRequestContext, cpf: string) {
  const deviceUUID = randomUUID();
  const start = await request.post('/api/entrance/login/start', { data: { deviceUUID, cpf } });
  expect(start.ok(), await start.text()).toBe(true);
  const { loginIntentionId } = ((await start.json()) as { data: { loginIntentionId: string } })
    .data;
  const confirm = await request.put('/api/entrance/login/confirm-phone', {
    data: { deviceUUID, loginIntentionId, otp: SANDBOX_CODE },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return ((await confirm.json()) as { data: { token: string } }).data.token;
}

test('support finds a customer from a reference, blocks and unblocks them; the audit shows it', async ({
  page,
  request,
}) => {
  const cspViolations = refuseCspViolations(page);
  const unique = Date.now().toString(36);
  const customer = await createCustomer(request);
  expect(await profileStatus(request, customer.token)).toBe(200);

  // The customer asks for help: the ticket carries a reference, not the CPF.
  const asked = await request.post('/api/support/references', {
    data: {
      cpf: customer.profile.cpf,
      code: 'FACE_REGISTER_NO_FACE_FOUND',
      userAgent: 'Mozilla/5.0 <script>alert(1)</script>',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { reference } = ((await asked.json()) as { data: { reference: string } }).data;

  const support = await createOperatorWithCli(`atendimento-${unique}@rosto.app`, ['support']);
  await page.goto('/console/');
  await signIn(page, support);
  await page.getByRole('navigation').getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await checkScreen(page, 'customer-search');

  // A partial CPF is refused at the field; nothing of it reaches the address.
  await page.getByRole('radio', { name: 'CPF completo' }).check();
  await page.getByRole('textbox', { name: 'CPF completo' }).pressSequentially('1234567');
  await expect(page.getByRole('textbox', { name: 'CPF completo' })).toHaveValue('123.456.7');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Digite um CPF completo e válido.')).toBeVisible();
  expect(page.url()).not.toContain('1234567');

  await page.getByRole('radio', { name: 'Referência de atendimento' }).check();
  await page.getByRole('textbox', { name: 'Referência de atendimento' }).fill(reference);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const context = page.getByRole('region', { name: `Referência ${reference}` });
  await expect(context).toContainText('FACE_REGISTER_NO_FACE_FOUND');
  // The browser's text is shown as text, never run.
  await expect(context.getByText('Mozilla/5.0 <script>alert(1)</script>')).toBeVisible();
  const results = page.getByRole('table', { name: '1 cliente encontrado' });
  await expect(results).toContainText('Joana');
  await checkScreen(page, 'customer-results');

  await results.getByRole('link', { name: 'Joana' }).click();
  await expect(page.getByRole('heading', { name: 'Joana', level: 1 })).toBeVisible();
  await expect(page.getByText(/foi registrada na auditoria/u)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dados pessoais' })).toContainText('Ativo');
  await checkScreen(page, 'customer');

  // Block: the reason is asked, then the customer's token stops working.
  await page.getByRole('button', { name: 'Bloquear' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bloquear o cliente' });
  await dialog.getByLabel('Motivo').fill('ok');
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(dialog.getByText('Escreva um motivo com pelo menos 3 caracteres.')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Suspeita de fraude relatada no chamado');
  await checkScreen(page, 'customer-block');
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByRole('note')).toContainText('Cliente bloqueado.');
  await checkScreen(page, 'customer-blocked');
  expect(await profileStatus(request, customer.token)).toBe(401);

  // Unblock: the customer signs in again.
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  const unblock = page.getByRole('dialog', { name: 'Desbloquear o cliente' });
  await unblock.getByLabel('Motivo').fill('Cliente confirmou a identidade');
  await unblock.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bloquear' })).toBeVisible();
  const newToken = await signInCustomer(request, customer.profile.cpf);
  expect(await profileStatus(request, newToken)).toBe(200);

  await signOut(page);

  // The admin reads the three rows about this customer in the audit trail.
  const admin = await createOperatorWithCli(`admin-clientes-${unique}@rosto.app`, ['admin']);
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  await page.goto(`/console/auditoria?alvo=${customer.profile.id}`);
  const audit = page.getByRole('table', { name: /Registros da auditoria/u });
  for (const action of ['customer.view', 'customer.block', 'customer.unblock']) {
    await expect(audit.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(audit).toContainText('Suspeita de fraude relatada no chamado');
  expect(cspViolations).toEqual([]);
});
