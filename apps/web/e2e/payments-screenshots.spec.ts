// Screenshots of the home and payments screens at 390x844 for a visual review,
// with the API and the map tiles mocked (the shop's terminal that creates real
// payments is still being built). Run on demand:
// SCREENSHOTS=1 npx playwright test payments-screenshots
// Files land in <repo>/screenshots/payments/ (git-ignored).
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test } from './support';
import type { Transaction } from '@rosto/contract/schemas/transactions';

const outDir = fileURLToPath(new URL('../../../screenshots/payments/', import.meta.url));
const PLACE = '6d2f8a41-3c5e-4b7a-9e1d-0a2b4c6d8e0f';
// A 1x1 grey PNG stands in for every map tile.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPo6OgAAAMEAYFL09IQAAAAAElFTkSuQmCC',
  'base64',
);

const profile = (email: string | null, validated = true) => ({
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

let serial = 0;
function payment(
  minutesAgo: number,
  cents: number,
  place: string,
  extra: Partial<Transaction> = {},
) {
  serial += 1;
  const id = `9b1c2d3e-4f5a-4b6c-8d7e-${String(serial).padStart(12, '0')}`;
  const reais = (cents / 100).toFixed(2).replace('.', ',');
  return {
    id,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    status: 'SUCCESS',
    canceledAt: null,
    amountCents: cents,
    refundedCents: 0,
    refundedAt: null,
    reversed: false,
    amount: `-R$ ${reais}`,
    place: { id: PLACE, name: place, googlePlaceId: null },
    paymentMethod: {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      type: 'CREDIT_CARD',
      alias: null,
      authorizer: 'VISA',
      authorizerName: 'Visa',
      cardBrand: 'VISA',
      cardLastFourDigits: '1111',
      formattedOneLine: 'Visa •••• 1111',
    },
    cursor: `c${serial}`,
    ...extra,
  } satisfies Transaction;
}

const payments = [
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

async function mockApi(page: Page, options: { payments: unknown[]; email: string | null }) {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/api\//u, '');
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (path === 'user/profile') return json(200, { data: profile(options.email) });
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
    if (path === 'user/payment-method/formatted') return json(200, { data: { data: [] } });
    if (path === 'user/payment-limits') {
      return json(200, {
        data: { pinAboveCents: 20_000, dailyLimitCents: 100_000, paused: false, pausedAt: null },
      });
    }
    return json(200, { data: null });
  });
}

async function signIn(page: Page, path: string) {
  await page.goto('/download');
  await page.evaluate(() => localStorage.setItem('session', 'good'));
  await page.goto(path);
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}${name}.png`, fullPage: true });
}

test.use({ reducedMotion: 'reduce' });

test('home with payments, list, receipt, map and help', async ({ page }) => {
  await mockApi(page, { payments, email: 'maria@example.com' });
  await signIn(page, '/home');
  await page.getByRole('heading', { name: /Maria/u }).first().waitFor();
  await shot(page, '01-home-with-payments');
  await page.goto('/pagamentos');
  await page.getByText('Padaria Sol').first().waitFor();
  await shot(page, '02-payments-list');
  await page.goto(`/pagamentos/${payments[0]!.id}`);
  await page.getByText('Padaria Sol').first().waitFor();
  await shot(page, '03-receipt');
  await page.goto(`/pagamentos/${payments[1]!.id}`);
  await page.getByText('Mercado Azul').first().waitFor();
  await shot(page, '04-receipt-canceled');
  await page.goto(`/pagamentos/${payments[5]!.id}`);
  await page.getByText('Estornado').first().waitFor();
  await shot(page, '04b-receipt-refunded-in-part');
  await page.goto(`/pagamentos/${payments[6]!.id}`);
  await page.getByText('Cobrança desfeita').waitFor();
  await shot(page, '04c-receipt-reversed');
  await page.goto(`/pagamentos/${payments[0]!.id}/mapa`);
  await page.locator('.leaflet-container').waitFor();
  await shot(page, '05-receipt-map');
  await page.goto(`/pagamentos/${payments[0]!.id}/ajuda`);
  await page.getByText('Não fiz esta compra').waitFor();
  await shot(page, '06-receipt-help');
});

test('home without payments and without e-mail, empty list', async ({ page }) => {
  await mockApi(page, { payments: [], email: null });
  await signIn(page, '/home');
  await page.getByRole('heading', { name: /Maria/u }).first().waitFor();
  await shot(page, '07-home-new-user');
  await page.goto('/pagamentos');
  await page.waitForTimeout(300);
  await shot(page, '08-payments-empty');
});

test('payment limits on the profile', async ({ page }) => {
  await mockApi(page, { payments, email: 'maria@example.com' });
  await signIn(page, '/perfil/limites');
  await page.getByText('Pausar pagamentos com o rosto').first().waitFor();
  await shot(page, '09-payment-limits');
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Segurança' }).click();
  await shot(page, '10-profile-with-limits-link');
});
