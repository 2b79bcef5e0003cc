// Card validation (issue 10) in Chromium against the sandbox: a pending Visa
// validated by its small charge (R$ 1,23 in the sandbox) after a wrong
// amount; a card whose issuer refuses the charge (ending 0005) validated by
// its CVV after a wrong one; two wrong amounts ending on the failure screen;
// the food-voucher page; and a card that is not the user's.
import type { APIRequestContext, Page } from '@playwright/test';
import { createSandboxUser, expect, openSignedIn, test } from './support';
import {
  SANDBOX_CVV,
  addCreditCardByApi,
  addCreditCardThroughForm,
  expectBottomCentre,
  addFoodVoucherByApi,
  cardNumber,
  foodVoucherNumber,
  readCardByApi,
} from './wallet-helpers';

/** A signed-in user with a pending credit card, on its validation page. */
async function openValidation(page: Page, request: APIRequestContext, lastFour = '1111') {
  const { token } = await createSandboxUser(request);
  const id = await addCreditCardByApi(request, token, { number: cardNumber(lastFour) });
  await openSignedIn(page, token, `/carteira/${id}/validar`);
  return { token, id };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const amountField = (page: Page) => page.getByLabel('Valor da cobrança');
const validateButton = (page: Page) => page.getByRole('button', { name: 'Validar cartão' });

async function readAndConfirm(page: Page) {
  await expect(heading(page, 'Vamos validar seu cartão')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Etapas da validação' }).getByRole('listitem'),
  ).toHaveCount(4);
  await page.getByRole('button', { name: 'Fazer a cobrança' }).click();
}

async function sendAmount(page: Page, typed: string, shown: string) {
  const field = amountField(page);
  await field.click();
  // At a person's pace, as a phone's keyboard sends them.
  await field.pressSequentially(typed, { delay: 60 });
  await expect(field).toHaveValue(shown);
  await validateButton(page).click();
}

test('a pending card: explanation, a wrong amount, then R$ 1,23 validates it', async ({
  page,
  request,
}) => {
  const { token, id } = await openValidation(page, request);
  await expect(page.getByText(/entre R\$\s0,01 e R\$\s10,00/)).toBeVisible();
  await readAndConfirm(page);

  await expect(heading(page, 'Qual foi o valor cobrado?')).toBeFocused();
  await expect(page.getByTestId('validation-card')).toHaveText(/^Visa •••• 1111$/);
  await expect(validateButton(page)).toBeDisabled();
  // Cents first, as the terminal's keypad and banking apps (issue 29): 2 0 0 is
  // R$ 2,00, not R$ 200,00; a backspace drops the last digit.
  await amountField(page).pressSequentially('200', { delay: 60 });
  await expect(amountField(page)).toHaveValue('R$ 2,00');
  await amountField(page).press('Backspace');
  await expect(amountField(page)).toHaveValue('R$ 0,20');
  await amountField(page).clear();
  await sendAmount(page, '321', 'R$ 3,21');

  await expect(heading(page, 'Valor incorreto')).toBeFocused();
  await expect(page.getByText('Você tem mais 1 tentativa.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Preciso de ajuda/ })).toBeVisible();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();

  await expect(heading(page, 'Qual foi o valor cobrado?')).toBeVisible();
  const field = amountField(page);
  await field.click();
  await field.pressSequentially('123', { delay: 60 });
  await expect(field).toHaveValue('R$ 1,23');
  // The keyboard's Enter sends the form.
  await field.press('Enter');

  await expect(heading(page, 'Cartão validado!')).toBeVisible();
  const check = page.getByRole('img', { name: 'Cartão validado' });
  await expect(check).toBeVisible();
  // The check runs 40 frames at 30 fps (docs/spec/wallet-checklist.md §9): its parts end at 1.333
  // s.
  const ends = await check.evaluate((image) =>
    image.getAnimations({ subtree: true }).map((animation) => {
      const timing = animation.effect!.getComputedTiming();
      return Number(timing.delay) + Number(timing.duration);
    }),
  );
  expect(ends.length).toBeGreaterThan(0);
  expect(Math.max(...ends)).toBeCloseTo(1333, -1);
  expect(await readCardByApi(request, token, id)).toMatchObject({
    validated: true,
    canBeValidated: false,
  });
  await page.getByRole('button', { name: 'Voltar para a carteira' }).click();
  await expect(page).toHaveURL(/\/carteira$/u);
});

test('an issuer that refuses the charge (0005): the CVV, a wrong one, then 123', async ({
  page,
  request,
}) => {
  // Through the screens: the issuer refuses small charges from cards ending 0005.
  const { token } = await createSandboxUser(request);
  await openSignedIn(page, token, '/carteira');
  const id = await addCreditCardThroughForm(page, { number: cardNumber('0005') });
  await readAndConfirm(page);

  await expect(heading(page, 'Validar cartão')).toBeVisible();
  const cvv = page.getByLabel('Código de segurança (CVV)');
  await expect(cvv).toHaveAttribute('placeholder', '123');
  await expect(validateButton(page)).toBeDisabled();
  await cvv.pressSequentially('99');
  await expect(validateButton(page)).toBeDisabled();
  await cvv.pressSequentially('9');
  await validateButton(page).click();

  const snackbar = page.getByRole('alert').filter({ hasText: 'Código de segurança incorreto.' });
  await expect(snackbar).toBeVisible();
  await expectBottomCentre(page, snackbar);
  await expect(cvv).toHaveValue('');
  await cvv.pressSequentially(SANDBOX_CVV);
  await validateButton(page).click();

  await expect(heading(page, 'Cartão validado!')).toBeVisible();
  expect(await readCardByApi(request, token, id)).toMatchObject({
    validated: true,
    validationMissingData: null,
  });
});

test('two wrong amounts: the card can no longer be validated', async ({ page, request }) => {
  const { token, id } = await openValidation(page, request);
  await readAndConfirm(page);
  await sendAmount(page, '321', 'R$ 3,21');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await sendAmount(page, '456', 'R$ 4,56');

  await expect(heading(page, 'Não foi possível validar o cartão')).toBeVisible();
  await expect(page.getByRole('link', { name: /Preciso de ajuda/ })).toBeVisible();
  expect(await readCardByApi(request, token, id)).toMatchObject({
    validated: false,
    canBeValidated: false,
    cardStatus: 'AUTO_REJECTED',
  });
  // Opened again later, the page knows it.
  await page.reload();
  await expect(heading(page, 'Não foi possível validar o cartão')).toBeVisible();
  await page.getByRole('button', { name: 'Entendi' }).click();
  await expect(page).toHaveURL(/\/carteira$/u);
});

test('a food-voucher card shows success; a card of another user is not found', async ({
  page,
  request,
}) => {
  const { token } = await createSandboxUser(request);
  const id = await addFoodVoucherByApi(request, token, {
    number: foodVoucherNumber('4321'),
    alias: 'Almoço',
  });

  // With reduced motion the check is drawn at once, not after its 1.33 s animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSignedIn(page, token, `/carteira/food-voucher/${id}/validar`);
  await expect(heading(page, 'Cartão alimentação cadastrado!')).toBeVisible();
  const mark = page.getByRole('img', { name: 'Cartão validado' }).locator('path');
  expect(await mark.evaluate((path) => getComputedStyle(path).strokeDashoffset)).toBe('0px');
  await expect(page.getByText(/Green Benefícios confirmou seu cartão final 4321/)).toBeVisible();

  const other = await createSandboxUser(request);
  const othersCard = await addCreditCardByApi(request, other.token);
  await page.goto(`/carteira/food-voucher/${othersCard}/validar`);
  await expect(heading(page, 'Não foi possível validar o cartão')).toBeVisible();
  await page.goto(`/carteira/${othersCard}/validar`);
  await expect(heading(page, 'Cartão não encontrado')).toBeVisible();
});
