// The ops tests (`npm run test:ops`, decision 043): two API instances behind
// nginx on PostgreSQL and Redis (ops/cluster-fixture.ts), restarted, killed
// and cut off from their database while traffic runs, and one customer's
// journey in Chromium through the proxy. One worker: the tests share one
// cluster and take its instances down in turn. Build first (npm run build).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './ops',
  outputDir: './test-results-ops',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});
