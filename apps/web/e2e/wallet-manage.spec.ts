// The wallet (issue 10) in Chromium against the sandbox: the list in the
// spec's order with its badges, editing an alias, deleting a card, a
// pre/post-paid card's balance and statement, and a reload of the edit page.
// The cards are put in the wallet through the API, as the add screens would.
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import {
  addCreditCardByApi,
  addFoodVoucherByApi,
  bearer,
  cardNumber,
  createWalletUser,
  listCardsByApi,
  readCardByApi,
  rejectCardByApi,
  signInBrowser,
  validateCardByApi,
} from './wallet-helpers';

const cardList = (page: Page) => page.getByRole('list', { name: 'Seus cartões' });
const rows = (page: Page) => cardList(page).getByTestId('payment-method-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the cards in the spec order with their badges, and the smaller add button above 4', async ({
  page,
  request,
}) => {
  // A card another customer holds goes to review when added again (decision 030).
  const shared = cardNumber('4444');
  const other = await createWalletUser(request);
  await addCreditCardByApi(request, other.token, { number: shared });

  const { token } = await createWalletUser(request, {
    prePostPaidCard: { product: 'PADARIA_SOL', placeName: 'Padaria Sol', balanceCents: 5_000 },
  });
  const validated = await addCreditCardByApi(request, token, { alias: 'Validado' });
  await validateCardByApi(request, token, validated);
  await addCreditCardByApi(request, token, { alias: 'Pendente' });
  await addCreditCardByApi(request, token, { alias: 'Revisão', number: shared });
  await addFoodVoucherByApi(request, token, { alias: 'Vale' });

  await signInBrowser(page, token, '/carteira');
  await expect(heading(page, 'Meios de pagamento')).toBeVisible();
  // Valid (newest first), pending (in review too), then the pre/post-paid card.
  await expect(rows(page).locator('> span > span:first-child')).toHaveText([
    'Vale',
    'Validado',
    'Revisão',
    'Pendente',
    'Padaria Sol',
  ]);
  await expect(row(page, 'Vale').locator('[data-badge]')).toHaveCount(0);
  await expect(row(page, 'Validado').locator('[data-badge]')).toHaveCount(0);
  await expect(row(page, 'Revisão').locator('[data-badge]')).toHaveText('Em análise');
  await expect(row(page, 'Pendente').locator('[data-badge]')).toHaveText('Validação pendente');
  await expect(row(page, 'Padaria Sol').locator('[data-badge]')).toHaveCount(0);
  await expect(row(page, 'Validado')).toContainText(/•••• \d{4}/u);
  // Each row shows its authorizer's icon, served by the app.
  const icon = row(page, 'Validado').locator('img');
  await expect(icon).toHaveAttribute('src', '/authorizers/visa-single.svg');
  expect(await icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Five methods: the smaller add button, in the header.
  const add = page.getByRole('link', { name: 'Adicionar cartão' });
  await expect(add).toHaveCount(1);
  await expect(add).toHaveAttribute('data-size', 'compact');

  // The card in review: "Aguardando aprovação", an answer within 48 hours.
  await row(page, 'Revisão').click();
  await expect(page).toHaveURL(/\/carteira\/meio-pagamento\?id=/u);
  const review = page.getByRole('region', { name: 'Aguardando aprovação' });
  await expect(review).toContainText('respondemos em até 48 horas');

  // The pending card: its validation button leads to the validation page.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await row(page, 'Pendente').click();
  await page.getByRole('link', { name: 'Validar cartão' }).click();
  await expect(page).toHaveURL(/\/carteira\/[0-9a-f-]{36}\/validar$/u);
});

test('a deleted card is left out of the list; opened at its address it shows as blocked', async ({
  page,
  request,
}) => {
  const { token } = await createWalletUser(request);
  const kept = await addCreditCardByApi(request, token, {
    alias: 'Mantido',
    number: cardNumber('2552'),
  });
  const gone = await addCreditCardByApi(request, token, {
    alias: 'Excluído',
    number: cardNumber('3663'),
  });
  const deletion = await request.delete(`/api/user/payment-method/${gone}`, {
    headers: bearer(token),
  });
  expect(deletion.ok(), await deletion.text()).toBe(true);

  // The list asks for live cards only (no includeDeleted): the user removed it.
  await signInBrowser(page, token, '/carteira');
  await expect(row(page, 'Mantido')).toBeVisible();
  await expect(row(page, 'Excluído')).toHaveCount(0);

  // Its page reads the one card with includeDeleted, as the spec's one-card read does.
  await page.goto(`/carteira/${gone}`);
  await expect(heading(page, 'Detalhes do cartão')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cartão excluído' })).toContainText(
    'não pode mais ser usado',
  );
  await expect(page.getByTestId('card-face')).toHaveAttribute('data-tone', 'blocked');
  await expect(page.getByTestId('card-face')).toContainText('•••• 3663');
  await expect(page.getByRole('button', { name: 'Excluir cartão' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect(await readCardByApi(request, token, kept)).toMatchObject({ deleted: false });
});

test('edit an alias (n/20 counter) and see it in the list; delete a rejected card', async ({
  page,
  request,
}) => {
  const { token } = await createWalletUser(request);
  const pending = await addCreditCardByApi(request, token, { number: cardNumber('1881') });
  const rejected = await addCreditCardByApi(request, token, {
    alias: 'Recusado',
    number: cardNumber('7007'),
  });
  await rejectCardByApi(request, token, rejected);

  await signInBrowser(page, token, '/carteira');
  await expect(row(page, 'Recusado').locator('[data-badge]')).toHaveText('Não validado');
  await expect(page.getByRole('link', { name: 'Adicionar cartão' })).toHaveAttribute(
    'data-size',
    'full',
  );

  await row(page, '1881').click();
  await expect(heading(page, 'Detalhes do cartão')).toBeVisible();
  await expect(page.getByTestId('card-face')).toContainText('•••• 1881');
  const alias = page.getByLabel('Apelido do cartão (opcional)');
  const save = page.getByRole('button', { name: 'Salvar alterações' });
  await expect(page.getByText('0/20 caracteres')).toBeVisible();
  await expect(save).toBeDisabled();
  await alias.fill('Cartão da casa');
  await expect(page.getByText('14/20 caracteres')).toBeVisible();
  await alias.pressSequentially(' e da família');
  await expect(alias).toHaveValue('Cartão da casa e da ');
  await expect(page.getByText('20/20 caracteres')).toBeVisible();
  await alias.fill('Cartão da casa');
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Dados do cartão atualizados.' }),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  expect(await readCardByApi(request, token, pending)).toMatchObject({ alias: 'Cartão da casa' });

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/carteira$/u);
  await expect(row(page, 'Cartão da casa')).toContainText('•••• 1881');

  // The rejected card: "Recusado", no form, delete only, after a confirmation.
  await row(page, 'Recusado').click();
  await expect(page.getByRole('region', { name: 'Recusado' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Excluir cartão' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir cartão?' });
  await expect(dialog).toContainText('7007');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Excluir cartão' }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();

  await expect(page).toHaveURL(/\/carteira$/u);
  await expect(
    page.getByRole('status').filter({ hasText: 'Cartão excluído da carteira.' }),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Recusado')).toHaveCount(0);
  expect((await listCardsByApi(request, token)).map((card) => card.id)).toEqual([pending]);
  expect(await readCardByApi(request, token, rejected)).toMatchObject({
    deleted: true,
    cardStatus: 'DELETED',
  });
  // Back does not return to the deleted card's page.
  await page.goBack();
  await expect(page).not.toHaveURL(/meio-pagamento/u);
});

test("a dependent's pre/post-paid card: the titular, then its balance and statement", async ({
  page,
  request,
}) => {
  const { token } = await createWalletUser(request, {
    prePostPaidCard: {
      product: 'PADARIA_SOL',
      placeName: 'Padaria Sol',
      balanceCents: 5_000,
      titularName: 'João Souza',
    },
  });
  const [card] = await listCardsByApi(request, token);
  await signInBrowser(page, token, '/carteira');
  await expect(row(page, 'Padaria Sol')).toContainText('Titular: João Souza');
  await row(page, 'Padaria Sol').click();

  await expect(page).toHaveURL(new RegExp(`/carteira/${card!.id}$`, 'u'));
  await expect(heading(page, 'Cartão da loja')).toBeVisible();
  await expect(page.getByTestId('card-balance')).toHaveText('R$ 50,00');
  const statement = page.getByRole('list', { name: 'Extrato' }).getByTestId('credit');
  // The sandbox card: a top-up two days ago, a purchase yesterday (newest first).
  await expect(statement).toHaveCount(2);
  await expect(statement.nth(0)).toContainText('Compra');
  await expect(statement.nth(0)).toContainText('− R$ 25,90');
  await expect(statement.nth(1)).toContainText('Recarga');
  await expect(statement.nth(1)).toContainText('+ R$ 75,90');
  await expect(statement.nth(1)).toContainText(/\d{1,2} de [a-zç]+ de \d{4} às \d{2}:\d{2}/u);
  await expect(statement.nth(1)).toContainText('Para João Souza');
  await expect(page.getByRole('button', { name: 'Excluir cartão' })).toHaveCount(0);
});

test('the edit page survives a reload; without a card it goes back to the wallet', async ({
  page,
  request,
}) => {
  const { token } = await createWalletUser(request);
  const id = await addCreditCardByApi(request, token, { alias: 'Recarregado' });
  await signInBrowser(page, token, '/carteira');
  await row(page, 'Recarregado').click();
  await expect(page.getByLabel('Apelido do cartão (opcional)')).toHaveValue('Recarregado');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`meio-pagamento\\?id=${id}$`, 'u'));
  await expect(page.getByLabel('Apelido do cartão (opcional)')).toHaveValue('Recarregado');

  await page.goto('/carteira/meio-pagamento');
  await expect(page).toHaveURL(/\/carteira$/u);
  // /carteira/{id} of a normal card is its edit page.
  await page.goto(`/carteira/${id}`);
  await expect(page).toHaveURL(new RegExp(`meio-pagamento\\?id=${id}$`, 'u'));
});

test('an empty wallet: the message and the add button; none for who may not add', async ({
  page,
  request,
}) => {
  const allowed = await createWalletUser(request);
  await signInBrowser(page, allowed.token, '/carteira');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sua carteira está vazia' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar cartão' }).click();
  await expect(page).toHaveURL(/\/carteira\/adicionar$/u);

  const refused = await createWalletUser(request, { allowAddPaymentStatus: 'MANUAL_REJECTED' });
  await signInBrowser(page, refused.token, '/carteira');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sua carteira está vazia' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar cartão' })).toHaveCount(0);
});
