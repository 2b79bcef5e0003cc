// Issue 29, point 1: the app's own flows never lock its customer out of signing in
// (decision 066). A customer signs in, asks twice for a Senff card's code (the codes
// a signed-in customer asks for), signs out of every device, and signs in again.
// Before decision 066 that sign-in answered "Muitas tentativas" for 48 minutes: the
// Senff codes had spent the hour's 3 codes from one network to one phone. Screenshots
// (SCREENSHOTS=1) of the screens that now say what happens: the sign-out dialog, the
// PIN page, a refused card-validation amount.
import type { APIRequestContext } from '@playwright/test';
import {
  codeIn,
  createSandboxUser,
  expect,
  lastMessageId,
  newMobile,
  nextMessage,
  openSignedIn,
  screenshotIfAsked,
  signInWithCode,
  test,
} from './support';
import { cardNumber } from './wallet-helpers';

/** A Senff card's code, sent to the customer's phone (the sandbox issuer's). */
async function askSenffCode(request: APIRequestContext, token: string) {
  const response = await request.post('/api/user/payment-method/senff/start', {
    headers: { authorization: `Bearer ${token}` },
    data: { lastFourDigits: '4821' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('Senff codes and signing out everywhere leave signing in again open (decision 066)', async ({
  page,
  request,
}) => {
  const mobile = newMobile();
  const { profile } = await createSandboxUser(request, {
    pin: '4729',
    phone: { areaCode: mobile.areaCode, number: mobile.number },
  });
  const phone = mobile.digits;
  const session = () => page.evaluate(() => localStorage.getItem('session'));
  await signInWithCode(page, request, profile.cpf, phone);
  await expect.poll(session).not.toBeNull();
  const token = await session();

  await askSenffCode(request, token!);
  // The resend countdown (5 s in the sandbox) before the same card's code again.
  await page.waitForTimeout(5_500);
  await askSenffCode(request, token!);

  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Sair de todos os aparelhos' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sair de todos os aparelhos?' });
  await expect(dialog).toContainText('o código que enviaremos por SMS');
  await screenshotIfAsked(page, '47-logout-everywhere-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Sair de todos', exact: true }).click();
  await expect(page).toHaveURL(/\/$/u);
  expect(await session()).toBeNull();

  // Signing in again: a code is sent and the customer is in.
  await page.goto('/login');
  const before = await lastMessageId(request, phone);
  await page.getByLabel('CPF').pressSequentially(profile.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Muitas tentativas')).toHaveCount(0);
  await page
    .getByLabel('Código de verificação')
    .pressSequentially(codeIn(await nextMessage(request, phone, before)));
  await expect.poll(session).not.toBeNull();
});

test('the PIN page says beforehand that other devices will sign in again with a code', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request, { pin: '4729' });
  await openSignedIn(page, token, '/perfil/redefinir-pin');
  await expect(
    page.getByText('Ao trocar a senha, saímos da sua conta nos outros aparelhos.', {
      exact: false,
    }),
  ).toBeVisible();
  await screenshotIfAsked(page, '47b-pin-intro-sign-out-note');
});

test('a validation amount over R$ 10,00 is said at once and cannot be sent', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request);
  await openSignedIn(page, token, '/carteira/adicionar');
  await page.getByRole('button', { name: /^Cartão de crédito/u }).click();
  await page.getByLabel('Número do cartão').pressSequentially(cardNumber('0404'));
  // The full number moves the focus to the expiry by itself.
  await expect(page.getByLabel('Validade')).toBeFocused();
  await page.keyboard.type('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Nome impresso no cartão').fill('maria oliveira');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/carteira\/[0-9a-f-]{36}\/validar$/u);
  await page.getByRole('button', { name: 'Fazer a cobrança' }).click();
  await page.getByLabel('Valor da cobrança').pressSequentially('20000');
  await expect(
    page.getByText('A cobrança de validação é de R$ 0,01 a R$ 10,00. Confira o valor na fatura.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validar cartão' })).toBeDisabled();
  await screenshotIfAsked(page, '47c-validation-amount-out-of-range');
});

test('a cap on sign-in codes says how long it lasts and offers what still works: a call, the help centre (issue 29)', async ({
  page,
  request,
}) => {
  const mobile = newMobile();
  const { profile } = await createSandboxUser(request, {
    phone: { areaCode: mobile.areaCode, number: mobile.number },
  });
  // This browser already asked sign-in codes for five other accounts this hour: a device's
  // hour of codes is a hard cap (decisions 017 and 068), unlike a busy network, only slowed.
  const deviceUUID = crypto.randomUUID();
  await page.goto('/download');
  await page.evaluate((id) => localStorage.setItem('deviceUUID', id), deviceUUID);
  for (let i = 0; i < 5; i += 1) {
    const other = newMobile();
    const { profile: someone } = await createSandboxUser(request, {
      phone: { areaCode: other.areaCode, number: other.number },
    });
    const started = await request.post('/api/entrance/login/start', {
      data: { deviceUUID, cpf: someone.cpf },
    });
    expect(started.ok(), await started.text()).toBe(true);
  }
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(profile.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText(
      /^Muitas tentativas\. Aguarde um pouco e tente novamente\. Tente de novo em (59 minutos|1 hora)\.$/u,
    ),
  ).toBeVisible();
  await screenshotIfAsked(page, '47d-login-code-cap-wait');

  // What still works (decision 074): the help centre, and a call by its own lane.
  await expect(page.getByRole('link', { name: /^Central de ajuda/u })).toBeVisible();
  await page.getByRole('button', { name: 'Receber o código por ligação' }).click();
  await expect(
    page.getByText(/^Você vai receber uma ligação no celular .+ com um código de 6 dígitos\.$/u),
  ).toBeVisible();
  await screenshotIfAsked(page, '47e-login-code-by-call');
  const call = await nextMessage(request, mobile.digits);
  expect(call.channel).toBe('voice');
  await page.getByLabel('Código de verificação').pressSequentially(codeIn(call));
  await expect(page).toHaveURL(/\/home$/u);
});
