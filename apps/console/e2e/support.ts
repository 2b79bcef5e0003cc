// What the console's specs share: axe on every screen (and a screenshot of it
// when SCREENSHOTS=1), a fake camera, the operator and shop user CLIs and the demo seed, TOTP
// codes, the sign-in and sign-out as an operator and as a shop's person do
// them, a shop's webhook and a receiver for it, and a CNPJ of each run's own.
import { execFile, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { waitForAnimations } from '../../web/e2e/animations';
import { chromiumArgs } from '../playwright.config';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const screenshotsDir = path.join(repoRoot, 'screenshots');

/**
 * Checks the screen the page shows with axe (WCAG 2.x A and AA) and, when
 * SCREENSHOTS=1, keeps a picture of it as screenshots/console-<name>.png
 * (at the page's viewport, 1280 px wide unless set; the whole page's length
 * with `fullPage`).
 */
export async function checkScreen(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  // A screen still fading in reads to axe as text of too little contrast.
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  await waitForAnimations(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    violations.map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    `axe on ${name}`,
  ).toEqual([]);
  if (process.env.SCREENSHOTS) {
    mkdirSync(screenshotsDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotsDir, `console-${name}.png`), fullPage });
  }
}

/**
 * `test.use` options for Chromium with a fake camera that plays `video` (a
 * .y4m the global setup makes), allowed without asking.
 */
export function fakeCamera(video: string) {
  return {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    },
  };
}

/** Fails the test on any CSP violation the console causes (its policy allows nothing inline). */
export function refuseCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/iu.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export interface OperatorCredentials {
  email: string;
  roles: string[];
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/**
 * `npm run <script> -- <args>` at the repository's root while the server runs,
 * on its data folder in sandbox, as a person at the server's machine types it;
 * answers what it printed.
 */
async function runScript(script: string, args: string[], dataDir: string | undefined) {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])],
    {
      cwd: repoRoot,
      env: { ...process.env, STAGE: 'sandbox', DATA_DIR: dataDir },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout;
}

/** The JSON a CLI prints last, as the person reads the secrets off it. */
const lastJsonLine = <T>(stdout: string): T =>
  JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as T;

/**
 * `npm run operator:create` while the server runs, on the server's own data
 * folder, as a person sets up the first admin; its last line is the JSON.
 */
export async function createOperatorWithCli(
  email: string,
  roles: string[],
): Promise<OperatorCredentials> {
  return lastJsonLine<OperatorCredentials>(
    await runScript(
      'operator:create',
      ['--email', email, '--role', roles.join(',')],
      process.env.CONSOLE_E2E_DATA_DIR,
    ),
  );
}

export interface ShopUserCredentials {
  shop: string;
  email: string;
  role: 'owner' | 'cashier';
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/**
 * `npm run shop:user:create` while the server whose data folder is `dataDir`
 * runs: a shop's owner or cashier with a password and a TOTP secret.
 */
export async function createShopUserWithCli(
  dataDir: string,
  shopSlug: string,
  email: string,
  role: ShopUserCredentials['role'],
): Promise<ShopUserCredentials> {
  return lastJsonLine<ShopUserCredentials>(
    await runScript(
      'shop:user:create',
      ['--shop', shopSlug, '--email', email, '--role', role],
      dataDir,
    ),
  );
}

/**
 * A server of its own, on an empty data folder (as a developer starts one):
 * for a spec that fills it with `npm run seed:demo`, whose faces must not
 * meet the faces the other specs enrol in the shared server.
 */
export async function startOwnServer(): Promise<{
  baseURL: string;
  dataDir: string;
  stop: () => void;
}> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rosto-console-e2e-own-'));
  const server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      STAGE: 'sandbox',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      CONSOLE_DIST_DIR: path.join(repoRoot, 'apps/console/dist'),
      PUBLIC_URL: baseURL,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/readyz`).catch(() => null))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
  return { baseURL, dataDir, stop: () => server.kill('SIGTERM') };
}

/**
 * `npm run seed:demo` while the server runs, on its data folder, as a
 * developer fills a sandbox: "Mercado Azul Paulista" gets five days of sales,
 * today's included.
 */
export async function seedDemoWithCli(dataDir: string): Promise<void> {
  expect(await runScript('seed:demo', [], dataDir)).toMatch(/Mercado Azul Paulista/u);
}

const usedCodes = new Map<string, string>();

/**
 * The authenticator's current code for `secret`, as the operator's phone
 * shows it. A code already used for this secret is not offered again (a
 * server may refuse a replayed code): the next 30-second step's is awaited.
 */
export async function totpCode(secret: string): Promise<string> {
  for (;;) {
    const code = await generate({ secret });
    if (usedCodes.get(secret) !== code) {
      usedCodes.set(secret, code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
}

export async function signIn(
  page: Page,
  operator: Pick<OperatorCredentials, 'email' | 'password' | 'totpSecret'>,
) {
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Senha').fill(operator.password);
  await page.getByLabel('Código do autenticador').fill(await totpCode(operator.totpSecret));
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
}

/** Signs in to the shops' portal (/loja/) as its people do: e-mail, password and the code. */
export async function signInToPortal(
  page: Page,
  person: Pick<ShopUserCredentials, 'email' | 'password' | 'totpSecret'>,
) {
  await expect(page.getByRole('heading', { name: 'Entrar no portal da loja' })).toBeVisible();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha').fill(person.password);
  await page.getByLabel('Código do autenticador').fill(await totpCode(person.totpSecret));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(person.email);
}

export interface WebhookDelivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The shop's system: a receiver on this machine (the sandbox lets a webhook
 * use plain HTTP to 127.0.0.1) that keeps what it gets and says 204.
 */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: WebhookDelivery[];
  close: () => Promise<void>;
}> {
  const received: WebhookDelivery[] = [];
  const receiver = createHttpServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rosto`,
    received,
    close: () => new Promise((resolve) => receiver.close(() => resolve())),
  };
}

export interface WebhookEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.canceled' | 'payment.refunded';
  created: string;
  shopId: string;
  data: {
    sale: { id: string; amountCents: number; refundedCents: number; status: string };
    refund?: { amountCents: number };
  };
}

/**
 * A delivery's event, once its signature is checked as the shop's system
 * checks it: `Rosto-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`
 * with the secret, a recent t, and `Rosto-Event-Id` the body's own id.
 */
export function verifiedWebhookEvent(delivery: WebhookDelivery, secret: string): WebhookEvent {
  const signature = String(delivery.headers['rosto-signature']);
  const { t, v1 } = Object.fromEntries(
    signature.split(',').map((part) => part.split('=') as [string, string]),
  ) as { t?: string; v1?: string };
  expect(t).toMatch(/^\d+$/u);
  expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
  expect(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex')).toBe(v1);
  const event = JSON.parse(delivery.body) as WebhookEvent;
  expect(delivery.headers['rosto-event-type']).toBe(event.type);
  expect(delivery.headers['rosto-event-id']).toBe(event.id);
  return event;
}

/**
 * An owner on the portal's Webhooks page registers `url` for every event and
 * copies the signing secret shown once (checked with axe on the way).
 */
export async function registerWebhookInPortal(page: Page, url: string): Promise<string> {
  await page.getByRole('banner').getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Novo webhook' }).click();
  const form = page.getByRole('region', { name: 'Novo webhook' });
  await form.getByLabel('Endereço (URL)').fill(url);
  await expect(form.getByRole('checkbox')).toHaveCount(3);
  for (const box of await form.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await checkScreen(page, 'portal-webhook-new');
  await form.getByRole('button', { name: 'Criar webhook' }).click();
  const secretPanel = page.getByRole('region', { name: `Segredo do webhook ${url}` });
  await expect(secretPanel.getByText(/este segredo não será mostrado de novo/u)).toBeVisible();
  const secret = await secretPanel.getByLabel('Segredo de assinatura').inputValue();
  expect(secret).toMatch(/^whsec_/u);
  await checkScreen(page, 'portal-webhook-secret');
  await secretPanel.getByRole('button', { name: 'Já copiei, fechar' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: url })).toBeVisible();
  return secret;
}

/** The console's pt-BR names of the roles, as its checkboxes and badges show them. */
const roleLabels = {
  reviewer: 'Revisão',
  support: 'Atendimento',
  shops: 'Lojas',
  admin: 'Administração',
} as const;

/**
 * An admin on the Operadores page creates an operator with one role and
 * copies the secrets the console shows once (checked with axe on the way).
 */
export async function createOperatorInConsole(
  page: Page,
  email: string,
  role: keyof typeof roleLabels,
): Promise<OperatorCredentials> {
  await page.getByRole('navigation').getByRole('link', { name: 'Operadores' }).click();
  await page.getByRole('button', { name: 'Novo operador' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('checkbox', { name: roleLabels[role] }).check();
  await checkScreen(page, 'operator-create');
  await page.getByRole('button', { name: 'Criar operador' }).click();
  const credentials = page.getByRole('region', { name: `Operador ${email} criado` });
  await expect(credentials.getByText(/não serão mostrados de novo/u)).toBeVisible();
  const created: OperatorCredentials = {
    email,
    roles: [role],
    password: await credentials.getByLabel('Senha').inputValue(),
    totpSecret: await credentials.getByLabel('Segredo do autenticador (TOTP)').inputValue(),
    otpauthUri: await credentials.getByLabel('URI para o aplicativo autenticador').inputValue(),
  };
  await checkScreen(page, 'operator-credentials');
  await credentials.getByRole('button', { name: 'Já anotei, fechar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email, 'u') })).toContainText(
    roleLabels[role],
  );
  return created;
}

/** A valid CNPJ made of the run's digits, so each run's shop is its own. */
export function cnpjFor(seed: number): string {
  const base = String(seed).padStart(12, '0').slice(-12).split('').map(Number);
  const digit = (digits: number[]) => {
    const weights =
      digits.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = digits.reduce((total, d, i) => total + d * weights[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}
