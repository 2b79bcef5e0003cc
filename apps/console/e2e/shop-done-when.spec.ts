// Issue 27's "Done when", in one journey on a server of its own with the demo
// seed ("Mercado Azul Paulista", five days of sales on "Caixa 1" and "Caixa 2").
// Its owner and cashier come from `npm run shop:user:create`; the owner signs
// in with password and TOTP, registers a webhook to a receiver on this machine
// and gets a new key for Caixa 1. At /terminal (1024x768), Caixa 1 names its
// shop and till, refuses a digit above the shop's maximum, charges the seed's
// customer by face (the fake camera shows the photo of hers the seed did not
// enrol) and cancels that sale from today's list. The owner sees today's
// sales of both tills, refunds one in part and one in whole, and opens the
// CSV; the receiver has payment.succeeded, .canceled and .refunded, signed.
// The cashier sees today only and is refused yesterday's refund; the customer
// sees both refunds on her receipts (390x844).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@rosto/contract/format-money';
import type { Sale } from '@rosto/contract/schemas/shop-portal';
import { DEMO_CUSTOMER } from '../../api/src/modules/seed/demo-plan';
import { signInWithSmsCode } from './customer-api';
import { demoCustomerVideo } from './global-setup';
import {
  checkScreen,
  createShopUserWithCli,
  fakeCamera,
  refuseCspViolations,
  registerWebhookInPortal,
  seedDemoWithCli,
  signInToPortal,
  startOwnServer,
  startWebhookReceiver,
  verifiedWebhookEvent,
} from './support';

test.use(fakeCamera(demoCustomerVideo()));

const SHOP = 'Mercado Azul Paulista';
/** An amount as the pages show it ("R$ 45,90"), as a pattern: any space, no digit after it. */
const moneyText = (cents: number) =>
  `${formatMoney(cents, 'pt-BR').replace(/[$.]/gu, '\\$&').replace(/\s/u, '\\s')}(?!\\d)`;
/** An amount as the CSV writes it: decimal comma, no thousands mark. */
const decimalComma = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
/** A São Paulo day as YYYY-MM-DD, as the sales API takes it. */
const isoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);

/** The sales the portal's own call answered, for the period it shows after `action`. */
async function salesShownAfter(
  page: Page,
  action: () => Promise<unknown>,
  period: 'today' | 'yesterday',
): Promise<Sale[]> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/shop/sales' &&
      response.request().method() === 'GET' &&
      url.searchParams.has('from') === (period === 'yesterday')
    );
  });
  await action();
  const response = await answer;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: Sale[] } }).data.items;
}

test("issue 27 done: portal, till, webhooks, CSV, a cashier's limits and the customer's receipt", async ({
  page,
  browser,
}) => {
  // The seed enrols faces and writes months of payments; the till identifies a face.
  test.setTimeout(240_000);
  const cspViolations = [refuseCspViolations(page)];
  const receiver = await startWebhookReceiver();
  const own = await startOwnServer();
  const contexts: BrowserContext[] = [];
  const device = async (viewport: { width: number; height: number }) => {
    const context = await browser.newContext({
      baseURL: own.baseURL,
      viewport,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      permissions: ['camera'],
    });
    contexts.push(context);
    const opened = await context.newPage();
    cspViolations.push(refuseCspViolations(opened));
    return opened;
  };
  try {
    await seedDemoWithCli(own.dataDir);
    const shops = (await (await page.request.get(`${own.baseURL}/api/sandbox/shops`)).json()) as {
      data: { items: { name: string; slug: string }[] };
    };
    const { slug } = shops.data.items.find(({ name }) => name === SHOP)!;
    const unique = Date.now().toString(36);
    const owner = await createShopUserWithCli(
      own.dataDir,
      slug,
      `dono-${unique}@loja.test`,
      'owner',
    );
    const cashier = await createShopUserWithCli(
      own.dataDir,
      slug,
      `caixa-${unique}@loja.test`,
      'cashier',
    );

    // The owner signs in with the password and the authenticator's code.
    await page.goto(`${own.baseURL}/loja/`);
    await signInToPortal(page, owner);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: SHOP })).toBeVisible();
    await expect(header).toContainText('Dono');

    const secret = await registerWebhookInPortal(page, receiver.url);

    // A new key for Caixa 1, shown once, for the till's device.
    await header.getByRole('link', { name: 'Terminais' }).click();
    await page.getByRole('button', { name: 'Trocar a chave de Caixa 1' }).click();
    await page
      .getByRole('dialog', { name: 'Trocar a chave de Caixa 1' })
      .getByRole('button', { name: 'Trocar chave' })
      .click();
    const keyPanel = page.getByRole('region', { name: 'Chave do terminal Caixa 1' });
    const key = await keyPanel.getByLabel('Chave do terminal').inputValue();
    expect(key).toMatch(/^rosto_term_/u);
    await keyPanel.getByRole('button', { name: 'Já copiei, fechar' }).click();

    // The till: its shop and till in the header, the shop's maximum under the pad.
    const till = await device({ width: 1024, height: 768 });
    await till.goto('/terminal');
    await till.getByLabel('Chave do terminal').fill(key);
    await till.getByRole('button', { name: 'Entrar' }).click();
    await expect(till.getByRole('heading', { name: 'Valor da venda' })).toBeVisible();
    await expect(till.getByTestId('terminal-till')).toContainText(SHOP);
    await expect(till.getByTestId('terminal-till')).toContainText('Caixa 1');
    const maximum = till.getByTestId('terminal-amount-max');
    await expect(maximum).toHaveText(/^Máximo desta loja: R\$\s5\.000,00$/u);
    const pad = till.getByRole('group', { name: 'Teclado numérico' });
    const press = async (keys: string) => {
      for (const digit of keys) await pad.getByRole('button', { name: digit, exact: true }).click();
    };
    // R$ 500,00 is taken; one more digit would make R$ 5.000,01 and is not.
    await press('50000');
    await expect(till.getByTestId('terminal-amount')).toHaveText(/^R\$\s500,00$/u);
    await press('1');
    await expect(till.getByTestId('terminal-amount')).toHaveText(/^R\$\s500,00$/u);
    await expect(till.getByRole('status').filter({ hasText: /acima do máximo/u })).toHaveText(
      'Valor acima do máximo desta loja. O dígito não foi aceito.',
    );
    await checkScreen(till, 'till-amount-refused');
    for (let i = 0; i < 5; i += 1) {
      await pad.getByRole('button', { name: 'Apagar o último dígito' }).click();
    }
    await press('4590');
    await expect(till.getByTestId('terminal-amount')).toHaveText(/^R\$\s45,90$/u);

    // The customer looks at the camera; her Visa pays (with her PIN if asked).
    await till.getByRole('button', { name: 'Cobrar com o rosto' }).click();
    await expect(till.getByRole('button', { name: 'Tirar a foto' })).toBeEnabled({
      timeout: 30_000,
    });
    await expect(till.getByLabel('Imagem da câmera')).toHaveAttribute('data-burst-frames', '4');
    await till.getByRole('button', { name: 'Tirar a foto' }).click();
    await expect(till.getByRole('heading', { name: 'Olá, Joana!' })).toBeVisible({
      timeout: 30_000,
    });
    await till
      .getByRole('list', { name: 'Cartões' })
      .getByRole('button', { name: /final 1111$/u })
      .click();
    const paid = till.getByRole('heading', { name: 'Pagamento aprovado' });
    await expect(paid.or(till.getByRole('heading', { name: 'Senha do Rosto' }))).toBeVisible({
      timeout: 30_000,
    });
    if (!(await paid.isVisible())) {
      const pinPad = till.getByRole('group', { name: 'Teclado da senha' });
      for (const digit of DEMO_CUSTOMER.pin) {
        await pinPad.getByRole('button', { name: digit, exact: true }).click();
      }
      await expect(paid).toBeVisible({ timeout: 30_000 });
    }

    // Today's sales of this till, and the one just made canceled.
    await till.getByRole('button', { name: 'Novo pagamento' }).click();
    await till.getByRole('button', { name: 'Vendas de hoje' }).click();
    const tillSales = till.getByRole('dialog', { name: 'Vendas de hoje' });
    const tillRow = tillSales.getByRole('row').filter({ hasText: /R\$\s45,90/u });
    await expect(tillRow).toHaveCount(1);
    await expect(tillRow).toContainText('Joana');
    await expect(tillRow).toContainText('Visa •••• 1111');
    await expect(tillRow).toContainText('Aprovada');
    await checkScreen(till, 'till-sales-today');
    await tillRow
      .getByRole('button', { name: /^Cancelar a venda de R\$\s45,90 das \d\d:\d\d$/u })
      .click();
    const question = till.getByRole('alertdialog');
    await expect(question.getByRole('heading')).toHaveText(
      /^Cancelar a venda de R\$\s45,90 das \d\d:\d\d para Joana\?$/u,
    );
    await checkScreen(till, 'till-cancel-question');
    await question.getByRole('button', { name: 'Cancelar venda' }).click();
    await expect(question.getByText(/Venda de R\$\s45,90 das \d\d:\d\d cancelada/u)).toBeVisible();
    await question.getByRole('button', { name: 'Fechar' }).click();
    await expect(tillRow).toContainText('Cancelada');
    await expect(tillRow.getByRole('button', { name: /^Cancelar/u })).toHaveCount(0);

    // The owner's day: sales of both tills, the till's canceled among them.
    const today = await salesShownAfter(page, () => page.goto(`${own.baseURL}/loja/`), 'today');
    await expect(page.getByText(/^Hoje, /u)).toBeVisible();
    const table = page.getByRole('table', {
      name: 'Vendas do período, da mais recente à mais antiga',
    });
    const rowOf = (sale: Sale) =>
      table
        .getByRole('row')
        .filter({ hasText: sale.terminal!.name })
        .filter({ hasText: new RegExp(moneyText(sale.amountCents), 'u') });
    const tillSale = today.find((sale) => sale.status === 'canceled')!;
    expect(tillSale).toMatchObject({ amountCents: 4590, terminal: { name: 'Caixa 1' } });
    // Rows found by till and amount: amounts only one of today's sales has.
    const amountIsUnique = (sale: Sale) =>
      today.filter((other) => other.amountCents === sale.amountCents).length === 1;
    const approvedOn = (tillName: string) =>
      today.filter(
        (sale) =>
          sale.status === 'approved' && sale.terminal?.name === tillName && amountIsUnique(sale),
      );
    const whole = approvedOn('Caixa 1')[0]!;
    const part = approvedOn('Caixa 2').find((sale) => sale.amountCents > 1200)!;
    expect(whole).toBeDefined();
    expect(part).toBeDefined();
    for (const tillName of ['Caixa 1', 'Caixa 2']) {
      await expect(table.getByRole('row').filter({ hasText: tillName }).first()).toBeVisible();
    }
    await expect(rowOf(tillSale)).toContainText('Cancelada');

    // One refunded in part (R$ 12,00), another in whole.
    await rowOf(part)
      .getByRole('button', { name: /^Estornar a venda de/u })
      .click();
    const refund = page.getByRole('dialog', { name: 'Estornar venda' });
    await refund.getByLabel('Valor do estorno').fill('1200');
    await expect(refund.getByLabel('Valor do estorno')).toHaveValue('R$ 12,00');
    await refund.getByRole('button', { name: /^Estornar R\$\s12,00$/u }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Estorno de' })).toHaveText(
      /^Estorno de R\$\s12,00 feito\.$/u,
    );
    await expect(rowOf(part)).toContainText(/Estornada em parte \(R\$\s12,00\)/u);
    await rowOf(whole)
      .getByRole('button', { name: /^Estornar a venda de/u })
      .click();
    await refund
      .getByRole('button', { name: new RegExp(`^Estornar ${moneyText(whole.amountCents)}$`, 'u') })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Estorno de' })).toHaveText(
      new RegExp(`^Estorno de ${moneyText(whole.amountCents)} feito\\.$`, 'u'),
    );
    await expect(rowOf(whole)).toContainText('Estornada');
    await expect(rowOf(whole).getByRole('button', { name: /^Estornar/u })).toHaveCount(0);
    await checkScreen(page, 'portal-sales-refunded');

    // The CSV of the day, saved and read as a spreadsheet would.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.csv$/u);
    const bytes = readFileSync(await saved.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [heading, ...lines] = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(heading).toBe('Data;Hora;Terminal;Cliente;Cartão;Final;Valor;Estornado;Situação;ID');
    const rows = new Map(lines.map((line) => line.split(';')).map((cells) => [cells[9], cells]));
    expect([...rows.keys()].sort()).toEqual(today.map((sale) => sale.id).sort());
    const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    const expected: Record<string, [refunded: number, status: string]> = {
      [part.id]: [1200, 'Estornada em parte'],
      [whole.id]: [whole.amountCents, 'Estornada'],
      [tillSale.id]: [0, 'Cancelada'],
    };
    for (const sale of today) {
      const [refunded, status] = expected[sale.id] ?? [0, 'Aprovada'];
      expect(rows.get(sale.id)).toEqual([
        day,
        expect.stringMatching(/^\d\d:\d\d:\d\d$/u),
        sale.terminal!.name,
        'Joana',
        'Visa',
        '1111',
        decimalComma(sale.amountCents),
        decimalComma(refunded),
        status,
        sale.id,
      ]);
    }
    expect(new Set([...rows.values()].map((cells) => cells[2]))).toEqual(
      new Set(['Caixa 1', 'Caixa 2']),
    );

    // The shop's system got the three kinds of event, each signed with the secret.
    // A delivery sent again (a slow answer) is the same event: counted once, by its id.
    const eventsOf = (type: string) =>
      new Set(
        receiver.received
          .filter((delivery) => delivery.headers['rosto-event-type'] === type)
          .map((delivery) => delivery.headers['rosto-event-id']),
      ).size;
    await expect
      .poll(() => ['payment.succeeded', 'payment.canceled', 'payment.refunded'].map(eventsOf), {
        timeout: 30_000,
      })
      .toEqual([1, 1, 2]);
    const events = receiver.received.map((delivery) => verifiedWebhookEvent(delivery, secret));
    const of = (type: string) => events.filter((event) => event.type === type);
    expect(of('payment.succeeded')[0]!.data.sale).toMatchObject({
      id: tillSale.id,
      amountCents: 4590,
    });
    expect(of('payment.canceled')[0]!.data.sale).toMatchObject({
      id: tillSale.id,
      status: 'canceled',
    });
    expect(
      of('payment.refunded').map(({ data }) => [
        data.sale.id,
        data.refund?.amountCents,
        data.sale.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [part.id, 1200, 'partially_refunded'],
        [whole.id, whole.amountCents, 'refunded'],
      ]),
    );

    // Yesterday's sales, as the owner sees them: one still refundable.
    const yesterdays = await salesShownAfter(
      page,
      () => page.getByRole('radio', { name: 'Ontem' }).click(),
      'yesterday',
    );
    const yesterday = yesterdays.find((sale) => sale.refundableCents > 0)!;
    expect(isoDay(new Date(yesterday.at))).toBe(isoDay(new Date(Date.now() - 86_400_000)));
    await page.getByRole('button', { name: 'Sair' }).click();

    // The cashier: today only, no way to another day, even by the address.
    await signInToPortal(page, cashier);
    await expect(header).toContainText('Caixa');
    await expect(page.getByText('No caixa, o portal mostra as vendas de hoje.')).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    const asked = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/api/shop/sales'),
    );
    await page.goto(`${own.baseURL}/loja/?periodo=ontem`);
    const authorization = (await asked).headers().authorization!;
    expect(authorization).toMatch(/^Bearer /u);
    await expect(page.getByText(/^Hoje, /u)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(rowOf(tillSale)).toBeVisible();
    // What is left of today's sale refunded in part, the cashier may still refund.
    await expect(rowOf(part).getByRole('button', { name: /^Estornar a venda de/u })).toBeVisible();
    await checkScreen(page, 'portal-sales-cashier-today');
    // Yesterday's sale, refunded with the cashier's session, is refused.
    const refused = await page.request.post(
      `${own.baseURL}/api/shop/sales/${yesterday.id}/refunds`,
      {
        headers: { authorization },
        data: { amountCents: yesterday.refundableCents, idempotencyKey: randomUUID() },
      },
    );
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'SHOP_CASHIER_TODAY_ONLY' });
    // Nor may that session read yesterday's sales.
    const yesterdayIso = isoDay(new Date(yesterday.at));
    const hidden = await page.request.get(
      `${own.baseURL}/api/shop/sales?from=${yesterdayIso}&to=${yesterdayIso}`,
      { headers: { authorization } },
    );
    expect(hidden.status()).toBe(403);
    expect(await hidden.json()).toMatchObject({ message: 'SHOP_CASHIER_TODAY_ONLY' });

    // The customer's phone: both refunds on her receipts.
    const phone = await device({ width: 390, height: 844 });
    await signInWithSmsCode(
      phone,
      DEMO_CUSTOMER.cpf,
      `${DEMO_CUSTOMER.phone.areaCode}${DEMO_CUSTOMER.phone.number}`,
    );
    await expect(phone).toHaveURL(/\/home$/u);
    const dayMonth = day.slice(0, 5);
    await phone.goto(`/pagamentos/${part.id}`);
    await expect(phone.getByTestId('receipt-refund')).toHaveText(
      new RegExp(`^Estornado R\\$\\s12,00 em ${dayMonth}$`, 'u'),
    );
    await expect(phone.getByTestId('receipt-amount')).toHaveText(
      new RegExp(moneyText(part.amountCents), 'u'),
    );
    await checkScreen(phone, 'receipt-refunded-in-part');
    await phone.goto(`/pagamentos/${whole.id}`);
    await expect(phone.getByTestId('canceled-overlay')).toContainText('Pagamento estornado');
    await expect(phone.getByTestId('receipt-refund')).toHaveText(
      new RegExp(`^Estornado ${moneyText(whole.amountCents)} em ${dayMonth}$`, 'u'),
    );
    await checkScreen(phone, 'receipt-refunded-in-whole');
  } finally {
    for (const context of contexts) await context.close();
    own.stop();
    await receiver.close();
  }

  expect(cspViolations.flat()).toEqual([]);
});
