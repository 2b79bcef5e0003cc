// Shared steps for the wallet specs: a sandbox user with cards put in its
// wallet through the API (as the app would), then the browser signed in with
// the user's token. The sandbox rules these rely on: a Luhn-valid number is
// accepted (ending 0002 is declined, 0005 refuses the small charge), the small
// charge is always 123 cents and the CVV 123 (decision 030).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import type { CreateSandboxUserBodyInput } from '@rosto/contract/schemas/sandbox';
import { createSandboxUser, openSignedIn } from './support';

/** The sandbox's small validation charge (decision 030: the configured mock, 123). */
export const SANDBOX_CHARGE_CENTS = 123;
export const SANDBOX_CVV = '123';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function luhnSum(digits: string): number {
  return [...digits]
    .reverse()
    .map(Number)
    .reduce((total, value, index) => {
      if (index % 2 === 0) return total + value;
      const doubled = value * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
}

/**
 * A Luhn-valid 16-digit number starting with `prefix` (4 Visa, 51-55
 * Mastercard) and ending in `lastFour`, random in between, so every test
 * adds a card no other test holds.
 */
export function cardNumber(lastFour = '1111', prefix = '4'): string {
  const middle = 16 - prefix.length - lastFour.length - 1;
  const random = Array.from({ length: middle }, () => Math.floor(Math.random() * 10)).join('');
  for (let digit = 0; digit <= 9; digit += 1) {
    const number = `${prefix}${random}${digit}${lastFour}`;
    if (luhnSum(number) % 10 === 0) return number;
  }
  throw new Error('unreachable: one digit always completes the Luhn sum');
}

/** A 16-digit food-voucher number (the sandbox issuer knows all but those ending 0000). */
export function foodVoucherNumber(lastFour = '4321'): string {
  const random = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  return `${random}${lastFour}`;
}

/** A sandbox user (Maria Oliveira, face registered), with its token and profile. */
export function createWalletUser(
  request: APIRequestContext,
  input: CreateSandboxUserBodyInput = {},
) {
  return createSandboxUser(request, input);
}

/** Opens `path` in the browser signed in as the user of `token`. */
export function signInBrowser(page: Page, token: string, path = '/carteira') {
  return openSignedIn(page, token, path);
}

/** POST user/credit-card; answers the new card's id. */
export async function addCreditCardByApi(
  request: APIRequestContext,
  token: string,
  card: { number?: string; alias?: string; zipCode?: string; name?: string } = {},
): Promise<string> {
  const response = await request.post('/api/user/credit-card', {
    headers: bearer(token),
    data: {
      name: card.name ?? 'MARIA OLIVEIRA',
      number: card.number ?? cardNumber(),
      expiration: '12/30',
      cvc: SANDBOX_CVV,
      ...(card.zipCode === undefined ? {} : { zipCode: card.zipCode }),
      ...(card.alias === undefined ? {} : { alias: card.alias }),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** POST user/private-label (Green Benefícios); answers the new card's id. */
export async function addFoodVoucherByApi(
  request: APIRequestContext,
  token: string,
  card: { number?: string; alias?: string } = {},
): Promise<string> {
  const response = await request.post('/api/user/private-label', {
    headers: bearer(token),
    data: {
      number: card.number ?? foodVoucherNumber(),
      ...(card.alias === undefined ? {} : { alias: card.alias }),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Validates a card as a user would: the small charge, then its amount (R$ 1,23). */
export async function validateCardByApi(
  request: APIRequestContext,
  token: string,
  paymentMethodId: string,
): Promise<PaymentMethod> {
  const started = await request.post('/api/user/credit-card/validate', {
    headers: bearer(token),
    data: { paymentMethodId },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const checked = await request.post('/api/user/credit-card/random-amount-check', {
    headers: bearer(token),
    data: { paymentMethodId, amount: SANDBOX_CHARGE_CENTS, tries: 0 },
  });
  expect(checked.ok(), await checked.text()).toBe(true);
  return ((await checked.json()) as { data: PaymentMethod }).data;
}

/** An operator's answer to a card waiting for review (sandbox only). */
export async function reviewCardByApi(
  request: APIRequestContext,
  paymentMethodId: string,
  decision: 'MANUAL_APPROVED' | 'MANUAL_REJECTED',
): Promise<PaymentMethod> {
  const response = await request.post(`/api/sandbox/payment-methods/${paymentMethodId}/review`, {
    data: { decision },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: PaymentMethod }).data;
}

/** The user's wallet as the app reads it (GET user/payment-method/formatted). */
export async function listCardsByApi(
  request: APIRequestContext,
  token: string,
  query: { includeBalance?: boolean; includeDeleted?: boolean; id?: string } = {},
): Promise<PaymentMethod[]> {
  const search = new URLSearchParams({
    includeBalance: String(query.includeBalance ?? false),
    includeDeleted: String(query.includeDeleted ?? false),
    ...(query.id ? { id: query.id } : {}),
  });
  const response = await request.get(`/api/user/payment-method/formatted?${search}`, {
    headers: bearer(token),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { data: PaymentMethod[] } }).data.data;
}

/** One card of the user, deleted ones included. */
export async function readCardByApi(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<PaymentMethod | undefined> {
  const [card] = await listCardsByApi(request, token, {
    id,
    includeBalance: true,
    includeDeleted: true,
  });
  return card;
}

/**
 * Uses up a card's validation tries (decision 030: 2 wrong amounts): the card
 * becomes AUTO_REJECTED and can no longer be validated.
 */
export async function rejectCardByApi(
  request: APIRequestContext,
  token: string,
  paymentMethodId: string,
): Promise<void> {
  const started = await request.post('/api/user/credit-card/validate', {
    headers: bearer(token),
    data: { paymentMethodId },
  });
  expect(started.ok(), await started.text()).toBe(true);
  for (const tries of [1, 2]) {
    const checked = await request.post('/api/user/credit-card/random-amount-check', {
      headers: bearer(token),
      data: { paymentMethodId, amount: SANDBOX_CHARGE_CENTS + 1, tries },
    });
    expect(checked.status()).toBe(403);
  }
}

/**
 * A snackbar sits at the bottom centre of the screen, above the tab bar when
 * the screen has one (docs/spec/wallet-checklist.md §8: "above the tab bar", "bottom-centre").
 */
export async function expectBottomCentre(page: Page, snackbar: Locator): Promise<void> {
  const box = await snackbar.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the snackbar is on screen').not.toBeNull();
  expect(viewport).not.toBeNull();
  const centre = box!.x + box!.width / 2;
  expect(Math.abs(centre - viewport!.width / 2)).toBeLessThanOrEqual(2);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
  expect(box!.y).toBeGreaterThan(viewport!.height * 0.6);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  if (await menu.isVisible()) {
    const menuBox = await menu.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(menuBox!.y);
  }
}

/**
 * Adds a credit card through /carteira/adicionar as a person does (the full
 * number moves the focus to the expiry by itself); ends on its validation page.
 */
export async function addCreditCardThroughForm(
  page: Page,
  card: { number: string; alias?: string },
): Promise<string> {
  await page.goto('/carteira/adicionar');
  await page.getByRole('button', { name: /^Cartão de crédito/u }).click();
  await page.getByLabel('Número do cartão').pressSequentially(card.number);
  await expect(page.getByLabel('Validade')).toBeFocused();
  await page.keyboard.type('1230');
  await page.getByLabel('CVV').fill(SANDBOX_CVV);
  await page.getByLabel('Nome impresso no cartão').fill('maria oliveira');
  if (card.alias) await page.getByLabel('Apelido do cartão (opcional)').fill(card.alias);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/carteira\/[0-9a-f-]{36}\/validar$/u);
  return /\/carteira\/([0-9a-f-]{36})\/validar$/u.exec(page.url())![1]!;
}
