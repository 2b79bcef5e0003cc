// One customer's journey in Chromium through the load balancer (issue 14,
// decision 043): registration, face enrolment with the fake camera, a credit
// card added and validated by the amount Cielo charged, then a payment at a
// shop's /terminal where the camera shows the same person; the customer's home
// shows it. Every request goes through nginx to two instances in turn: the
// journey holds only if what one instance wrote (session, onboarding, face job,
// card, payment) is what the other reads. Right after the enrolment, each
// instance's own 1:N face search finds the new customer, asked directly.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../../api/ops/cluster-fixture';
import { amountAtCielo, call, photo } from '../../api/ops/shop';
import { cameraCapture } from '../../api/test/camera';
import { captureWithCamera, cameraVideos, skipWithoutSharedFaces } from '../e2e/fake-camera';
import { codeIn, codeInput, newCpf, newMobile, nextMessage } from '../e2e/support';
import { useTurningCamera } from '../e2e/turning-camera';
import { addCreditCardThroughForm, cardNumber } from '../e2e/wallet-helpers';

test.skip(skipWithoutSharedFaces, 'the shared face photos (../shared/faces) are absent');
// Relative paths (page.goto, the outbox helpers' request) reach the proxy.
test.use({ baseURL: async ({ ops }, use) => use(ops.cluster.url) });

const PIN = '7392';
const PLACE = 'Padaria Sol Jornada';
const SALE = { digits: '1890', shown: /R\$\s18,90/u, cents: 1890 };

// SCREENSHOTS=1 saves the screens a reviewer looks at (<repo>/screenshots/ops/, git-ignored).
const shotDir = fileURLToPath(new URL('../../../screenshots/ops/', import.meta.url));
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: `${shotDir}${name}.png` });
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

interface Answered {
  who: 'customer' | 'shop';
  method: string;
  path: string;
  instance: string | null;
}

/** Notes which instance answered each of the page's API calls, in the order they came back. */
function recordInstances(page: Page, who: Answered['who'], journal: Answered[]): void {
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    journal.push({
      who,
      method: response.request().method(),
      path: pathname,
      instance: response.headers()['x-rosto-instance'] ?? null,
    });
  });
}

/** From the welcome screen to "Conta criada!", the SMS code read from the sandbox outbox. */
async function register(page: Page, person: { name: string; email: string }): Promise<void> {
  const cpf = newCpf();
  const phone = newMobile();
  await page.goto('/');
  await page.getByRole('link', { name: 'Começar cadastro' }).click();
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page
    .getByRole('dialog', { name: 'Como funciona o cadastro' })
    .getByRole('button', { name: 'Vamos lá' })
    .click();
  await page.getByRole('checkbox', { name: /Li e aceito/u }).check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();

  await page.getByLabel('Nome completo').pressSequentially(person.name);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByLabel('DDD').pressSequentially(phone.areaCode);
  await expect(page.getByLabel('Celular')).toBeFocused();
  await page.keyboard.type(phone.number);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(heading(page, 'Digite o código')).toBeVisible();
  await codeInput(page).pressSequentially(codeIn(await nextMessage(page.request, phone.digits)));

  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Digite o e-mail novamente').fill(person.email);
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();

  await expect(heading(page, 'Crie uma senha de 4 números')).toBeVisible();
  await page.getByLabel('Senha de 4 números').pressSequentially(PIN);
  await expect(heading(page, 'Digite a senha novamente')).toBeVisible();
  await page.getByLabel('Senha de 4 números').pressSequentially(PIN);
  await expect(heading(page, 'Conta criada!')).toBeVisible();
}

test("a customer's journey through the proxy lands on both instances, each sees the new face at once", async ({
  ops,
  page,
  browser,
}) => {
  // Two face analyses at the enrolment and one at the till, on two busy cores.
  test.setTimeout(240_000);
  const journal: Answered[] = [];
  recordInstances(page, 'customer', journal);
  const firstName = 'Vlado';

  // The camera turns the payer's head when the enrolment asks (turning-camera.ts).
  await useTurningCamera(page, cameraVideos.payer);

  // 1. Registration through the screens.
  await register(page, {
    name: `${firstName} Jornada Balanceada`,
    email: `vlado.${Date.now()}@exemplo.com.br`,
  });

  // 2. The face, from the camera that shows the payer of the terminal below.
  await page.getByRole('button', { name: 'Cadastrar meu rosto' }).click();
  await expect(page).toHaveURL(/\/register\/face$/u);
  await captureWithCamera(page);
  await expect(heading(page, 'Parabéns, seu rosto foi cadastrado!')).toBeVisible({
    timeout: 60_000,
  });
  const enrolledBy = new Set(
    journal.filter((entry) => entry.path.includes('/set-face')).map((entry) => entry.instance),
  );

  // 3. Each instance's 1:N search, asked directly and once (no waiting for
  // it to catch up): the enrolment made through the proxy is found by both.
  const checkKey = await terminalKey(ops.cluster.url, `${PLACE} Conferência`);
  for (const [index, instance] of ops.cluster.instances.entries()) {
    // A new capture at each till: the same bytes again would be a replay (decision 063).
    const capture = await cameraCapture(Buffer.from(photo(cameraVideos.payer), 'base64'), {
      seed: index + 1,
      gain: 0.97 + 0.03 * index,
      dx: index,
    });
    const started = await call(instance.url, 'POST', '/api/terminal/payments', {
      token: checkKey,
      body: { amountCents: 100, idempotencyKey: `search-${instance.id}-${Date.now()}` },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = started.body?.data?.id as string;
    const found = await call(instance.url, 'POST', `/api/terminal/payments/${id}/face`, {
      token: checkKey,
      body: { image: capture.toString('base64') },
    });
    expect(found.instance).toBe(instance.id);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body?.data).toMatchObject({ state: 'IDENTIFIED', customer: { firstName } });
    // The till walks away from this check: the payment is abandoned, never charged.
    const canceled = await call(instance.url, 'POST', `/api/terminal/payments/${id}/cancel`, {
      token: checkKey,
    });
    expect(canceled.body?.data).toMatchObject({ state: 'CANCELED' });
  }

  // 4. A credit card through the form, validated by the amount Cielo charged.
  await addCreditCardThroughForm(page, { number: cardNumber('4242') });
  await expect(heading(page, 'Vamos validar seu cartão')).toBeVisible();
  // The customer reads the amount on the bank's statement; here, at the gateway.
  const charged = await amountAtCielo(ops.cielo)(async () => {
    await page.getByRole('button', { name: 'Fazer a cobrança' }).click();
    await expect(heading(page, 'Qual foi o valor cobrado?')).toBeVisible();
  });
  const typed = `${Math.floor(charged / 100)},${String(charged % 100).padStart(2, '0')}`;
  const amount = page.getByLabel('Valor da cobrança');
  await amount.click();
  // At a person's pace: the mask moves the caret past the comma after each key.
  await amount.pressSequentially(typed, { delay: 60 });
  await expect(amount).toHaveValue(`R$ ${typed}`);
  await page.getByRole('button', { name: 'Validar cartão' }).click();
  await expect(heading(page, 'Cartão validado!')).toBeVisible();

  // 5. The shop's terminal, another device: amount, the same face, the card, the PIN.
  const shop = await browser.newContext({
    baseURL: ops.cluster.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    permissions: ['camera'],
    serviceWorkers: 'block',
  });
  const till = await shop.newPage();
  recordInstances(till, 'shop', journal);
  const key = await terminalKey(ops.cluster.url, PLACE);
  await till.goto('/terminal');
  await till.getByLabel('Chave do terminal').fill(key);
  await till.getByRole('button', { name: 'Entrar' }).click();
  await expect(till.getByRole('heading', { name: 'Valor da venda' })).toBeVisible();
  const pad = till.getByRole('group', { name: 'Teclado numérico' });
  for (const digit of SALE.digits) {
    await pad.getByRole('button', { name: digit, exact: true }).click();
  }
  await till.getByRole('button', { name: 'Cobrar com o rosto' }).click();
  await expect(till.getByRole('button', { name: 'Tirar a foto' })).toBeEnabled();
  await till.getByRole('button', { name: 'Tirar a foto' }).click();
  await expect(till.getByRole('heading', { name: `Olá, ${firstName}!` })).toBeVisible({
    timeout: 60_000,
  });
  await till.getByRole('button', { name: /final 4242/u }).click();
  // This place asks the PIN at every payment.
  await expect(till.getByRole('heading', { name: 'Senha do Rosto' })).toBeVisible();
  const pinPad = till.getByRole('group', { name: 'Teclado da senha' });
  for (const digit of PIN) await pinPad.getByRole('button', { name: digit, exact: true }).click();
  await expect(till.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(till.getByText(SALE.shown).first()).toBeVisible();
  await shot(till, 'terminal-success');
  // Charged once at the gateway, for the amount typed on the pad.
  expect(
    [...ops.cielo.sales.values()].filter((sale) => sale.amount === SALE.cents && sale.status === 2),
  ).toHaveLength(1);

  // 6. The customer's home shows the payment.
  await page.goto('/home');
  const latest = page.getByRole('region', { name: 'Últimos pagamentos' });
  await expect(latest.getByText(PLACE)).toBeVisible();
  await expect(latest.getByText(SALE.shown)).toBeVisible();
  await shot(page, 'customer-home');
  await shop.close();

  // 7. The instances that answered, in the order the answers came.
  const instances = journal.map((entry) => entry.instance);
  const changes = instances.filter(
    (instance, index) => index > 0 && instance !== instances[index - 1],
  );
  const tally = (who: Answered['who']) =>
    Object.fromEntries(
      ['api-1', 'api-2'].map((id) => [
        id,
        journal.filter((entry) => entry.who === who && entry.instance === id).length,
      ]),
    );
  process.stdout.write(
    `journey: ${journal.length} API answers, ${changes.length} changes of instance; ` +
      `customer ${JSON.stringify(tally('customer'))}, shop ${JSON.stringify(tally('shop'))}; ` +
      `face enrolled through ${[...enrolledBy].join(', ')}\n`,
  );
  expect(journal.filter((entry) => entry.instance === null)).toEqual([]);
  expect(new Set(instances)).toEqual(new Set(['api-1', 'api-2']));
  // Round robin: consecutive calls changed instance, the customer's own session among them.
  expect(changes.length).toBeGreaterThan(0);
  expect(Object.values(tally('customer')).every((count) => count > 0)).toBe(true);
});

/** A shop terminal of Padaria Sol that asks the PIN at every payment (sandbox). */
async function terminalKey(baseUrl: string, placeName: string): Promise<string> {
  const made = await call(baseUrl, 'POST', '/api/sandbox/terminals', {
    body: {
      partnerSlug: 'padaria-sol',
      placeName,
      location: { lat: -23.5649, lng: -46.6519 },
      requirePin: true,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body?.data?.key as string;
}
