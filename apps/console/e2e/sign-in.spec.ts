// The console's first screen in a real browser, under the console's own CSP.
import { expect, test } from '@playwright/test';
import { checkScreen, refuseCspViolations } from './support';

test('a deep link opens the sign-in page, under a CSP the console never trips', async ({
  page,
}) => {
  const cspViolations = refuseCspViolations(page);
  const response = await page.goto('/console/auditoria?acao=operator.create');
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/entrar$/u);
  await expect(page).toHaveTitle('Entrar no console | Console Rosto');
  await checkScreen(page, 'sign-in');

  // A code that is not 6 digits is refused here, beside the field.
  await page.getByLabel('E-mail').fill('ninguem@rosto.app');
  await page.getByLabel('Senha').fill('qualquer');
  await page.getByLabel('Código do autenticador').fill('12');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Digite os 6 números do código.')).toBeVisible();
  await checkScreen(page, 'sign-in-invalid');

  // English, kept across a reload.
  await page.getByLabel('Idioma').selectOption('en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(cspViolations).toEqual([]);
});
