// Journey: reading the terms of use and the privacy policy.
import { expect, test } from './support';

test('the terms of use come from the API in Portuguese', async ({ page }) => {
  const terms = page.waitForRequest((request) => request.url().includes('/api/terms-of-use'));
  await page.goto('/termos-de-uso');
  expect(new URL((await terms).url()).searchParams.get('locale')).toBe('br');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await expect(page.getByText(/^Atualizado em \d{1,2} de \p{L}+ de \d{4}/u)).toBeVisible();
  await expect(page.locator('main script')).toHaveCount(0);
});

test('the privacy policy has a table of contents with working anchors, at both addresses', async ({
  page,
}) => {
  for (const path of ['/politica-de-privacidade', '/politica-privacidade']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeVisible();
  }
  const contents = page.getByRole('navigation', { name: 'Nesta página' });
  const links = contents.getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  const last = links.last();
  const name = (await last.textContent())!;
  await last.click();
  await expect(page).toHaveURL(/#[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
});
