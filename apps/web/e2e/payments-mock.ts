// A signed-in customer's home and payments with the API and the map tiles
// mocked: payments of any shop name, status and refund, without a terminal.
import type { Page } from '@playwright/test';
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { TEST_PLACE_ID, testTransaction } from '../src/lib/transactions/testing';

export const PLACE = TEST_PLACE_ID;
// A 1x1 grey PNG stands in for every map tile.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPo6OgAAAMEAYFL09IQAAAAAElFTkSuQmCC',
  'base64',
);

/** Maria's profile as GET user/profile answers it. */
export const mockProfile = (email: string | null, validated = true) => ({
  id: '0f8e2a9c-1111-4a2b-9c3d-4e5f6a7b8c9d',
  firstName: 'Maria',
  lastName: 'Oliveira Santos',
  cpf: '52998224725',
  createdAt: '2024-11-12T18:05:00-03:00',
  deleted: false,
  blocked: false,
  usesGlasses: false,
  mustRegisterFace: false,
  profilePictures: { FACEBOX_FULL: null, FACEBOX_WIDER: null, FACEBOX_CLOSER: null },
  hasPin: true,
  phone: { confirmed: true, country: 'BR', number: '11987654321' },
  featureCardValidation: true,
  features: [],
  email,
  isEmailValidated: validated,
  emailValidationToken: null,
  scoreStatus: 'AUTO_APPROVED',
  allowAddPaymentStatus: 'AUTO_APPROVED',
  getPaymentStatus: 'AUTO_APPROVED',
  privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
  userFaceStatus: 'SUCCESS',
});

/** A payment `minutesAgo` of `cents` at `place` (a Visa ending 1111), as the API answers it. */
export function payment(
  minutesAgo: number,
  cents: number,
  place: string,
  extra: Partial<Transaction> = {},
): Transaction {
  const base = testTransaction();
  return testTransaction({
    id: base.id,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    amountCents: cents,
    amount: `-R$ ${(cents / 100).toFixed(2).replace('.', ',')}`,
    place: { ...base.place, name: place },
    cursor: `c${base.id}`,
    ...extra,
  });
}

export const payments = [
  payment(12, 2390, 'Padaria Sol'),
  payment(95, 4590, 'Mercado Azul', {
    status: 'CANCELED',
    canceledAt: new Date(Date.now() - 60 * 60_000).toISOString(),
  }),
  payment(60 * 26, 1250, 'Café da Esquina'),
  payment(60 * 24 * 4, 18990, 'Mercado Azul'),
  payment(60 * 24 * 12, 799, 'Padaria Sol'),
  // R$ 12,00 of R$ 50,00 refunded by the shop (decision 054).
  payment(60 * 24 * 2, 5000, 'Empório da Vila', {
    refundedCents: 1200,
    refundedAt: new Date(Date.now() - 60 * 24 * 60_000).toISOString(),
  }),
  // A charge the shop gave up on that landed late, reversed (decision 057).
  payment(60 * 3, 777, 'Padaria Sol', {
    status: 'CANCELED',
    canceledAt: new Date(Date.now() - 60 * 3 * 60_000 + 90_000).toISOString(),
    reversed: true,
  }),
];

export async function mockApi(
  page: Page,
  options: { payments: unknown[]; email: string | null; cards?: unknown[] },
) {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/api\//u, '');
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (path === 'user/profile') return json(200, { data: mockProfile(options.email) });
    if (path === 'user/transactions') {
      const id = url.searchParams.get('id');
      if (id)
        return json(200, {
          data: options.payments.filter((item) => (item as { id: string }).id === id),
        });
      const take = Number(url.searchParams.get('_take') ?? 20);
      return json(200, { data: options.payments.slice(0, take) });
    }
    if (path === `user/place/${PLACE}/google-place-details`) {
      return json(200, { data: { geometry: { location: { lat: -23.5649, lng: -46.6519 } } } });
    }
    if (path === 'user/payment-method/formatted') {
      return json(200, { data: { data: options.cards ?? [] } });
    }
    if (path === 'user/payment-limits') {
      return json(200, {
        data: { pinAboveCents: 20_000, dailyLimitCents: 100_000, paused: false, pausedAt: null },
      });
    }
    return json(200, { data: null });
  });
}

export async function signIn(page: Page, path: string) {
  await page.goto('/download');
  await page.evaluate(() => localStorage.setItem('session', 'good'));
  await page.goto(path);
}
