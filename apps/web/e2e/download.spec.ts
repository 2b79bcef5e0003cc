// Journey: a visitor gets the app (download page, QR code, store redirect).
import { devices } from '@playwright/test';
import { expect, test } from './support';

test('the download page shows the stores, a QR code of the download URL and where to buy', async ({
  page,
}) => {
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Baixe o app Rosto' })).toBeVisible();

  const qr = page.getByRole('img', { name: 'QR code com o link para baixar o app Rosto' });
  await expect(qr).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(qr).toHaveAttribute('data-value', `${origin}/download`);
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expect(page.getByRole('link', { name: 'Baixar na App Store' })).toHaveAttribute(
    'href',
    /apps\.apple\.com/,
  );
  await expect(page.getByRole('link', { name: 'Disponível no Google Play' })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );
  // The app's own list of the shops that take Rosto, unless VITE_WHERE_TO_BUY_URL is set (decision 069).
  await expect(page.getByRole('link', { name: /Onde comprar com o Rosto/ })).toHaveAttribute(
    'href',
    '/ajuda/lojas',
  );
});

test('a phone is sent to its own store', async ({ browser, baseURL }) => {
  // Not checked by axe (no checkedContext): this phone is redirected at once
  // to the store's page, which is not ours; /download is checked in the test above.
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.route('https://apps.apple.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>App Store</h1>' }),
  );
  await page.goto('/download');
  await page.waitForURL(/^https:\/\/apps\.apple\.com\//);
  await context.close();
});

test('app-link with redirect=true opens a relative in-app path', async ({ page }) => {
  await page.goto('/app-link?redirect=true&path=/termos-de-uso');
  await expect(page).toHaveURL(/\/termos-de-uso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
});

for (const target of [
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
]) {
  test(`app-link never leaves the origin for ${target}`, async ({ page }) => {
    const offsite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('evil.example')) offsite.push(request.url());
    });
    await page.goto(`/app-link?redirect=true&path=${encodeURIComponent(target)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Baixe o app Rosto' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/app-link');
    expect(offsite).toEqual([]);
  });
}
