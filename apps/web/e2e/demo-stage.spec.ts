// The demo stage (VITE_STAGE=demo, a second build served on its own port by
// playwright.config.ts): the profile hides support and feedback, and the
// sign-in hides the privacy notice (account.md §2, §6).
import { demoBaseURL } from '../playwright.config';
import { createSandboxUser, expect, openSignedIn, test } from './support';

test.skip(
  Boolean(process.env.E2E_BASE_URL) && !process.env.E2E_DEMO_BASE_URL,
  'E2E_BASE_URL without E2E_DEMO_BASE_URL: no demo-stage build to test',
);
test.use({ baseURL: demoBaseURL });

test('the profile hides support and feedback at the demo stage', async ({ page, request }) => {
  const { token } = await createSandboxUser(request);
  await openSignedIn(page, token, '/perfil');
  await page.getByRole('button', { name: 'Ajuda' }).click();
  await expect(page.getByRole('link', { name: /Onde usar/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Suporte/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Feedback/ })).toHaveCount(0);
  // The version footer names the stage.
  await expect(page.getByText(/Ambiente demo/u)).toBeVisible();
});

test('the sign-in hides the privacy notice at the demo stage', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Política de Privacidade/i })).toHaveCount(0);
});
