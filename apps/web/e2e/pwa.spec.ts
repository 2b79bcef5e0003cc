// The installable PWA (issue 14, decision 045) in Chromium: the service worker
// installs and controls the page, Chromium finds the app installable (its own
// check, the one Lighthouse's PWA audits read), page loads come from the
// server while it answers, offline the app's pages open from the precached
// shell and the server's own addresses show the offline page instead of the
// browser's error, and no API answer is ever kept or given from a cache.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { createSandboxUser, expect, menu, openSignedIn, screenshotIfAsked, test } from './support';

// The other specs block service workers (playwright.config.ts); these test it.
test.use({ serviceWorkers: 'allow' });

/**
 * A browser with a profile of its own: Chromium finds nothing installable in
 * an incognito profile ("in-incognito"), and Playwright's contexts are
 * incognito. Its screens are checked by axe like the test's own.
 */
const withProfile = test.extend<{ profileContext: BrowserContext }>({
  profileContext: async ({ playwright, baseURL, screenChecks }, use, testInfo) => {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'rosto-pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(userDataDir, {
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
    });
    try {
      await screenChecks.watch(context);
      await use(context);
      await screenChecks.conclude(testInfo);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  },
});

// The precache is the whole shell (about 220 files): on a loaded 2-core CI
// machine, beside the other worker's face analyses, installing it has taken
// more than the 20 s these waits had, so the tests wait longer.
test.describe.configure({ timeout: 90_000 });

/**
 * Waits until /sw.js controls the page: it claims open pages once its
 * precache is complete. While it does not, the poll reads where the
 * registration is (installing, waiting, active, none), so a failure says.
 */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const controller = navigator.serviceWorker.controller?.scriptURL;
          if (controller) return controller;
          const registration = await navigator.serviceWorker.getRegistration();
          const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
          return `not controlled: registration ${worker?.state ?? 'none'}`;
        }),
      { message: 'a service worker controls the page', timeout: 60_000 },
    )
    .toMatch(/\/sw\.js$/u);
}

/** Every address Cache Storage holds, in every cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

const offlineHeading = (page: Page, name = 'Você está sem conexão.') =>
  page.getByRole('heading', { level: 1, name });

interface WebManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  background_color?: string;
  theme_color?: string;
  icons?: { src: string; sizes?: string; type?: string; purpose?: string }[];
}

withProfile(
  'the service worker controls the page and Chromium finds the app installable',
  async ({ profileContext, request }) => {
    const page = await profileContext.newPage();
    await page.goto('/');
    await controlledByServiceWorker(page);

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const appManifest = await cdp.send('Page.getAppManifest');
    expect(appManifest.errors).toEqual([]);
    expect(new URL(appManifest.url).pathname).toBe('/manifest.webmanifest');

    // What Lighthouse's PWA category (dropped in Lighthouse 12) checked beyond
    // installability: splash screen, themed address bar, maskable icon, viewport
    // and apple-touch-icon.
    const manifest = JSON.parse(appManifest.data ?? '{}') as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Rosto: pague com o seu rosto',
      short_name: 'Rosto',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f4f7f5',
      theme_color: '#0b6e4f',
    });
    const icons = manifest.icons ?? [];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((icon) => icon.sizes === size && icon.type === 'image/png')).toBe(true);
    }
    expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.ok(), icon.src).toBe(true);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b6e4f');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /width=device-width/u,
    );
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(touchIcon ?? '/missing')).ok()).toBe(true);

    // The app shell and the offline page are precached (the worker is only in
    // control once they are).
    const cached = await cachedUrls(page);
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/offline.js']));
    expect(cached.some((path) => /^\/assets\/index-[\w-]+\.js$/u.test(path))).toBe(true);
  },
);

test('online, every page load comes from the server, not from the cache', async ({ page }) => {
  await page.goto('/login');
  await controlledByServiceWorker(page);
  const cachedShellId = await page.evaluate(async () => {
    const shell = await caches.match('/index.html', { ignoreSearch: true });
    return shell?.headers.get('x-request-id') ?? null;
  });
  expect(cachedShellId).not.toBeNull();

  // Each answer of the server carries its own request id: the cached shell's
  // is the one of the request that precached it.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const reloadedId = reloaded?.headers()['x-request-id'];
  expect(reloadedId).toBeTruthy();
  expect(reloadedId).not.toBe(cachedShellId);
  await expect(page.getByLabel('CPF')).toBeVisible();
});

test('offline, the app opens from the precached shell and the server’s pages show the offline page', async ({
  page,
  context,
  request,
}) => {
  const user = await createSandboxUser(request);
  await openSignedIn(page, user.token, '/home');
  await expect(menu(page)).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  // A reload of the page the person is on: the app opens, says it has no
  // connection, and offers to try again.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(offlineHeading(page)).toBeVisible();
  await screenshotIfAsked(page, 'pwa-offline-app-home');
  // Back online, "Tentar de novo" loads the screen; offline again, a banner
  // over it says so, and what was loaded stays.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(menu(page)).toBeVisible();
  await context.setOffline(true);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Sem conexão. As informações podem estar desatualizadas.' }),
  ).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await screenshotIfAsked(page, 'pwa-offline-banner');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão.' })).toHaveCount(0);
  await context.setOffline(true);
  // A page of the app this visit never loaded, whose content needs no server: all there.
  await page.goto('/termos-de-uso');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();

  // The server's own pages have no cached stand-in: the offline page, not Chromium's error.
  const docs = await page.goto('/docs');
  expect(docs?.fromServiceWorker()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/docs');
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page).toHaveTitle('Sem conexão | Rosto');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByText('Confira a sua internet e tente de novo.')).toBeVisible();
  // One copy only: the English one is gone, not just hidden.
  await expect(page.getByRole('heading', { name: 'You are offline.' })).toHaveCount(0);
  await screenshotIfAsked(page, 'pwa-offline-page');

  // "Tentar de novo" loads the address again (still offline: the same page, reloaded).
  await page.evaluate(() => {
    (window as { beforeRetry?: boolean }).beforeRetry = true;
  });
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { beforeRetry?: boolean }).beforeRetry ?? false))
    .toBe(false);
  await expect(offlineHeading(page)).toBeVisible();
});

test('the offline page speaks English to who chose English', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/healthz');
  await expect(offlineHeading(page, 'You are offline.')).toBeVisible();
  await expect(page).toHaveTitle('No connection | Rosto');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Você está sem conexão.' })).toHaveCount(0);
  await screenshotIfAsked(page, 'pwa-offline-page-en');
});

test('no API answer is kept in Cache Storage or given from it offline', async ({
  page,
  context,
  request,
}) => {
  const user = await createSandboxUser(request);
  await openSignedIn(page, user.token, '/home');
  await controlledByServiceWorker(page);
  // Signed-in use under the worker: the profile, the cards, the payments.
  const apiAnswers: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && response.ok()) apiAnswers.push(pathname);
  });
  await page.reload();
  for (const name of ['Perfil', 'Cartões', 'Pagamentos']) {
    await menu(page).getByRole('link', { name }).click();
    await expect(menu(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
  await expect.poll(() => apiAnswers).toContain('/api/user/profile');

  const cached = await cachedUrls(page);
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  const offlineAnswer = await page.evaluate(async (token) => {
    try {
      const response = await fetch('/api/user/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      return `answered ${response.status}`;
    } catch {
      return 'failed';
    }
  }, user.token);
  expect(offlineAnswer).toBe('failed');
});
