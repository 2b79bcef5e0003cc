// Screenshots of every wallet screen at 390x844 for a visual review, against
// the sandbox server (real cards, real states). Run on demand:
// SCREENSHOTS=1 npx playwright test wallet-screenshots
// Files land in <repo>/screenshots/wallet/ (git-ignored).
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createSandboxUser, expect, openSignedIn, test } from './support';
import {
  addCreditCardByApi,
  addFoodVoucherByApi,
  cardNumber,
  rejectCardByApi,
  reviewCardByApi,
  validateCardByApi,
} from './wallet-helpers';

const outDir = fileURLToPath(new URL('../../../screenshots/wallet/', import.meta.url));
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${outDir}${name}.png`, fullPage: true });
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

test.use({ reducedMotion: 'reduce' });

test('wallet list, edit and detail pages', async ({ page, request }) => {
  test.slow();
  const { token } = await createSandboxUser(request, {
    prePostPaidCard: { product: 'PADARIA_SOL', placeName: 'Padaria Sol', balanceCents: 5_000 },
  });
  await openSignedIn(page, token, '/carteira');
  await expect(heading(page, 'Meios de pagamento')).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, '01-list-product-only');

  const empty = await createSandboxUser(request);
  await openSignedIn(page, empty.token, '/carteira');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sua carteira está vazia' }),
  ).toBeVisible();
  await shot(page, '02-list-empty');

  const validated = await addCreditCardByApi(request, token, { alias: 'Validado' });
  await validateCardByApi(request, token, validated);
  await addCreditCardByApi(request, token, { alias: 'Pendente', number: cardNumber('1881') });
  const rejected = await addCreditCardByApi(request, token, { alias: 'Recusado' });
  await rejectCardByApi(request, token, rejected);
  await addFoodVoucherByApi(request, token, { alias: 'Vale' });
  await openSignedIn(page, token, '/carteira');
  await expect(page.getByTestId('payment-method-row')).toHaveCount(5);
  await shot(page, '03-list-five');

  await page.getByTestId('payment-method-row').filter({ hasText: 'Pendente' }).click();
  await expect(heading(page, 'Detalhes do cartão')).toBeVisible();
  await shot(page, '04-edit-pending');
  await page.getByRole('button', { name: 'Excluir cartão' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await shot(page, '05-delete-dialog');
  await page.goBack();

  await openSignedIn(page, token, '/carteira');
  await page.getByTestId('payment-method-row').filter({ hasText: 'Recusado' }).click();
  await expect(page.getByRole('region', { name: 'Recusado' })).toBeVisible();
  await shot(page, '06-edit-rejected');

  await openSignedIn(page, token, '/carteira');
  await page.getByTestId('payment-method-row').filter({ hasText: 'Vale' }).click();
  await expect(heading(page, 'Detalhes do cartão')).toBeVisible();
  await shot(page, '07-edit-food-voucher');

  await openSignedIn(page, token, '/carteira');
  await page.getByTestId('payment-method-row').filter({ hasText: 'Padaria Sol' }).click();
  await expect(heading(page, /Padaria Sol|Cartão da loja/u)).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, '08-detail-pre-post-paid');

  // A card another customer holds waits for review.
  const other = await createSandboxUser(request);
  const shared = cardNumber('4444');
  await addCreditCardByApi(request, other.token, { number: shared });
  const reviewer = await createSandboxUser(request);
  const review = await addCreditCardByApi(request, reviewer.token, {
    number: shared,
    alias: 'Revisão',
  });
  await openSignedIn(page, reviewer.token, `/carteira/meio-pagamento?id=${review}`);
  await expect(page.getByRole('region', { name: 'Aguardando aprovação' })).toBeVisible();
  await shot(page, '09-edit-waiting-approval');
  await reviewCardByApi(request, review, 'MANUAL_APPROVED');
});

test('add payment method screens', async ({ page, request }) => {
  test.slow();
  const { token } = await createSandboxUser(request);
  await openSignedIn(page, token, '/carteira/adicionar');
  await expect(heading(page, 'Adicionar cartão')).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, '10-add-selection');

  await page.getByRole('button', { name: /^Cartão de crédito/u }).click();
  await expect(heading(page, 'Cartão de crédito')).toBeVisible();
  await shot(page, '11-add-credit-empty');
  await page.getByLabel('Número do cartão').pressSequentially(cardNumber('0101'));
  await page.keyboard.type('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Nome impresso no cartão').fill('maria oliveira');
  await page.getByLabel('Apelido do cartão (opcional)').fill('Cartão do dia a dia');
  await shot(page, '12-add-credit-filled');
  await page.getByLabel('Número do cartão').fill('4111 1111');
  await page
    .getByRole('button', { name: 'Continuar' })
    .click()
    .catch(() => undefined);
  await page.getByLabel('Número do cartão').blur();
  await shot(page, '13-add-credit-invalid');
  await page.getByRole('button', { name: 'Voltar' }).click();

  await page.getByRole('button', { name: /^Green Benefícios/u }).click();
  await expect(heading(page, 'Vale-alimentação')).toBeVisible();
  await shot(page, '14-add-food-voucher');
  await page.getByLabel('Número do cartão').fill('1234567812340000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForTimeout(800);
  await shot(page, '15-add-food-voucher-sheet');
  await openSignedIn(page, token, '/carteira/adicionar');

  await page.getByRole('button', { name: /^Senff/u }).click();
  await expect(heading(page, 'Cartão Senff')).toBeVisible();
  await shot(page, '16-add-senff-start');
  await page.getByLabel('Últimos 4 números do cartão').fill('4321');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(heading(page, 'Digite o código')).toBeVisible();
  await shot(page, '17-add-senff-code');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page
    .getByRole('button', { name: 'Voltar' })
    .click()
    .catch(() => undefined);

  await openSignedIn(page, token, '/carteira/adicionar');
  await page.getByRole('button', { name: /^DMCard/u }).click();
  await expect(heading(page, 'DMCard')).toBeVisible();
  await shot(page, '18-add-dm-card');

  await openSignedIn(page, token, '/carteira/adicionar');
  await page.getByRole('button', { name: /^Cartão de débito/u }).click();
  await page.waitForTimeout(300);
  await shot(page, '19-add-debit-interest');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Outro vale/u }).click();
  await page.waitForTimeout(300);
  await shot(page, '20-add-food-interest');

  const waiting = await createSandboxUser(request, { allowAddPaymentStatus: 'WAITING_APPROVAL' });
  await openSignedIn(page, waiting.token, '/carteira/adicionar');
  await expect(heading(page, 'Seu cadastro está em análise')).toBeVisible();
  await shot(page, '21-add-validating-profile');

  const full = await createSandboxUser(request);
  for (let index = 0; index < 4; index += 1) await addCreditCardByApi(request, full.token);
  await openSignedIn(page, full.token, '/carteira/adicionar');
  await expect(page.getByRole('button', { name: /^Cartão de crédito/u })).toBeDisabled();
  await shot(page, '22-add-selection-limit');
});

test('validation screens', async ({ page, request }) => {
  test.slow();
  const { token } = await createSandboxUser(request);
  const id = await addCreditCardByApi(request, token, { number: cardNumber('1111') });
  await openSignedIn(page, token, `/carteira/${id}/validar`);
  await expect(heading(page, 'Vamos validar seu cartão')).toBeVisible();
  await shot(page, '30-validate-explanation');
  await page.getByRole('button', { name: 'Fazer a cobrança' }).click();
  await expect(heading(page, 'Qual foi o valor cobrado?')).toBeVisible();
  await page.getByLabel('Valor da cobrança').pressSequentially('321', { delay: 60 });
  await shot(page, '31-validate-amount');
  await page.getByRole('button', { name: 'Validar cartão' }).click();
  await expect(heading(page, 'Valor incorreto')).toBeVisible();
  await shot(page, '32-validate-incorrect');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await page.getByLabel('Valor da cobrança').pressSequentially('123', { delay: 60 });
  await page.getByRole('button', { name: 'Validar cartão' }).click();
  await expect(heading(page, 'Cartão validado!')).toBeVisible();
  await shot(page, '33-validate-success');

  const rejected = await addCreditCardByApi(request, token);
  await rejectCardByApi(request, token, rejected);
  await openSignedIn(page, token, `/carteira/${rejected}/validar`);
  await expect(heading(page, 'Não foi possível validar o cartão')).toBeVisible();
  await shot(page, '34-validate-failure');

  const refusing = await addCreditCardByApi(request, token, { number: cardNumber('0005') });
  await openSignedIn(page, token, `/carteira/${refusing}/validar`);
  await page.getByRole('button', { name: 'Fazer a cobrança' }).click();
  await expect(page.getByLabel('Código de segurança (CVV)')).toBeVisible();
  await shot(page, '35-validate-cvv');

  const voucher = await addFoodVoucherByApi(request, token);
  await openSignedIn(page, token, `/carteira/food-voucher/${voucher}/validar`);
  await expect(heading(page, 'Cartão alimentação cadastrado!')).toBeVisible();
  await shot(page, '36-validate-food-voucher');

  await openSignedIn(page, token, `/carteira/00000000-0000-4000-8000-000000000000/validar`);
  await expect(heading(page, 'Cartão não encontrado')).toBeVisible();
  await shot(page, '37-validate-not-found');
});
