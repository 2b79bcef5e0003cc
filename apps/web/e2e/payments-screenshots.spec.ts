// Screenshots of the home and payments screens at 390x844 for a visual review,
// with the API and the map tiles mocked (the shop's terminal that creates real
// payments is still being built). Run on demand:
// SCREENSHOTS=1 npx playwright test payments-screenshots
// Files land in <repo>/screenshots/payments/ (git-ignored).
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { mockApi, payments, signIn } from './payments-mock';
import { test } from './support';

const outDir = fileURLToPath(new URL('../../../screenshots/payments/', import.meta.url));
async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}${name}.png`, fullPage: true });
}

test.use({ reducedMotion: 'reduce' });

test('home with payments, list, receipt, map and help', async ({ page }) => {
  await mockApi(page, { payments, email: 'maria@example.com' });
  await signIn(page, '/home');
  await page.getByRole('heading', { name: /Maria/u }).first().waitFor();
  await shot(page, '01-home-with-payments');
  await page.goto('/pagamentos');
  await page.getByText('Padaria Sol').first().waitFor();
  await shot(page, '02-payments-list');
  await page.goto(`/pagamentos/${payments[0]!.id}`);
  await page.getByText('Padaria Sol').first().waitFor();
  await shot(page, '03-receipt');
  await page.goto(`/pagamentos/${payments[1]!.id}`);
  await page.getByText('Mercado Azul').first().waitFor();
  await shot(page, '04-receipt-canceled');
  await page.goto(`/pagamentos/${payments[5]!.id}`);
  await page.getByText('Estornado').first().waitFor();
  await shot(page, '04b-receipt-refunded-in-part');
  await page.goto(`/pagamentos/${payments[6]!.id}`);
  await page.getByText('Cobrança desfeita').waitFor();
  await shot(page, '04c-receipt-reversed');
  await page.goto(`/pagamentos/${payments[0]!.id}/mapa`);
  await page.locator('.leaflet-container').waitFor();
  await shot(page, '05-receipt-map');
  await page.goto(`/pagamentos/${payments[0]!.id}/ajuda`);
  await page.getByText('Não fiz esta compra').waitFor();
  await shot(page, '06-receipt-help');
});

test('home without payments and without e-mail, empty list', async ({ page }) => {
  await mockApi(page, { payments: [], email: null });
  await signIn(page, '/home');
  await page.getByRole('heading', { name: /Maria/u }).first().waitFor();
  await shot(page, '07-home-new-user');
  await page.goto('/pagamentos');
  await page.waitForTimeout(300);
  await shot(page, '08-payments-empty');
});

test('payment limits on the profile', async ({ page }) => {
  await mockApi(page, { payments, email: 'maria@example.com' });
  await signIn(page, '/perfil/limites');
  await page.getByText('Pausar pagamentos com o rosto').first().waitFor();
  await shot(page, '09-payment-limits');
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Segurança' }).click();
  await shot(page, '10-profile-with-limits-link');
});
