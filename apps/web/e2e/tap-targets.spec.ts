// Tap targets on a 320×568 phone (issue 29): every control a thumb needs is at
// least 44 px tall (WCAG 2.5.5's size, Apple's and Android's guidance). The
// issue measured the language switch at 36 px, the receipt's tabs at 42, the
// welcome's legal links at 19, the sign-in's privacy link at 16 and the home's
// "Ver lojas parceiras" at 22.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { mockApi, payment, signIn } from './payments-mock';
import { expect, test } from './support';

const screenshotDir = fileURLToPath(new URL('../../../screenshots/tap-targets/', import.meta.url));
const MIN = 44;

test.use({ reducedMotion: 'reduce', viewport: { width: 320, height: 568 } });

/** The heights of the boxes a tap on `targets` can land in. */
async function heights(targets: Locator): Promise<number[]> {
  await targets.first().waitFor();
  const boxes = await Promise.all((await targets.all()).map((target) => target.boundingBox()));
  return boxes.map((box) => Math.round(box?.height ?? 0));
}

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `${screenshotDir}${name}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screenshotDir}${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 568 });
}

test('welcome: the language switch and the legal links are 44 px tall', async ({ page }) => {
  await page.goto('/');
  const languages = page.getByRole('group', { name: 'Idioma' }).getByRole('button');
  for (const height of await heights(languages)) expect(height).toBeGreaterThanOrEqual(MIN);
  const legal = page.getByRole('navigation', { name: 'Informações legais' }).getByRole('link');
  for (const height of await heights(legal)) expect(height).toBeGreaterThanOrEqual(MIN);
  await shoot(page, '01-welcome');
});

test('sign-in: the privacy policy link is 44 px tall', async ({ page }) => {
  await page.goto('/login');
  const privacy = page.getByRole('link', { name: 'Política de privacidade' });
  for (const height of await heights(privacy)) expect(height).toBeGreaterThanOrEqual(MIN);
  await shoot(page, '02-login');
});

test('home and receipt: "Ver lojas parceiras" and the receipt tabs are 44 px tall', async ({
  page,
}) => {
  const paid = payment(90, 2390, 'Padaria Sol');
  await mockApi(page, { payments: [paid], email: 'maria@example.com' });
  await signIn(page, '/home');
  const shops = page.getByRole('link', { name: 'Ver lojas parceiras' });
  for (const height of await heights(shops)) expect(height).toBeGreaterThanOrEqual(MIN);
  await shoot(page, '03-home');

  await page.goto(`/pagamentos/${paid.id}`);
  const tabs = page.getByRole('navigation', { name: 'Seções do pagamento' }).getByRole('link');
  for (const height of await heights(tabs)) expect(height).toBeGreaterThanOrEqual(MIN);
  await shoot(page, '04-receipt');
});
