// When the card gateway does not answer (issue 27, decision 057): the till's
// charge against the Cielo double answers too late, fails with a 500 or a
// malformed body, or stays unsettled. The server settles each from Cielo's
// record: charged, not charged (safe to ring again) or still unknown until its
// settleBy; a charge that lands after the till moved on is voided (reversed)
// and the customer sees one payment. On PGlite and PostgreSQL (TEST_DB).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TerminalPayment } from '@rosto/contract/schemas/terminal-payments';
import { type CieloDouble, startCieloDouble } from '../../../test/cielo-double';
import { type FakeClock, fakeClock, startTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { expectError, sandboxUser } from '../../../test/entrance';
import { smsTo } from '../../../test/face';
import { createPlace, createTerminal, transactionsOf } from '../../../test/payments';
import { payableCard, paymentOf, startPayment, terminalCall } from '../../../test/terminal';
import { terminalPayments, transactions } from '../../db/schema';
import type { App } from '../../app';
import { SETTLE_WAIT_MS } from './service';

/** The adapter's timeout; the double's slow answers come after it. */
const TIMEOUT_MS = 1_000;
const SLOW_MS = 1_500;
/** R$ 7,77, under the customer's PIN threshold: confirmed without a PIN. */
const AMOUNT = 777;

describe('the till when the card gateway does not answer', () => {
  let double: CieloDouble;
  let database: DatabaseHandle;
  let app: App;
  let clock: FakeClock;
  let till: string;
  let customer: { token: string; userId: string; cardId: string; phone: string };

  beforeAll(async () => {
    double = await startCieloDouble();
    database = await createTestDatabase();
    clock = fakeClock();
    app = await startTestApp(database, {
      clock,
      env: {
        CARD_GATEWAY: 'cielo',
        CIELO_MERCHANT_ID: double.merchantId,
        CIELO_MERCHANT_KEY: double.merchantKey,
        CIELO_API_URL: double.apiUrl,
        CIELO_QUERY_URL: double.queryUrl,
        CIELO_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    const place = await createPlace(database.db);
    till = (await createTerminal(database.db, place.id)).key;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await double?.close();
  });

  // A customer of their own for each case: a charge found late in one would
  // refuse the next one's (TERMINAL_PAYMENT_EARLIER_CHARGED).
  beforeEach(async () => {
    double.reset();
    const user = await sandboxUser(app);
    const card = await payableCard(database.db, user.profile.id, {
      cardToken: await tokenAtDouble(double),
    });
    customer = {
      token: user.token,
      userId: user.profile.id,
      cardId: card.id,
      phone: user.profile.phone!.number,
    };
  });

  /** A payment at the till, its customer identified without a PIN (the face step is tested elsewhere). */
  async function identified(): Promise<TerminalPayment> {
    const payment = await startPayment(app, till, AMOUNT);
    await database.db
      .update(terminalPayments)
      .set({
        state: 'IDENTIFIED',
        userId: customer.userId,
        matchMode: 'search',
        pinRequired: false,
      })
      .where(eq(terminalPayments.id, payment.id));
    return payment;
  }
  const confirm = (id: string) =>
    terminalCall(app, till, `payments/${id}/confirm`, { paymentMethodId: customer.cardId });
  const get = (id: string) => terminalCall(app, till, `payments/${id}`, undefined, 'GET');
  const rowOf = async (id: string) =>
    (await database.db.select().from(terminalPayments).where(eq(terminalPayments.id, id)))[0]!;
  const salesOf = (id: string) =>
    [...double.sales.values()].filter((sale) => sale.merchantOrderId === id.replaceAll('-', ''));
  /** Waits (real time) until the double has made the sale it answers late. */
  async function landed(id: string) {
    for (let waited = 0; salesOf(id).length === 0; waited += 50) {
      if (waited > 5_000) throw new Error(`no sale landed for ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return salesOf(id)[0]!;
  }
  /**
   * A charge answered after the till's timeout that lands, found by the
   * reconciliation once the till stopped asking: SUCCEEDED, unheard of.
   */
  async function foundByReconciliation(): Promise<TerminalPayment> {
    const payment = await identified();
    double.scenario = 'slow';
    double.slowMs = SLOW_MS;
    expectError(await confirm(payment.id), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
    double.scenario = 'approve';
    await landed(payment.id);
    clock.advance(61_000);
    await app.terminalPaymentsService.reconcile();
    expect((await rowOf(payment.id)).state).toBe('SUCCEEDED');
    return payment;
  }
  const reversalTexts = async () =>
    (await smsTo(app, customer.phone, 0)).filter((body) => body.includes('foi desfeita'));

  it('a charge answered after the timeout: unknown with a countdown, then charged, keeping the time of the payment', async () => {
    const payment = await identified();
    double.scenario = 'slow';
    double.slowMs = SLOW_MS;
    const sentAt = clock.now();
    expectError(await confirm(payment.id), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
    double.scenario = 'approve';

    // Asked at once, the payment is unknown, and says until when.
    const unknown = paymentOf(await get(payment.id));
    expect(unknown.state).toBe('UNKNOWN');
    expect(new Date(unknown.settleBy!).getTime()).toBe(clock.now().getTime() + SETTLE_WAIT_MS);

    const sale = await landed(payment.id);
    clock.advance(30_000);
    const charged = paymentOf(await get(payment.id));
    expect(charged).toMatchObject({ state: 'SUCCEEDED', settleBy: null });
    const [transaction] = await database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, charged.transactionId!));
    expect(transaction).toMatchObject({ status: 'SUCCESS', gatewayChargeId: sale.paymentId });
    // The time of the payment, not of the lookup 30 s later.
    expect(transaction!.createdAt.getTime()).toBe(sentAt.getTime());
    expect(sale.status).toBe(2);
  });

  for (const scenario of ['error500', 'malformed'] as const) {
    it(`a charge answered with ${scenario === 'error500' ? 'a 500' : 'a malformed body'} and no sale: not charged within seconds, and rung again once`, async () => {
      const payment = await identified();
      double.scenario = scenario;
      expectError(await confirm(payment.id), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
      double.scenario = 'approve';
      clock.advance(2_000);
      // The lookup finds no sale: given up, safe to ring again.
      expect(paymentOf(await get(payment.id)).state).toBe('NOT_CHARGED');
      expectError(await confirm(payment.id), 409, 'TERMINAL_PAYMENT_NOT_CHARGED');

      const again = await identified();
      expect(paymentOf(await confirm(again.id)).state).toBe('SUCCEEDED');
      expect(salesOf(payment.id)).toEqual([]);
      expect(salesOf(again.id)).toHaveLength(1);
    });
  }

  it('a charge still unsettled at Cielo stays unknown until its settleBy, then is given up and reversed when it lands', async () => {
    const before = (await transactionsOf(app, customer.token)).length;
    const payment = await identified();
    double.saleStatus = 0;
    expectError(await confirm(payment.id), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
    double.saleStatus = null;
    clock.advance(2_000);
    expect(paymentOf(await get(payment.id)).state).toBe('UNKNOWN');
    clock.advance(SETTLE_WAIT_MS);
    expect(paymentOf(await get(payment.id))).toMatchObject({
      state: 'NOT_CHARGED',
      settleBy: null,
    });

    // Cielo approves it afterwards: the reconciliation voids it.
    const [sale] = salesOf(payment.id);
    sale!.status = 2;
    clock.advance(61_000);
    await app.terminalPaymentsService.reconcile();
    expect((await rowOf(payment.id)).state).toBe('REVERSED');
    expect(sale).toMatchObject({ status: 10, voidedAmount: AMOUNT });
    const list = await transactionsOf(app, customer.token);
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({ status: 'CANCELED', reversed: true, amountCents: AMOUNT });
  });

  it('a charge that lands after the till rang the sale again: one kept, the other reversed, the customer sees one payment', async () => {
    const before = await transactionsOf(app, customer.token);
    const textsBefore = (await reversalTexts()).length;
    const first = await identified();
    double.scenario = 'slow';
    double.slowMs = SLOW_MS;
    expectError(await confirm(first.id), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
    double.scenario = 'approve';

    // The cashier rings it again at once, under a new key: the first is given up.
    const second = await identified();
    expect(paymentOf(await confirm(second.id)).state).toBe('SUCCEEDED');
    expect((await rowOf(first.id)).state).toBe('NOT_CHARGED');

    // The first charge lands late at Cielo, and the reconciliation reverses it.
    const late = await landed(first.id);
    expect(late.status).toBe(2);
    clock.advance(61_000);
    await app.terminalPaymentsService.reconcile();
    expect(late).toMatchObject({ status: 10, voidedAmount: AMOUNT });
    expect(salesOf(second.id)[0]).toMatchObject({ status: 2, voidedAmount: 0 });
    expect(await rowOf(first.id)).toMatchObject({
      state: 'REVERSED',
      gatewayChargeId: late.paymentId,
    });

    // One payment; the reversed charge beside it, marked as such; an SMS says so.
    const after = await transactionsOf(app, customer.token);
    const added = after.slice(0, after.length - before.length);
    expect(added.filter((each) => each.status === 'SUCCESS')).toHaveLength(1);
    expect(added.filter((each) => each.reversed)).toEqual([
      expect.objectContaining({ status: 'CANCELED', amountCents: AMOUNT }),
    ]);
    expect((await reversalTexts()).length).toBe(textsBefore + 1);

    // A second round finds nothing more to do: voided once.
    clock.advance(61_000);
    await app.terminalPaymentsService.reconcile();
    expect(double.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('refuses once to ring a customer again when the reconciliation found a charge the till has not heard of', async () => {
    const first = await foundByReconciliation();

    const second = await identified();
    const refused = await confirm(second.id);
    expectError(refused, 409, 'TERMINAL_PAYMENT_EARLIER_CHARGED');
    expect(refused.json()).toMatchObject({ earlierPaymentId: first.id, amountCents: AMOUNT });
    expect(salesOf(second.id)).toEqual([]);
    expect((await rowOf(second.id)).state).toBe('IDENTIFIED');
    // Told once: a cashier who still rings it (another purchase) is not stopped again.
    expect(paymentOf(await confirm(second.id)).state).toBe('SUCCEEDED');
  });

  it('a till whose lookup loses the race to the reconciliation still hears the charge: the next sale goes through', async () => {
    const payment = await identified();
    double.scenario = 'slow';
    double.slowMs = SLOW_MS;
    expectError(await confirm(payment.id), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
    await landed(payment.id);
    clock.advance(61_000);
    // The till asks after its payment; its lookup is answered late (but
    // within the adapter's timeout)…
    double.slowMs = 400;
    const queries = () => double.requests.filter((request) => request.host === 'query').length;
    const before = queries();
    const asked = get(payment.id);
    for (let waited = 0; queries() === before; waited += 10) {
      if (waited > 5_000) throw new Error('the till never looked the charge up');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // …and meanwhile the reconciliation finds and records the charge first.
    double.scenario = 'approve';
    await app.terminalPaymentsService.reconcile();
    expect((await rowOf(payment.id)).state).toBe('SUCCEEDED');
    expect(paymentOf(await asked).state).toBe('SUCCEEDED');
    // The till was answered "charged": the next sale is not refused for it.
    const next = await identified();
    expect(paymentOf(await confirm(next.id)).state).toBe('SUCCEEDED');
  });

  it('a charge the till reads once found is not held against the next sale', async () => {
    const first = await foundByReconciliation();
    // The till, back, asks after its payment and hears it was charged.
    expect(paymentOf(await get(first.id)).state).toBe('SUCCEEDED');
    const next = await identified();
    expect(paymentOf(await confirm(next.id)).state).toBe('SUCCEEDED');
  });
});

/** Stores a card at the double as the wallet would (POST /1/card): its CardToken. */
async function tokenAtDouble(double: CieloDouble): Promise<string> {
  const response = await fetch(`${double.apiUrl}/1/card`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      MerchantId: double.merchantId,
      MerchantKey: double.merchantKey,
    },
    body: JSON.stringify({
      CustomerName: 'Cliente Teste',
      CardNumber: '4024007197692931',
      Holder: 'Cliente Teste',
      ExpirationDate: '12/2030',
      Brand: 'Visa',
    }),
  });
  return ((await response.json()) as { CardToken: string }).CardToken;
}
