// One customer's wallet from empty to validated, in Chromium against the
// sandbox, through the screens only (issue 10 "Done when"): a food voucher,
// then a credit card seen pending, validated by its small charge after one
// wrong amount (R$ 1,23 in the sandbox, decision 030), then first among the
// validated cards (newest first); its alias edited; the food voucher deleted.
import type { Page } from '@playwright/test';
import { createSandboxUser, expect, openSignedIn, test } from './support';
import { addCreditCardThroughForm, cardNumber, foodVoucherNumber } from './wallet-helpers';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const rows = (page: Page) =>
  page.getByRole('list', { name: 'Seus cartões' }).getByTestId('payment-method-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const rowTitles = (page: Page) => rows(page).locator('> span > span:first-child');

test('a customer fills the wallet through the screens: food voucher, credit card validated, alias, delete', async ({
  page,
  request,
}) => {
  test.slow();
  const { token } = await createSandboxUser(request);
  await openSignedIn(page, token, '/carteira');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sua carteira está vazia' }),
  ).toBeVisible();

  // A food voucher: the issuer vouches for it, its page says so.
  await page.getByRole('link', { name: 'Adicionar cartão' }).click();
  await page.getByRole('button', { name: /^Green Benefícios/u }).click();
  await page.getByLabel('Número do cartão').fill(foodVoucherNumber('4321'));
  await page.getByLabel('Apelido do cartão (opcional)').fill('Almoço');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Cartão alimentação cadastrado!')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para a carteira' }).click();
  await expect(rowTitles(page)).toHaveText(['Almoço']);

  // A credit card: added, then left for later on its validation page.
  await addCreditCardThroughForm(page, { number: cardNumber('2468'), alias: 'Crédito' });
  await expect(heading(page, 'Vamos validar seu cartão')).toBeVisible();
  await page.getByRole('button', { name: 'Validar depois' }).click();
  await page
    .getByRole('alertdialog', { name: 'Validar depois?' })
    .getByRole('button', { name: 'Sair da validação' })
    .click();

  // Pending: after the validated voucher, with its badge.
  await expect(rowTitles(page)).toHaveText(['Almoço', 'Crédito']);
  await expect(row(page, 'Crédito').locator('[data-badge]')).toHaveText('Validação pendente');

  // Validated by the amount: one wrong try, then the right one.
  await row(page, 'Crédito').click();
  await page.getByRole('link', { name: 'Validar cartão' }).click();
  await page.getByRole('button', { name: 'Fazer a cobrança' }).click();
  const amount = page.getByLabel('Valor da cobrança');
  // Cents first (decision 071): 9 9 9 is R$ 9,99.
  await amount.pressSequentially('999', { delay: 60 });
  await expect(amount).toHaveValue('R$ 9,99');
  await page.getByRole('button', { name: 'Validar cartão' }).click();
  await expect(heading(page, 'Valor incorreto')).toBeVisible();
  await expect(page.getByText('Você tem mais 1 tentativa.')).toBeVisible();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  // Type only once the sheet has closed and the field is back, empty: typing
  // into a field still settling mixed the digits under load.
  await expect(heading(page, 'Valor incorreto')).toBeHidden();
  await amount.clear();
  await expect(amount).toHaveValue('');
  await amount.pressSequentially('123', { delay: 60 });
  await expect(amount).toHaveValue('R$ 1,23');
  await page.getByRole('button', { name: 'Validar cartão' }).click();
  await expect(heading(page, 'Cartão validado!')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para a carteira' }).click();

  // Validated, newest first among the validated cards, no badge.
  await expect(rowTitles(page)).toHaveText(['Crédito', 'Almoço']);
  await expect(row(page, 'Crédito').locator('[data-badge]')).toHaveCount(0);

  // The alias edited on the card's page.
  await row(page, 'Crédito').click();
  await expect(heading(page, 'Detalhes do cartão')).toBeVisible();
  await page.getByLabel('Apelido do cartão (opcional)').fill('Crédito da casa');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Dados do cartão atualizados.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(rowTitles(page)).toHaveText(['Crédito da casa', 'Almoço']);

  // The food voucher deleted after its confirmation.
  await row(page, 'Almoço').click();
  await page.getByRole('button', { name: 'Excluir cartão' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir cartão?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cartão excluído da carteira.' }),
  ).toBeVisible();
  await expect(rowTitles(page)).toHaveText(['Crédito da casa']);
});
