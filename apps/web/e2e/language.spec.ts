// Journey: reading the app in English.
import { expect, test } from './support';

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the app speaks English and says so in <html lang>', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with your face' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const terms = page.waitForRequest((request) => request.url().includes('/api/terms-of-use'));
    await page.getByRole('link', { name: 'Terms of use' }).click();
    expect(new URL((await terms).url()).searchParams.get('locale')).toBe('en');
  });

  test("a partner's landing says its sub-title in English, and in Portuguese after the switch (issue 29)", async ({
    page,
  }) => {
    await page.goto('/?partner=mercado-azul');
    await expect(page.getByText('Pay with your face at Mercado Azul')).toBeVisible();
    await expect(page.getByText('Pague com o rosto no Mercado Azul')).toHaveCount(0);
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByText('Pague com o rosto no Mercado Azul')).toBeVisible();
    await expect(page.getByText('Pay with your face at Mercado Azul')).toHaveCount(0);
  });
});

test('the language choice is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with your face' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with your face' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pague com o seu rosto' }),
  ).toBeVisible();
});
