// Journey: the sandbox build sends no analytics (docs/spec/wallet-checklist.md §7: tracking is
// disabled in the sandbox build). The enabled path is covered by unit tests.
import { expect, test } from './support';

test('no event-service calls while browsing the sandbox build', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/event-service')) events.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Começar cadastro' }).click();
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(events).toEqual([]);
});
