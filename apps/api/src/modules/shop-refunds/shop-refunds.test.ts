import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sale } from '@rosto/contract/schemas/shop-portal';
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, lastMessage, sandboxUser } from '../../../test/entrance';
import { type SignedInShopUser, signedInShopUser } from '../../../test/operators';
import {
  createPlace,
  createTerminal,
  insertTransactions,
  transactionsOf,
} from '../../../test/payments';
import { payableCard } from '../../../test/terminal';
import { refunds, terminalPayments, transactions } from '../../db/schema';
import { AppError } from '../../errors';

const DAY = 24 * 60 * 60 * 1000;

describe("refunds of a shop's sales", () => {
  // 15:00 in São Paulo on 28 November 2026.
  const clock = fakeClock(new Date('2026-11-28T18:00:00Z'));
  const ctx = useTestApp({ clock });

  let owner: SignedInShopUser;
  let cashier: SignedInShopUser;
  let otherOwner: SignedInShopUser;
  let customer: { token: string; id: string; phone: string };
  let placeId: string;
  let terminalId: string;
  let terminalKey: string;
  let cardId: string;

  beforeAll(async () => {
    const { db } = ctx.app;
    const place = await createPlace(db, { name: 'Empório da Vila' });
    const other = await createPlace(db, { name: 'Empório Vizinho' });
    placeId = place.id;
    const till = await createTerminal(db, place.id);
    terminalId = till.terminal.id;
    terminalKey = till.key;
    owner = await signedInShopUser(ctx.app, place.id, 'owner');
    cashier = await signedInShopUser(ctx.app, place.id, 'cashier');
    otherOwner = await signedInShopUser(ctx.app, other.id, 'owner');
    const made = await sandboxUser(ctx.app, { fullName: 'Carla Mendes' });
    customer = {
      token: made.token,
      id: made.profile.id,
      phone: made.profile.phone!.number,
    };
    cardId = (await payableCard(db, made.profile.id, { lastFour: '4242' })).id;
  });
  afterEach(() => vi.restoreAllMocks());

  /** A charged sale of the shop, made `daysAgo` days before now. */
  async function sale(amountCents = 5000, daysAgo = 0) {
    const [row] = await insertTransactions(ctx.app.db, customer.id, [
      {
        placeId,
        terminalId,
        paymentMethodId: cardId,
        amountCents,
        createdAt: new Date(clock.now().getTime() - daysAgo * DAY - 60_000),
        gatewayChargeId: `sandbox-${randomUUID()}`,
      },
    ]);
    return row!;
  }

  const refund = (
    user: SignedInShopUser,
    id: string,
    amountCents: number,
    idempotencyKey: string = randomUUID(),
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/shop/sales/${id}/refunds`,
      headers: user.headers,
      payload: { amountCents, idempotencyKey },
    });

  const receipt = async (id: string) =>
    (await transactionsOf(ctx.app, customer.token, `id=${id}`))[0] as Transaction;

  it('refunds part, then the rest: the sale, the receipt and an SMS say so', async () => {
    const paid = await sale(5000);
    const gateway = vi.spyOn(ctx.app.cardNetwork, 'refund');

    const first = dataOf<{ refund: { state: string; amountCents: number }; sale: Sale }>(
      await refund(owner, paid.id, 1200),
    );
    expect(first.refund).toMatchObject({ state: 'SUCCEEDED', amountCents: 1200 });
    expect(first.sale).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 1200,
      refundableCents: 3800,
    });
    expect(gateway).toHaveBeenCalledWith({ paymentId: paid.gatewayChargeId, amountCents: 1200 });
    const partly = await receipt(paid.id);
    expect(partly).toMatchObject({
      status: 'SUCCESS',
      refundedCents: 1200,
      refundedAt: clock.now().toISOString(),
    });
    expect((await lastMessage(ctx.app, customer.phone))?.body).toBe(
      'Rosto: Empório da Vila estornou R$ 12,00 do seu pagamento em 28/11 às 15:00. O valor volta ao cartão final 4242.',
    );

    const rest = dataOf<{ sale: Sale }>(await refund(owner, paid.id, 3800));
    expect(rest.sale).toMatchObject({
      status: 'refunded',
      refundedCents: 5000,
      refundableCents: 0,
    });
    // Refunded in whole: CANCELED for the customer (the spec's two statuses).
    expect(await receipt(paid.id)).toMatchObject({
      status: 'CANCELED',
      canceledAt: clock.now().toISOString(),
      refundedCents: 5000,
    });
    expectError(await refund(owner, paid.id, 1), 409, 'SALE_NOT_REFUNDABLE');
  });

  /** The till's own record of a sale, as the terminal API leaves a charged one. */
  async function tillPaymentOf(paid: Awaited<ReturnType<typeof sale>>) {
    const [row] = await ctx.app.db
      .insert(terminalPayments)
      .values({
        terminalId,
        placeId,
        idempotencyKey: randomUUID(),
        amountCents: paid.amountCents,
        state: 'SUCCEEDED',
        userId: customer.id,
        paymentMethodId: cardId,
        gatewayChargeId: paid.gatewayChargeId,
        transactionId: paid.id,
        expiresAt: clock.now(),
        chargedAt: clock.now(),
      })
      .returning();
    return row!;
  }
  const tillCancel = (id: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/terminal/payments/${id}/cancel`,
      headers: bearer(terminalKey),
    });

  it('a whole refund of a till payment also ends it at the till', async () => {
    const paid = await sale(2390);
    const tillPayment = await tillPaymentOf(paid);
    dataOf(await refund(owner, paid.id, 2390));
    const [after] = await ctx.app.db
      .select()
      .from(terminalPayments)
      .where(eq(terminalPayments.id, tillPayment.id));
    expect(after).toMatchObject({ state: 'CANCELED', canceledAt: clock.now() });
  });

  it('the till cannot void a payment refunded in part: the rest is refunded in the portal', async () => {
    const paid = await sale(3000);
    const tillPayment = await tillPaymentOf(paid);
    dataOf(await refund(owner, paid.id, 1000));
    const gateway = vi.spyOn(ctx.app.cardNetwork, 'refund');
    expectError(await tillCancel(tillPayment.id), 409, 'TERMINAL_PAYMENT_REFUNDED');
    expect(gateway).not.toHaveBeenCalled();
  });

  it('answers the same refund to the same key, and ten at once with one key refund once', async () => {
    const paid = await sale(5000);
    const gateway = vi.spyOn(ctx.app.cardNetwork, 'refund');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(owner, paid.id, 1000, key)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // The one that won answers 200; the others 200 (after it settled) or 409 while it runs.
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expectError(answer, 409, 'REFUND_IN_PROGRESS');
    }
    expect(gateway).toHaveBeenCalledTimes(1);
    const again = dataOf<{ refund: { id: string }; sale: Sale }>(
      await refund(owner, paid.id, 1000, key),
    );
    expect(again.sale.refundedCents).toBe(1000);
    const rows = await ctx.app.db.select().from(refunds).where(eq(refunds.transactionId, paid.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(again.refund.id);
  });

  it('ten refunds of the whole amount at once under different keys: one gives it back', async () => {
    const paid = await sale(3000);
    const gateway = vi.spyOn(ctx.app.cardNetwork, 'refund');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(owner, paid.id, 3000)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      const { message } = answer.json<{ message: string }>();
      expect(['REFUND_AMOUNT_TOO_HIGH', 'SALE_NOT_REFUNDABLE']).toContain(message);
    }
    expect(gateway).toHaveBeenCalledTimes(1);
    const [row] = await ctx.app.db.select().from(transactions).where(eq(transactions.id, paid.id));
    expect(row).toMatchObject({ refundedCents: 3000, refundPendingCents: 0, status: 'CANCELED' });
  });

  it('never above what is left, says how much is; and never for another shop (404)', async () => {
    const paid = await sale(2000);
    dataOf(await refund(owner, paid.id, 500));
    const tooHigh = expectError(await refund(owner, paid.id, 1600), 400, 'REFUND_AMOUNT_TOO_HIGH');
    expect(tooHigh).toMatchObject({ refundableCents: 1500 });
    expectError(await refund(otherOwner, paid.id, 100), 404, 'SALE_NOT_FOUND');
    expectError(await refund(owner, randomUUID(), 100), 404, 'SALE_NOT_FOUND');
    // A sale canceled at the till has nothing to refund.
    const [canceled] = await insertTransactions(ctx.app.db, customer.id, [
      {
        placeId,
        amountCents: 900,
        canceledAt: clock.now(),
        gatewayChargeId: `sandbox-${randomUUID()}`,
      },
    ]);
    expectError(await refund(owner, canceled!.id, 900), 409, 'SALE_NOT_REFUNDABLE');
  });

  it("a cashier refunds today's sales only; an owner within 90 days", async () => {
    const today = await sale(1000);
    const yesterday = await sale(1000, 1);
    const old = await sale(1000, 91);
    expectError(await refund(cashier, yesterday.id, 1000), 403, 'SHOP_CASHIER_TODAY_ONLY');
    expect((await refund(cashier, today.id, 1000)).statusCode).toBe(200);
    expect((await refund(owner, yesterday.id, 1000)).statusCode).toBe(200);
    expectError(await refund(owner, old.id, 1000), 409, 'REFUND_WINDOW_PASSED');
  });

  it('a refusal by the gateway gives nothing back: the sale stays charged, its key says so again', async () => {
    const paid = await sale(4000);
    vi.spyOn(ctx.app.cardNetwork, 'refund').mockRejectedValueOnce(
      new AppError('CARD_GATEWAY_ERROR'),
    );
    const key = randomUUID();
    expectError(await refund(owner, paid.id, 4000, key), 502, 'REFUND_FAILED');
    const [row] = await ctx.app.db.select().from(transactions).where(eq(transactions.id, paid.id));
    expect(row).toMatchObject({ status: 'SUCCESS', refundedCents: 0, refundPendingCents: 0 });
    expect(await receipt(paid.id)).toMatchObject({ status: 'SUCCESS', refundedCents: 0 });
    expectError(await refund(owner, paid.id, 4000, key), 502, 'REFUND_FAILED');
    // A new try, under a new key, refunds.
    expect(dataOf<{ sale: Sale }>(await refund(owner, paid.id, 4000)).sale.status).toBe('refunded');
  });

  it('settles refunds a crash left PENDING from the gateway record: what it voided succeeds, the rest is freed', async () => {
    const paid = await sale(5000);
    /** A refund begun (its amount held on the sale) whose answer was never written. */
    const pending = async (amountCents: number, minutesAgo: number) => {
      const [row] = await ctx.app.db
        .insert(refunds)
        .values({
          transactionId: paid.id,
          placeId,
          idempotencyKey: randomUUID(),
          amountCents,
          state: 'PENDING',
          shopUserId: owner.id,
          createdAt: new Date(clock.now().getTime() - minutesAgo * 60_000),
        })
        .returning();
      await ctx.app.db
        .update(transactions)
        .set({ refundPendingCents: sql`${transactions.refundPendingCents} + ${amountCents}` })
        .where(eq(transactions.id, paid.id));
      return row!;
    };
    const given = await pending(1200, 10);
    const notGiven = await pending(800, 9);
    const recent = await pending(500, 1);
    // The gateway gave back the first one's 1,200 only.
    const record = vi.spyOn(ctx.app.cardNetwork, 'getCharge');
    record.mockRejectedValueOnce(new AppError('CARD_GATEWAY_UNAVAILABLE'));
    await expect(ctx.app.shopRefunds.settlePending()).resolves.toEqual({
      succeeded: 0,
      failed: 0,
    });
    record.mockResolvedValue({
      found: true,
      status: 'captured',
      amountCents: 5000,
      voidedCents: 1200,
    });
    await expect(ctx.app.shopRefunds.settlePending()).resolves.toEqual({
      succeeded: 1,
      failed: 1,
    });
    expect(record).toHaveBeenCalledWith({ paymentId: paid.gatewayChargeId });

    const states = Object.fromEntries(
      (await ctx.app.db.select().from(refunds).where(eq(refunds.transactionId, paid.id))).map(
        (row) => [row.id, row.state],
      ),
    );
    expect(states).toEqual({
      [given.id]: 'SUCCEEDED',
      [notGiven.id]: 'FAILED',
      // Begun a minute ago: its request may still be waiting for the gateway.
      [recent.id]: 'PENDING',
    });
    const [after] = await ctx.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, paid.id));
    expect(after).toMatchObject({ refundedCents: 1200, refundPendingCents: 500 });
    expect(await receipt(paid.id)).toMatchObject({ status: 'SUCCESS', refundedCents: 1200 });
    expect((await lastMessage(ctx.app, customer.phone))?.body).toContain('estornou R$ 12,00');
  });

  it('refuses a malformed key or amount with the catalogue, and the console and customers (401)', async () => {
    const paid = await sale(1000);
    for (const payload of [
      { amountCents: 0, idempotencyKey: randomUUID() },
      { amountCents: 10.5, idempotencyKey: randomUUID() },
      { amountCents: 100, idempotencyKey: 'short' },
      { amountCents: 100 },
    ]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/shop/sales/${paid.id}/refunds`,
        headers: owner.headers,
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/shop/sales/${paid.id}/refunds`,
        headers: bearer(customer.token),
        payload: { amountCents: 100, idempotencyKey: randomUUID() },
      }),
      401,
      'UNAUTHORIZED',
    );
  });
});
