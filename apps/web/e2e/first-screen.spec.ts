// Journey: a first visit to / paints the welcome screen from the page itself
// (prerendered at build time) and the app takes over those same nodes; any
// other first screen starts from the splash, as before (decision 013).
import type { Page } from '@playwright/test';
import { createSandboxUser, expect, SESSION_KEY, test } from './support';

/** Records, before any script of the page runs, what its first frame can show. */
async function watchFirstScreen(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const seen = window as unknown as { firstScreen?: string | null; paintedHeading?: Element };
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      // The <head> script has decided by the time the body is parsed.
      seen.firstScreen = document.documentElement.dataset.firstScreen ?? null;
      const shown = document.querySelector(`[data-prerendered][lang="${seen.firstScreen}"] h1`);
      if (shown) {
        seen.paintedHeading = shown;
        observer.disconnect();
      } else if (seen.firstScreen === null) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

const firstScreen = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstScreen?: string | null }).firstScreen);

const headingWasKept = (page: Page) =>
  page.evaluate(() => {
    const { paintedHeading } = window as unknown as { paintedHeading?: Element };
    return paintedHeading !== undefined && paintedHeading === document.querySelector('#root h1');
  });

test('a first visit paints the prerendered welcome screen and the app hydrates it', async ({
  page,
}) => {
  const problems = await watchFirstScreen(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Pague com o seu rosto' })).toBeVisible();
  expect(await firstScreen(page)).toBe('pt-BR');
  // Hydrated: the language switch answers, and the painted heading is the app's.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with your face' })).toBeVisible();
  expect(await headingWasKept(page)).toBe(true);
  await expect(page).toHaveTitle(/Rosto/);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the English copy is painted and hydrated', async ({ page }) => {
    const problems = await watchFirstScreen(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Pay with your face' })).toBeVisible();
    expect(await firstScreen(page)).toBe('en');
    await page.getByRole('link', { name: 'I already have an account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });
});

test('a signed-in visitor and a partner visit start from the splash, never the welcome', async ({
  page,
  request,
}) => {
  const user = await createSandboxUser(request);
  await page.addInitScript(
    ([key, token]) => {
      if (location.pathname === '/' && !location.search) localStorage.setItem(key, token);
    },
    [SESSION_KEY, user.token] as const,
  );
  const problems = await watchFirstScreen(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  expect(await firstScreen(page)).toBeNull();

  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
  await page.goto('/?partner=mercado-azul');
  expect(await firstScreen(page)).toBeNull();
  await expect(page.getByRole('link', { name: 'Começar cadastro' })).toBeVisible();
  expect(problems).toEqual([]);
});
