// What the console's specs share: axe on every screen (and a screenshot of it
// at 1280x800 when SCREENSHOTS=1), the operator CLI and the demo seed, TOTP
// codes, and the sign-in and sign-out as an operator does them, and a CNPJ of
// each run's own.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const screenshotsDir = path.join(repoRoot, 'screenshots');

/**
 * Checks the screen the page shows with axe (WCAG 2.x A and AA) and, when
 * SCREENSHOTS=1, keeps a picture of it as screenshots/console-<name>.png
 * (1280 px wide; the whole page's length with `fullPage`).
 */
export async function checkScreen(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
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
 * `npm run operator:create` while the server runs, on the server's own data
 * folder, as a person sets up the first admin; its last line is the JSON.
 */
export async function createOperatorWithCli(
  email: string,
  roles: string[],
): Promise<OperatorCredentials> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'operator:create', '--', '--email', email, '--role', roles.join(',')],
    {
      cwd: repoRoot,
      env: { ...process.env, STAGE: 'sandbox', DATA_DIR: process.env.CONSOLE_E2E_DATA_DIR },
    },
  );
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as OperatorCredentials;
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
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'seed:demo'], {
    cwd: repoRoot,
    env: { ...process.env, STAGE: 'sandbox', DATA_DIR: dataDir },
    maxBuffer: 16 * 1024 * 1024,
  });
  expect(stdout).toMatch(/Mercado Azul Paulista/u);
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
