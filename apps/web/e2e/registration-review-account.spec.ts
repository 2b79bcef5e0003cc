// Journey at the demo stage: the app-store reviewer registers the review
// account (REVIEW_ACCOUNT_CPF, set on the demo server by playwright.config.ts)
// with its fixed code, no SMS, and lands on the test-user success screen and
// /home without a face capture; signing in again needs no face either
// (docs/spec/account-checklist.md §6, decisions 026 and 027).
import type { Page } from '@playwright/test';
import { demoBaseURL, reviewAccount } from '../playwright.config';
import { codeInput, expect, newMobile, outbox, SESSION_KEY, test } from './support';

test.skip(
  Boolean(process.env.E2E_BASE_URL || process.env.E2E_DEMO_BASE_URL),
  'a running instance has its own review account, if any',
);
test.use({ baseURL: demoBaseURL });

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

test('the review account registers with the fixed code and skips the face capture', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = newMobile();
  const email = `revisao.${phone.digits}@exemplo.com.br`;

  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(reviewAccount.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page
    .getByRole('dialog', { name: 'Como funciona o cadastro' })
    .getByRole('button', { name: 'Vamos lá' })
    .click();
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();

  await page.getByLabel('Nome completo').pressSequentially('Revisão Loja Apps');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('DDD').pressSequentially(phone.areaCode);
  await page.keyboard.type(phone.number);
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(heading(page, 'Digite o código')).toBeVisible();
  await codeInput(page).pressSequentially(reviewAccount.code);
  await expect(heading(page, 'Qual é o seu e-mail?')).toBeVisible();
  // The reviewer cannot receive our SMS: none was sent.
  expect(await outbox(request, phone.digits)).toEqual([]);

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Digite o e-mail novamente').fill(email);
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await page.getByLabel('Senha de 4 números').pressSequentially('7392');
  await expect(heading(page, 'Digite a senha novamente')).toBeVisible();
  await page.getByLabel('Senha de 4 números').pressSequentially('7392');

  const title = heading(page, 'Conta de teste criada!');
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(
    page.getByText('Para ela, o cadastro do rosto não é necessário: você já pode conhecer o app.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cadastrar meu rosto' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /Olá, Revisão/ })).toBeVisible();
  const features = await page.evaluate(async (key) => {
    const answer = await fetch('/api/user/profile', {
      headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
    });
    return ((await answer.json()) as { data: { features: string[] } }).data.features;
  }, SESSION_KEY);
  expect(features).toContain('REVIEW_ACCOUNT');

  // Signing in again: the same fixed code, and no face capture forced.
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Já tenho cadastro' }).click();
  await page.getByLabel('CPF').pressSequentially(reviewAccount.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Digite o código')).toBeVisible();
  await codeInput(page).pressSequentially(reviewAccount.code);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/carteira');
  await expect(page).not.toHaveURL(/\/register\/face$/);
  expect(await outbox(request, phone.digits)).toEqual([]);
});
