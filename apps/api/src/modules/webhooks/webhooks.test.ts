// The shops' webhooks against a local receiver (decision 056): each of the
// three events arrives signed; a tampered body does not verify; 500s are
// tried again until a 2xx; a restart in the middle of the tries loses
// nothing; a receiver that answered 2xx gets an event once.
import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App } from '../../app';
import { createTestDatabase } from '../../../test/database';
import { startTestApp } from '../../../test/app';
import { dataOf, expectError, sandboxUser } from '../../../test/entrance';
import { type SignedInShopUser, signedInShopUser } from '../../../test/operators';
import { createPlace, createTerminal, insertTransactions } from '../../../test/payments';
import { payableCard } from '../../../test/terminal';
import type { DatabaseHandle } from '../../db/client';
import { terminalPayments } from '../../db/schema';
import { verifySignature } from './signing';

interface Received {
  eventId: string;
  type: string;
  signature: string;
  body: string;
}

/** A shop's system: records every request and answers with the statuses it is given, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        eventId: String(request.headers['rosto-event-id']),
        type: String(request.headers['rosto-event-type']),
        signature: String(request.headers['rosto-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rosto`,
    received,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const FAST = { backoff: { baseMs: 100, maxMs: 400 }, pollMs: 25, leaseMs: 2_000 };

describe("a shop's webhooks", () => {
  let database: DatabaseHandle;
  let app: App;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let owner: SignedInShopUser;
  let placeId: string;
  let terminal: { id: string; key: string };
  let userId: string;
  let cardId: string;
  let secret: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database, { webhooks: FAST });
    receiver = await startReceiver();
    const place = await createPlace(app.db, { name: 'Café Avisado' });
    placeId = place.id;
    const made = await createTerminal(app.db, place.id);
    terminal = { id: made.terminal.id, key: made.key };
    owner = await signedInShopUser(app, place.id, 'owner');
    const customer = await sandboxUser(app);
    userId = customer.profile.id;
    cardId = (await payableCard(app.db, userId)).id;
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await database?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/${url}`, headers: owner.headers, payload });

  type Logged = { state: string; attempts: number; lastStatus: number | null };
  const deliveries = async () =>
    dataOf<{ items: Logged[] }>(await call('GET', 'shop/webhooks/deliveries')).items;
  /**
   * The newest delivery once it is settled: the receiver has the request
   * before the sender records its answer, so a test waits for the record.
   */
  const settledLatest = async () => {
    let latest: Logged | undefined;
    await waitFor(async () => {
      [latest] = await deliveries();
      return latest?.state === 'delivered' || latest?.state === 'failed';
    });
    return latest!;
  };

  /** A sale charged at the sandbox gateway, with its till payment, as the till leaves one. */
  async function paidAtTill(amountCents: number) {
    const paymentId = randomUUID();
    const charged = await app.cardNetwork.charge({
      cardToken: 'sandbox-1111-x',
      brand: 'VISA',
      amountCents,
      orderId: paymentId,
      softDescriptor: 'ROSTO',
      storedCardUse: 'subsequent',
    });
    if (!charged.approved) throw new Error('declined');
    const [sale] = await insertTransactions(app.db, userId, [
      {
        placeId,
        terminalId: terminal.id,
        paymentMethodId: cardId,
        amountCents,
        gatewayChargeId: charged.paymentId,
      },
    ]);
    await app.db.insert(terminalPayments).values({
      id: paymentId,
      terminalId: terminal.id,
      placeId,
      idempotencyKey: randomUUID(),
      amountCents,
      state: 'SUCCEEDED',
      userId,
      paymentMethodId: cardId,
      gatewayChargeId: charged.paymentId,
      transactionId: sale!.id,
      expiresAt: new Date(),
      chargedAt: sale!.createdAt,
    });
    return { paymentId, saleId: sale!.id };
  }

  it('registers an HTTPS endpoint (HTTP to this machine in sandbox), its secret shown once', async () => {
    expectError(
      await call('POST', 'shop/webhooks', {
        url: 'http://loja.example/hook',
        events: ['payment.succeeded'],
      }),
      400,
      'WEBHOOK_URL_INVALID',
    );
    const created = await call('POST', 'shop/webhooks', {
      url: receiver.url,
      events: ['payment.succeeded', 'payment.canceled', 'payment.refunded'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const answer = created.json<{ data: { endpoint: { id: string }; secret: string } }>().data;
    expect(answer.secret).toMatch(/^whsec_[\w-]{43}$/u);
    secret = answer.secret;
    const listed = dataOf<{ items: { id: string; url: string }[] }>(
      await call('GET', 'shop/webhooks'),
    );
    expect(listed.items).toEqual([
      expect.objectContaining({ id: answer.endpoint.id, url: receiver.url }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('delivers the three kinds of event, each signed, each once', async () => {
    // payment.canceled: the till cancels a sale of today.
    const canceled = await paidAtTill(1500);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/terminal/payments/${canceled.paymentId}/cancel`,
      headers: { authorization: `Bearer ${terminal.key}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // payment.refunded: the owner gives back part of another.
    const refunded = await paidAtTill(4000);
    dataOf(
      await call('POST', `shop/sales/${refunded.saleId}/refunds`, {
        amountCents: 1000,
        idempotencyKey: randomUUID(),
      }),
    );
    // payment.succeeded: a charge whose answer was lost, settled by the till payments' reconciliation.
    const lost = randomUUID();
    const charged = await app.cardNetwork.charge({
      cardToken: 'sandbox-1111-x',
      brand: 'VISA',
      amountCents: 2390,
      orderId: lost,
      softDescriptor: 'ROSTO',
      storedCardUse: 'subsequent',
    });
    expect(charged.approved).toBe(true);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await app.db.insert(terminalPayments).values({
      id: lost,
      terminalId: terminal.id,
      placeId,
      idempotencyKey: randomUUID(),
      amountCents: 2390,
      state: 'UNKNOWN',
      userId,
      paymentMethodId: cardId,
      expiresAt: longAgo,
      createdAt: longAgo,
      updatedAt: longAgo,
    });
    expect((await app.terminalPaymentsService.reconcile()).settled).toBeGreaterThanOrEqual(1);

    await waitFor(() => receiver.received.length >= 3);
    const byType = Object.fromEntries(receiver.received.map((each) => [each.type, each]));
    expect(Object.keys(byType).sort()).toEqual([
      'payment.canceled',
      'payment.refunded',
      'payment.succeeded',
    ]);
    for (const each of receiver.received) {
      expect(verifySignature(secret, each.body, each.signature, new Date())).toBe(true);
      // A tampered body does not verify.
      expect(
        verifySignature(
          secret,
          each.body.replace('"amountCents":', '"amountCents":1'),
          each.signature,
          new Date(),
        ),
      ).toBe(false);
      const event = JSON.parse(each.body) as { id: string; type: string; shopId: string };
      expect(event).toMatchObject({ id: each.eventId, type: each.type, shopId: placeId });
    }
    expect(JSON.parse(byType['payment.refunded']!.body)).toMatchObject({
      data: {
        sale: {
          id: refunded.saleId,
          amountCents: 4000,
          refundedCents: 1000,
          status: 'partially_refunded',
        },
        refund: { amountCents: 1000 },
      },
    });
    expect(JSON.parse(byType['payment.canceled']!.body)).toMatchObject({
      data: { sale: { id: canceled.saleId, status: 'canceled' } },
    });
    // The receiver answered 200 each time: each is recorded delivered, and nothing is sent twice.
    await waitFor(async () => (await deliveries()).every((item) => item.state === 'delivered'));
    const log = await deliveries();
    expect(log).toHaveLength(3);
    expect(log.every((item) => item.attempts === 1 && item.lastStatus === 200)).toBe(true);
    expect(new Set(receiver.received.map((each) => each.eventId)).size).toBe(
      receiver.received.length,
    );
  });

  it('tries again after 500s until a 2xx, and logs each try', async () => {
    receiver.received.length = 0;
    receiver.statuses.push(500, 500);
    const sale = await paidAtTill(990);
    dataOf(
      await call('POST', `shop/sales/${sale.saleId}/refunds`, {
        amountCents: 990,
        idempotencyKey: randomUUID(),
      }),
    );
    await waitFor(() => receiver.received.length >= 3);
    expect(new Set(receiver.received.map((each) => each.eventId)).size).toBe(1);
    expect(await settledLatest()).toMatchObject({
      state: 'delivered',
      attempts: 3,
      lastStatus: 200,
    });
  });

  it('loses nothing to a restart in the middle of the tries', async () => {
    receiver.received.length = 0;
    // Failing, and slow to come back: the first app stops before the next try.
    receiver.statuses.push(503);
    const sale = await paidAtTill(700);
    dataOf(
      await call('POST', `shop/sales/${sale.saleId}/refunds`, {
        amountCents: 700,
        idempotencyKey: randomUUID(),
      }),
    );
    await waitFor(() => receiver.received.length >= 1);
    await app.close();
    expect(receiver.received).toHaveLength(1);

    app = await startTestApp(database, { webhooks: FAST });
    await waitFor(() => receiver.received.length >= 2);
    expect(receiver.received[1]!.eventId).toBe(receiver.received[0]!.eventId);
    owner = await signedInShopUser(app, placeId, 'owner');
    expect(await settledLatest()).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('sends a delivery again on "resend", and keeps another shop out of it (404)', async () => {
    receiver.received.length = 0;
    const [latest] = dataOf<{ items: { id: string; eventId: string }[] }>(
      await call('GET', 'shop/webhooks/deliveries'),
    ).items;
    const stranger = await signedInShopUser(app, (await createPlace(app.db)).id, 'owner');
    expectError(
      await app.inject({
        method: 'POST',
        url: `/api/shop/webhooks/deliveries/${latest!.id}/resend`,
        headers: stranger.headers,
      }),
      404,
      'WEBHOOK_NOT_FOUND',
    );
    dataOf(await call('POST', `shop/webhooks/deliveries/${latest!.id}/resend`));
    await waitFor(() => receiver.received.length >= 1);
    expect(receiver.received[0]!.eventId).toBe(latest!.eventId);
  });
});
