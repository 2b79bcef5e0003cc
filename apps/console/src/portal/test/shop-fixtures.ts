// The portal's tests' people, shop, sales and terminals, in the API's shapes.
import type { EndpointResult } from '@rosto/contract/endpoints';
import type { ShopRole } from '@rosto/contract/operator-roles';
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import type { Sale, SalesTotals } from '@rosto/contract/schemas/shop-portal';
import { type FakeAnswer, ok } from '../../test/fake-api';
import { usePortalStore } from '../lib/portal-store';

type ShopMe = EndpointResult<'shopMe'>;

export const shop: ShopMe['shop'] = {
  id: '5b0c2a4e-1f3d-4c6b-9a8e-7d6c5b4a3f21',
  name: 'Padaria Central',
  slug: 'padaria-central',
  maxAmountCents: 200_000,
};

export function shopUser(role: ShopRole = 'owner'): ShopMe['user'] {
  return {
    id:
      role === 'owner'
        ? '0d7e3c1a-2b4f-4e6a-8c9d-1a2b3c4d5e01'
        : '0d7e3c1a-2b4f-4e6a-8c9d-1a2b3c4d5e02',
    email: role === 'owner' ? 'dona@padaria.com.br' : 'caixa@padaria.com.br',
    role,
    disabled: false,
    createdAt: '2026-11-01T12:00:00.000Z',
    lastSignInAt: '2026-11-27T11:00:00.000Z',
  };
}

/** GET shop/me's answer for a person of `role`. */
export const shopMeOf = (role: ShopRole = 'owner'): FakeAnswer =>
  ok({ user: shopUser(role), shop, sessionExpiresAt: '2026-11-27T23:00:00.000Z' });

/** The answer of a sign-in (shop/session or the sandbox's) as a person of `role`. */
export const sessionOf = (role: ShopRole = 'owner', token = 'rosto_shop_new'): FakeAnswer =>
  ok({
    token,
    expiresAt: '2026-11-27T23:00:00.000Z',
    idleMinutes: 30,
    user: shopUser(role),
    shop,
  });

/** Signed in already (a reload of a signed-in tab) as a person of `role`. */
export function signedInAs(role: ShopRole = 'owner'): void {
  usePortalStore.getState().startSession(`rosto_shop_${role}`);
}

export const terminals: ConsoleTerminal[] = [
  {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c01',
    name: 'Caixa 1',
    keyPrefix: 'Ab12Cd34',
    requirePin: false,
    createdAt: '2026-11-01T12:00:00.000Z',
    lastUsedAt: '2026-11-27T14:30:00.000Z',
    revokedAt: null,
  },
  {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c02',
    name: 'Caixa 2',
    keyPrefix: 'Ef56Gh78',
    requirePin: true,
    createdAt: '2026-11-02T12:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
  },
  {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c03',
    name: 'Caixa antigo',
    keyPrefix: 'Ij90Kl12',
    requirePin: false,
    createdAt: '2026-10-01T12:00:00.000Z',
    lastUsedAt: '2026-10-20T12:00:00.000Z',
    revokedAt: '2026-10-31T12:00:00.000Z',
  },
];

let saleNumber = 0;

export function sale(overrides: Partial<Sale> = {}): Sale {
  saleNumber += 1;
  const suffix = String(saleNumber).padStart(12, '0');
  return {
    id: `7c9e6679-7425-40de-944b-${suffix}`,
    at: '2026-11-27T14:32:07.000Z',
    amountCents: 5_000,
    refundedCents: 0,
    refundableCents: 5_000,
    status: 'approved',
    card: { brand: 'VISA', authorizer: 'cielo', lastFour: '4242' },
    customerFirstName: 'Maria',
    terminal: { id: terminals[0]!.id, name: terminals[0]!.name },
    cursor: `c${suffix}`,
    ...overrides,
  };
}

export const totalsOf = (overrides: Partial<SalesTotals> = {}): SalesTotals => ({
  count: 3,
  grossCents: 15_000,
  canceledCents: 2_000,
  refundedCents: 1_200,
  netCents: 11_800,
  ...overrides,
});

/** GET shop/sales's answer for a period. */
export const salesPage = (
  items: Sale[],
  {
    from = '2026-11-27',
    to = from,
    totals = totalsOf(),
    nextCursor = null,
  }: { from?: string; to?: string; totals?: SalesTotals; nextCursor?: string | null } = {},
): FakeAnswer => ok({ period: { from, to }, totals, items, nextCursor });
