// Journey: the PIN at /perfil/redefinir-pin (docs/spec/account-checklist.md §2). Changing it
// knowing the current one, with a wrong and an easy PIN on the way; and a PIN
// locked after 5 wrong tries, reset by a new one read from the SMS outbox, as
// the user would read the phone, then changed for one of their own.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  createSandboxUser,
  expect,
  lastMessageId,
  newMobile,
  nextMessage,
  openSignedIn,
  screenshotIfAsked,
  test,
  type OutboxMessage,
} from './support';

const PIN = '4729';
const NEW_PIN = '8361';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const pinField = (page: Page) => page.getByLabel('Senha de 4 números');

/** Types a PIN that the API checks, and waits for its answer. */
async function typeCheckedPin(page: Page, pin: string, path: RegExp) {
  await Promise.all([
    page.waitForResponse((response) => path.test(response.url())),
    pinField(page).pressSequentially(pin),
  ]);
}

/** The API's own answer to a PIN: what the next payment would meet. */
async function verifyPin(request: APIRequestContext, token: string, pin: string) {
  const response = await request.post('/api/user/profile/verify-pin', {
    headers: { authorization: `Bearer ${token}` },
    data: { pin },
  });
  return response.status();
}

function pinIn(message: OutboxMessage): string {
  const pin = /senha é (\d{4})\b/u.exec(message.body)?.[1];
  if (!pin) throw new Error(`no PIN in: ${message.body}`);
  return pin;
}

/** From "Crie sua nova senha" to the profile, with NEW_PIN. */
async function chooseNewPin(page: Page) {
  await expect(heading(page, 'Crie sua nova senha')).toBeVisible();
  await pinField(page).pressSequentially(NEW_PIN);
  await expect(heading(page, 'Confirme a nova senha')).toBeVisible();
  await typeCheckedPin(page, NEW_PIN, /user\/profile\/change-pin$/u);
  await expect(heading(page, 'Nova senha salva!')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar ao perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/u);
}

test('changes the PIN; a wrong current PIN and an easy new one are told under the dots', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request, { pin: PIN });
  await openSignedIn(page, token, '/perfil/redefinir-pin');
  await expect(heading(page, 'Sua senha de 4 números')).toBeVisible();
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(heading(page, 'Digite sua senha atual')).toBeVisible();

  await typeCheckedPin(page, '1357', /user\/profile\/verify-pin$/u);
  // The tries left, as the code steps give them (issue 29).
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Senha incorreta. Restam 4 tentativas antes de a senha ser bloqueada.' }),
  ).toBeVisible();
  await expect(pinField(page)).toHaveValue('');
  await screenshotIfAsked(page, '47g-pin-wrong-tries-left', { fullPage: false });

  await typeCheckedPin(page, PIN, /user\/profile\/verify-pin$/u);
  await expect(heading(page, 'Crie sua nova senha')).toBeVisible();
  await pinField(page).pressSequentially('2580');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Escolha uma senha mais difícil' }),
  ).toBeVisible();
  await expect(pinField(page)).toHaveValue('');
  await expect(heading(page, 'Crie sua nova senha')).toBeVisible();

  await chooseNewPin(page);
  expect(await verifyPin(request, token, NEW_PIN)).toBe(200);
  expect(await verifyPin(request, token, PIN)).toBe(403);
});

test('5 wrong PINs lock it; the reset sends a new PIN by SMS, which then changes it', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  const { token } = await createSandboxUser(request, {
    pin: PIN,
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  const before = await lastMessageId(request, phone.digits);
  await openSignedIn(page, token, '/perfil/redefinir-pin');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(heading(page, 'Digite sua senha atual')).toBeVisible();

  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await typeCheckedPin(page, '1357', /user\/profile\/verify-pin$/u);
    await expect(page.getByRole('alert').filter({ hasText: 'Senha incorreta.' })).toBeVisible();
    await expect(pinField(page)).toBeEnabled();
  }
  await typeCheckedPin(page, '1357', /user\/profile\/verify-pin$/u);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sua senha foi bloqueada depois de 5 tentativas' }),
  ).toBeVisible();
  // Locked: even the right PIN is refused until a reset.
  expect(await verifyPin(request, token, PIN)).toBe(423);

  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(heading(page, 'Digite a senha enviada por SMS')).toBeVisible();
  await expect(page.getByText(/chega em cerca de 5 segundos/u)).toBeVisible();
  const sms = await nextMessage(request, phone.digits, before);
  const smsPin = pinIn(sms);

  await typeCheckedPin(page, smsPin, /user\/profile\/verify-pin$/u);
  await chooseNewPin(page);
  expect(await verifyPin(request, token, NEW_PIN)).toBe(200);
});
