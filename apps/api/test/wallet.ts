// Wallet helpers for API tests: test card numbers (Luhn-valid, of a brand),
// a signed-in test user, and the wallet calls.
import type { LightMyRequestResponse } from 'fastify';
import type { CreateSandboxUserBodyInput } from '@rosto/contract/schemas/sandbox';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import type { UserProfile } from '@rosto/contract/schemas/user';
import type { App } from '../src/app';
import { bearer } from './app';

/** The Luhn check digit of `body`. */
function checkDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A Luhn-valid Visa number, distinct per `n`. */
export function visa(n: number): string {
  const body = `4539${String(n).padStart(11, '0')}`;
  return body + checkDigit(body);
}

/** A Luhn-valid Mastercard number, distinct per `n`. */
export function mastercard(n: number): string {
  const body = `5425${String(n).padStart(11, '0')}`;
  return body + checkDigit(body);
}

/** A Luhn-valid number of `length` digits starting with `prefix` and ending with `lastFour`. */
export function cardEndingIn(prefix: string, lastFour: string, length = 16): string {
  for (let filler = 0; filler < 100; filler += 1) {
    const middle = String(filler).padStart(length - prefix.length - 4, '0');
    const number = `${prefix}${middle}${lastFour}`;
    if (checkDigit(number.slice(0, -1)) === number.slice(-1)) return number;
  }
  throw new Error(`no Luhn-valid ${prefix}…${lastFour}`);
}

export interface WalletUser {
  token: string;
  profile: UserProfile;
}

export async function walletUser(
  app: App,
  body: CreateSandboxUserBodyInput = {},
): Promise<WalletUser> {
  const response = await app.inject({ method: 'POST', url: '/api/sandbox/users', payload: body });
  if (response.statusCode >= 300) throw new Error(response.body);
  return response.json<{ data: WalletUser }>().data;
}

/** An expiry two years ahead, "MM/YY". */
export function futureExpiry(now: Date = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

export function addCreditCard(
  app: App,
  token: string,
  card: Partial<{
    name: string;
    number: string;
    expiration: string;
    cvc: string;
    zipCode: string;
    alias: string;
  }> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/user/credit-card',
    headers: bearer(token),
    payload: {
      name: 'JOANA L PRADO',
      number: visa(1),
      expiration: futureExpiry(),
      cvc: '123',
      zipCode: '01310-100',
      alias: 'Meu Visa',
      ...card,
    },
  });
}

export async function walletCards(app: App, token: string, query = ''): Promise<PaymentMethod[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/user/payment-method/formatted${query}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<{ data: { data: PaymentMethod[] } }>().data.data;
}

export function walletCall(
  app: App,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}
