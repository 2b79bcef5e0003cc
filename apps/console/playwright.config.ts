// End-to-end tests of the operator console against the built product: the
// API server (which serves the console under /console/) in sandbox mode on a
// fresh data directory, driven by Debian's Chromium at the console's desktop
// size (1280x800). Build first: `npm run build` at the repository root.
// E2E_BASE_URL=<url> skips the server start and tests a running instance
// (the specs then run the operator CLI against E2E_DATA_DIR or DATABASE_URL).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// Beside the customer app's e2e ports (3100-3103) and the benches' (3201).
const port = Number(process.env.CONSOLE_E2E_PORT ?? 3150);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// Set once in the main process; workers inherit it, so the specs' CLI runs
// reach the server's own embedded database.
process.env.CONSOLE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rosto-console-e2e-'));

/** Debian's Chromium, quiet on a closed network (the face journey adds a fake camera). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results',
  // The journeys share the server's operators: one at a time keeps them apart.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/face-models.mjs --quiet && node apps/api/dist/server.js',
        cwd: repoRoot,
        url: `${baseURL}/console/`,
        env: {
          PORT: String(port),
          STAGE: 'sandbox',
          DATA_DIR: process.env.CONSOLE_E2E_DATA_DIR,
          WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
          CONSOLE_DIST_DIR: path.join(repoRoot, 'apps/console/dist'),
          PUBLIC_URL: baseURL,
        },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
