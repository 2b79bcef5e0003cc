// The till's head turn (issue 28, decision 062) at 1024x768, against a mocked
// terminal API: the face answer offers a turn to the customer's right, the
// frames go to the challenge call, which fails, and the PIN says so calmly.
// SCREENSHOTS=1 npx playwright test terminal-challenge-screenshots
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { fakeCamera } from './fake-camera';
import { expect, test } from './support';

const outDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
const KEY = 'rosto_term_screenshots_0123456789';
const PAYMENT = '5b0c8f0e-1d2a-4c3b-9e4f-0a1b2c3d4e5f';

const payment = (extra: Record<string, unknown> = {}) => ({
  id: PAYMENT,
  state: 'IDENTIFIED',
  amountCents: 2390,
  amount: 'R$ 23,90',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  customer: {
    firstName: 'Ana',
    pinRequired: true,
    cards: [
      { id: '7a1b2c3d-0000-4000-8000-0000000000a1', brand: 'VISA', lastFour: '4242', alias: null },
    ],
    unavailableCards: [],
  },
  transactionId: null,
  canceledAt: null,
  settleBy: null,
  ...extra,
});

let challengeSent: unknown = null;

async function mockTill(page: Page) {
  await page.route('**/api/terminal/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api\//u, '');
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (path === 'terminal/me') {
      return json(200, {
        data: {
          terminal: {
            id: '3c9d7e1f-2a4b-4c6d-8e0f-1a2b3c4d5e6f',
            name: 'Caixa 1',
            requirePin: false,
          },
          shop: {
            id: '6d2f8a41-3c5e-4b7a-9e1d-0a2b4c6d8e0f',
            name: 'Padaria Sol',
            maxAmountCents: 500_000,
          },
        },
      });
    }
    if (path === 'terminal/sales') return json(200, { data: { items: [] } });
    if (path === 'terminal/payments')
      return json(201, { data: payment({ state: 'STARTED', customer: null }) });
    if (path.endsWith('/face')) {
      const challenge = {
        challengeId: '0f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f80',
        action: 'turn-right',
        expiresAt: new Date(Date.now() + 20_000).toISOString(),
      };
      return json(200, { data: payment({ challenge }) });
    }
    if (path.endsWith('/challenge')) {
      challengeSent = route.request().postDataJSON();
      // Held a moment, so the screen that checks the turn can be seen.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return json(200, { data: payment({ challenge: null, challengeOutcome: 'failed' }) });
    }
    return json(404, { statusCode: 404, error: 'Not Found', message: 'ROUTE_NOT_FOUND' });
  });
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${outDir}terminal-challenge-${name}.png` });

test.use({
  ...fakeCamera(null),
  permissions: ['camera'],
  viewport: { width: 1024, height: 768 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
});

test('the till asks a head turn at 1024x768, and a failed one asks the PIN calmly', async ({
  page,
}) => {
  await mockTill(page);
  await page.goto('/terminal');
  await page.evaluate((key) => localStorage.setItem('terminal-key', key), KEY);
  await page.goto('/terminal');
  const pad = page.getByRole('group', { name: 'Teclado numérico' });
  for (const digit of '2390') await pad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Cobrar com o rosto' }).click();
  const shutter = page.getByRole('button', { name: 'Tirar a foto' });
  await expect(shutter).toBeEnabled({ timeout: 15_000 });
  await shutter.click();
  const instruction = page.getByRole('heading', {
    name: 'Vire o rosto devagar para a sua direita',
  });
  await expect(instruction).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('timer')).toHaveText(/\d+ s/u);
  await shot(page, 'turn');
  await expect(page.getByText('Conferindo o movimento…')).toBeVisible({ timeout: 10_000 });
  await shot(page, 'sending');
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible({ timeout: 10_000 });
  expect((challengeSent as { frames: string[] }).frames.length).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Visa final 4242' }).click();
  await expect(
    page.getByText('Não deu para confirmar pelo movimento. Digite a senha.'),
  ).toBeVisible();
  await shot(page, 'pin');
});
