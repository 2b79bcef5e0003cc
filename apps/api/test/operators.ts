// Staff for API tests: console operators and shops' people, each made through
// the app's own service and signed in (POST console/session, shop/session)
// with a code of its TOTP secret, as an authenticator app would compute it at
// the app's clock.
import { generate } from 'otplib';
import type { OperatorRole, ShopRole } from '@rosto/contract/operator-roles';
import type { App } from '../src/app';

/** The 6-digit code of `secret` at `at` (RFC 6238, 30 s). */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

let created = 0;

export interface SignedInOperator {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  token: string;
  headers: { authorization: string };
}

/** A new operator with `roles`, signed in; throws when the sign-in fails. */
export async function signedInOperator(
  app: App,
  roles: OperatorRole[],
  email = `operador${(created += 1)}-${Date.now()}@rosto.test`,
): Promise<SignedInOperator> {
  const credentials = await app.operators.create({ email, roles });
  const response = await app.inject({
    method: 'POST',
    url: '/api/console/session',
    payload: {
      email,
      password: credentials.password,
      totp: await totpCode(credentials.totpSecret, app.clock.now()),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`console sign-in answered ${response.statusCode}: ${response.body}`);
  }
  const { token } = response.json<{ data: { token: string } }>().data;
  return {
    id: credentials.operator.id,
    email,
    password: credentials.password,
    totpSecret: credentials.totpSecret,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

export interface SignedInShopUser extends Omit<SignedInOperator, 'id'> {
  id: string;
  placeId: string;
}

/** A new person of the shop `placeId` with `role`, signed in at shop/session. */
export async function signedInShopUser(
  app: App,
  placeId: string,
  role: ShopRole,
  email = `loja${(created += 1)}-${Date.now()}@rosto.test`,
): Promise<SignedInShopUser> {
  const credentials = await app.shopUsers.create({ placeId, email, role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/shop/session',
    payload: {
      email,
      password: credentials.password,
      totp: await totpCode(credentials.totpSecret, app.clock.now()),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`shop sign-in answered ${response.statusCode}: ${response.body}`);
  }
  const { token } = response.json<{ data: { token: string } }>().data;
  return {
    id: credentials.user.id,
    placeId,
    email,
    password: credentials.password,
    totpSecret: credentials.totpSecret,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
