// Adding cards on /carteira/adicionar (issue 10) in Chromium, through the UI
// only: a credit card lands on its validation page; the sandbox's declined
// card (…0002) says why; the same card again opens the sheet; the fifth card
// meets the wallet limit; a food voucher; a Senff card with the code read from
// the SMS outbox, as a person reads the phone; the DM card; "em análise".
import type { Page } from '@playwright/test';
import {
  codeIn,
  createSandboxUser,
  expect,
  lastMessageId,
  nextMessage,
  openSignedIn,
  screenshotIfAsked,
  test,
} from './support';
import {
  addCreditCardByApi,
  cardNumber,
  expectBottomCentre,
  foodVoucherNumber,
} from './wallet-helpers';

const UUID = '[0-9a-f-]{36}';
const ADD = '/carteira/adicionar';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const creditOption = (page: Page) => page.getByRole('button', { name: /^Cartão de crédito/u });

/** Types the card as a person does; the full number moves the focus to the expiry by itself. */
async function fillCreditCard(page: Page, number: string) {
  await page.getByLabel('Número do cartão').pressSequentially(number);
  await expect(page.getByLabel('Número do cartão')).toHaveValue(
    number.replace(/(\d{4})(?=\d)/gu, '$1 '),
  );
  await expect(page.getByLabel('Validade')).toBeFocused();
  await page.keyboard.type('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Nome impresso no cartão').fill('maria oliveira');
  await page.getByLabel('Apelido do cartão (opcional)').fill('Cartão do dia a dia');
}

async function openCreditForm(page: Page, token: string) {
  await openSignedIn(page, token, ADD);
  await creditOption(page).click();
  await expect(heading(page, 'Cartão de crédito')).toBeVisible();
}

test('a credit card typed in the form lands on its validation page', async ({ page, request }) => {
  const { token } = await createSandboxUser(request);
  await openCreditForm(page, token);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await fillCreditCard(page, cardNumber('0101'));
  await expect(page.getByRole('img', { name: 'Bandeira Visa' })).toBeVisible();
  await expect(page.getByLabel('Nome impresso no cartão')).toHaveValue('MARIA OLIVEIRA');
  await expect(page.getByText('19/20 caracteres')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/carteira/${UUID}/validar$`, 'u'));
});

test('each field of the credit card says its own problem on leaving it; the waiting button says why (issue 29)', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request);
  await openCreditForm(page, token);
  await expect(page.getByText('Digite o CVV (código de segurança) para continuar.')).toBeVisible();
  // A short number, left with Tab: its message, while the CVV is still empty.
  await page.getByLabel('Número do cartão').pressSequentially('4111 1111');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Número do cartão')).toHaveAccessibleDescription(
    /Número do cartão inválido\.$/u,
  );
  await page.getByLabel('Validade').pressSequentially('12');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Validade')).toHaveAccessibleDescription(
    /Data de validade inválida\.$/u,
  );
  await page.getByLabel('CVV').pressSequentially('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CVV')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await screenshotIfAsked(page, 'issue29/credit-card-errors-on-leave');
});

test('the declined card (…0002) says why and asks for the CVV again', async ({ page, request }) => {
  const { token } = await createSandboxUser(request);
  await openCreditForm(page, token);
  await fillCreditCard(page, cardNumber('0002'));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Dados do cartão inválidos. Confira e tente novamente.' }),
  ).toBeVisible();
  await expect(page.getByLabel('CVV')).toHaveValue('');
  await expect(page.getByLabel('CVV')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await expect(page).toHaveURL(ADD);
});

test('the same card again opens the sheet; "Ok, entendi." goes to the wallet', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request);
  const number = cardNumber('0303');
  await openCreditForm(page, token);
  await fillCreditCard(page, number);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/carteira/${UUID}/validar$`, 'u'));

  await page.goto(ADD);
  await creditOption(page).click();
  await fillCreditCard(page, number);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Este cartão já está na sua carteira' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Ele está aguardando validação.');
  await sheet.getByRole('button', { name: 'Ok, entendi.' }).click();
  await expect(page).toHaveURL('/carteira');
});

test('the fifth card meets the limit, and the selection says "Complete sua carteira com 4 cartões"', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request);
  for (const lastFour of ['1001', '1002', '1003']) {
    await addCreditCardByApi(request, token, { number: cardNumber(lastFour) });
  }
  await openCreditForm(page, token);
  await fillCreditCard(page, cardNumber('1005'));
  // Meanwhile the wallet fills up (another device adds the fourth card).
  await addCreditCardByApi(request, token, { number: cardNumber('1004') });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Você atingiu o limite de cartões na carteira.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(heading(page, 'Adicionar cartão')).toBeVisible();
  await expect(creditOption(page)).toBeDisabled();
  await expect(creditOption(page)).toContainText('Complete sua carteira com 4 cartões');
});

test('a food voucher pasted as printed on the card lands on its validation page', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request);
  await openSignedIn(page, token, ADD);
  await page.getByRole('button', { name: /^Green Benefícios/u }).click();
  await expect(heading(page, 'Vale-alimentação')).toBeVisible();
  // Issue 29: with its spaces, the number was cut to 13 digits and refused.
  const printed = foodVoucherNumber('4321').replace(/(\d{4})(?=\d)/gu, '$1 ');
  await page.getByLabel('Número do cartão').fill(printed);
  await expect(page.getByLabel('Número do cartão')).toHaveValue(printed);
  await page.getByLabel('Apelido do cartão (opcional)').fill('Almoço');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/carteira/food-voucher/${UUID}/validar$`, 'u'));
});

test('a Senff card with the code read from the SMS outbox', async ({ page, request }) => {
  const { token, profile } = await createSandboxUser(request);
  const phone = profile.phone?.number;
  expect(phone, 'the sandbox user has a phone').toBeTruthy();
  const before = await lastMessageId(request, phone!);

  await openSignedIn(page, token, ADD);
  await page.getByRole('button', { name: /^Senff/u }).click();
  await expect(heading(page, 'Cartão Senff')).toBeVisible();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  await page.getByLabel('Últimos 4 números do cartão').fill('4321');
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(heading(page, 'Digite o código')).toBeVisible();
  const code = codeIn(await nextMessage(request, phone!, before));
  // A wrong code first: one error toast at the bottom centre, the field emptied.
  const wrong = code === '111111' ? '222222' : '111111';
  await page.getByLabel('Código recebido por SMS').pressSequentially(wrong);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const toast = page.getByRole('alert');
  await expect(toast).toHaveCount(1);
  await expectBottomCentre(page, toast);
  await expect(page.getByLabel('Código recebido por SMS')).toHaveValue('');
  await page.getByLabel('Código recebido por SMS').pressSequentially(code);
  await expect(page.getByLabel('Código recebido por SMS')).toHaveValue(
    code.replace(/(\d{2})(?=\d)/gu, '$1 '),
  );
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(heading(page, 'Cartão Senff cadastrado!')).toBeVisible();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
  // On to the wallet by itself after 2 s.
  await expect(page).toHaveURL('/carteira', { timeout: 5000 });
});

test('the DM card is added and the wallet says so', async ({ page, request }) => {
  const { token } = await createSandboxUser(request);
  await openSignedIn(page, token, ADD);
  await page.getByRole('button', { name: /^DMCard/u }).click();
  await expect(heading(page, 'DMCard')).toBeVisible();
  await page.getByLabel('Número do cartão').pressSequentially(cardNumber('7788', '6'));
  await expect(page.getByLabel('Validade')).toBeFocused();
  await page.keyboard.type('0829');
  await page.getByLabel('CVV').fill('321');
  await page.getByLabel('Nome impresso no cartão').fill('maria oliveira');
  await page.getByLabel('Data de nascimento do titular').pressSequentially('050390');
  await expect(page.getByLabel('Data de nascimento do titular')).toHaveValue('05/03/90');
  await page.getByLabel('Loja onde você fez o cartão').fill('Loja Centro');
  await page.getByLabel('Código da loja').fill('LC-01');
  await page.getByLabel('Código de associado').fill('A-77');
  await page.getByRole('button', { name: 'Cadastrar cartão' }).click();
  await expect(page).toHaveURL('/carteira');
  await expect(
    page.getByRole('status').filter({ hasText: 'Meio da pagamento cadastrado com sucesso!' }),
  ).toBeVisible();
});

test('a profile under review sees "em análise" and completes it later', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request, { allowAddPaymentStatus: 'WAITING_APPROVAL' });
  await openSignedIn(page, token, ADD);
  await expect(heading(page, 'Seu cadastro está em análise')).toBeVisible();
  await page.getByRole('button', { name: 'Completar depois' }).click();
  await expect(page).toHaveURL('/carteira');
});
