// Shared steps for the end-to-end specs: sandbox users, partners and session.
// Specs take `test` and `expect` from here: this `test` runs axe on every screen (axe.ts).
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForAnimations } from './animations';
import { expect } from './axe';

export { expect, test } from './axe';
import type { Partner } from '@rosto/contract/schemas/partner';
import type {
  CreateSandboxUserBodyInput,
  CreateSandboxUserResult,
} from '@rosto/contract/schemas/sandbox';

/** Production builds keep the session under this key (development adds -dev). */
export const SESSION_KEY = 'session';
export const DEFAULT_PRIMARY = '#0b6e4f';

/** A signed-in user made by the sandbox API (POST /api/sandbox/users). */
export async function createSandboxUser(
  request: APIRequestContext,
  input: CreateSandboxUserBodyInput = {},
) {
  const response = await request.post('/api/sandbox/users', {
    data: { fullName: 'Maria Oliveira', mustRegisterFace: false, faceStatus: 'SUCCESS', ...input },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: CreateSandboxUserResult };
  return data;
}

export async function getPartner(request: APIRequestContext, slug: string): Promise<Partner> {
  const response = await request.get(`/api/partner/${slug}`);
  expect(response.ok(), `partner ${slug} is seeded in sandbox`).toBe(true);
  return ((await response.json()) as { data: Partner }).data;
}

/**
 * Opens the app signed in: a first public page (optionally with a partner or
 * other query), the token in local storage, then `path`.
 */
export async function openSignedIn(page: Page, token: string, path: string, entryQuery = '') {
  await page.goto(`/download${entryQuery}`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    token,
  ] as const);
  await page.goto(path);
}

export const cssVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

export const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** The same host as baseURL under another name (partner sub-domains). */
export function hostUrl(baseURL: string | undefined, hostname: string, path = '/'): string {
  const url = new URL(baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`);
  url.hostname = hostname;
  url.pathname = path;
  return url.toString();
}

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

// --- entrance journeys ------------------------------------------------------

const randomDigit = () => Math.floor(Math.random() * 10);

function cpfCheckDigit(digits: number[]): number {
  const factor = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (factor - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A valid, random CPF (11 digits), different in every test. */
export function newCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, randomDigit);
    if (base.every((digit) => digit === base[0])) continue;
    const first = cpfCheckDigit(base);
    const second = cpfCheckDigit([...base, first]);
    return [...base, first, second].join('');
  }
}

/** "529.982.247-25" */
export const formatCpf = (cpf: string) =>
  cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/u, '$1.$2.$3-$4');

const AREA_CODES = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '91'];

/** A valid Brazilian mobile with a real area code, random: { areaCode, number, digits }. */
export function newMobile() {
  const areaCode = AREA_CODES[Math.floor(Math.random() * AREA_CODES.length)]!;
  const number = `9${5 + Math.floor(Math.random() * 5)}${Array.from({ length: 7 }, randomDigit).join('')}`;
  return { areaCode, number, digits: `${areaCode}${number}` };
}

export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'voice' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Messages the sandbox sent to a phone (digits) or e-mail, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * Waits for a message newer than `after` (a message id) and answers it, as a
 * person waits for the phone to buzz.
 */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  after: string | null = null,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await outbox(request, to);
        found = newest && newest.id !== after ? newest : undefined;
        return found !== undefined;
      },
      { message: `a new message to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The six-digit code of an SMS, or of a voice call that reads it digit by digit. */
export function codeIn(message: OutboxMessage): string {
  const code = /(\d(?:\s?\d){5})(?!\d)/u.exec(message.body)?.[1]?.replace(/\s/gu, '');
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

/** The newest message's id (null when none), to wait for the next one. */
export async function lastMessageId(request: APIRequestContext, to: string) {
  const [newest] = await outbox(request, to);
  return newest?.id ?? null;
}

/** A six-digit code that is surely wrong: neither `code` nor the sandbox secret. */
export function wrongCode(code: string): string {
  for (let shift = 1; ; shift += 1) {
    const candidate = code
      .split('')
      .map((digit) => String((Number(digit) + shift) % 10))
      .join('');
    if (candidate !== '123456' && candidate !== code) return candidate;
  }
}

/** The code boxes: one real input labelled for screen readers. */
export const codeInput = (page: Page) => page.getByLabel('Código de verificação');

const screenshotDir = fileURLToPath(new URL('../../../screenshots/', import.meta.url));

/** With SCREENSHOTS=1, the page as it is now in <repo>/screenshots/NAME.png (git-ignored). */
export async function screenshotIfAsked(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  // Not mid-way through a dialog's pop-in.
  await waitForAnimations(page);
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage });
}

/** Signs in through /login as a person does: the CPF, then the code the phone gets. */
export async function signInWithCode(
  page: Page,
  request: APIRequestContext,
  cpf: string,
  phoneDigits: string,
): Promise<void> {
  await page.goto('/login');
  const before = await lastMessageId(request, phoneDigits);
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await codeInput(page).pressSequentially(codeIn(await nextMessage(request, phoneDigits, before)));
}
