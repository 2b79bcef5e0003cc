// What the till shows besides a payment (issue 27): its own and its shop's
// names, the shop's largest amount (checked by the API too), and today's sales
// of this till with what it may still cancel.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TerminalSale } from '@rosto/contract/schemas/terminal-payments';
import { fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, sandboxUser } from '../../../test/entrance';
import { signedInOperator } from '../../../test/operators';
import { createPlace, createTerminal, insertTransactions } from '../../../test/payments';
import { payableCard, startPayment, terminalCall } from '../../../test/terminal';
import { terminalPayments, transactions } from '../../db/schema';
import { eq } from 'drizzle-orm';

describe("the till's own view", () => {
  // 15:00 in São Paulo.
  const clock = fakeClock(new Date('2026-11-27T18:00:00Z'));
  const ctx = useTestApp({ clock });
  let placeId: string;
  let till: { id: string; key: string };
  let otherTill: { key: string };

  beforeAll(async () => {
    const place = await createPlace(ctx.app.db, { name: 'Padaria Aurora' });
    placeId = place.id;
    const made = await createTerminal(ctx.app.db, place.id, { name: 'Caixa da frente' });
    till = { id: made.terminal.id, key: made.key };
    otherTill = { key: (await createTerminal(ctx.app.db, place.id, { name: 'Caixa 2' })).key };
  });

  it('names itself and its shop, and the largest amount it takes', async () => {
    expect(dataOf(await terminalCall(ctx.app, till.key, 'me', undefined, 'GET'))).toEqual({
      terminal: { id: till.id, name: 'Caixa da frente', requirePin: false },
      shop: { id: placeId, name: 'Padaria Aurora', maxAmountCents: 500_000 },
    });
  });

  it("refuses an amount above the shop's maximum, which the console sets", async () => {
    const tooHigh = await terminalCall(ctx.app, till.key, 'payments', {
      amountCents: 500_001,
      idempotencyKey: randomUUID(),
    });
    expect(expectError(tooHigh, 400, 'TERMINAL_AMOUNT_TOO_HIGH')).toMatchObject({
      maxAmountCents: 500_000,
    });
    expect((await startPayment(ctx.app, till.key, 500_000)).amountCents).toBe(500_000);

    const operator = await signedInOperator(ctx.app, ['shops']);
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/console/shops/${placeId}`,
      headers: operator.headers,
      payload: { maxAmountCents: 20_000, reason: 'padaria de bairro' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ data: { maxAmountCents: 20_000 } });
    expectError(
      await terminalCall(ctx.app, till.key, 'payments', {
        amountCents: 20_001,
        idempotencyKey: randomUUID(),
      }),
      400,
      'TERMINAL_AMOUNT_TOO_HIGH',
    );
  });

  it("lists this till's sales of today, newest first, with what it may still cancel", async () => {
    const { db } = ctx.app;
    const customer = await sandboxUser(ctx.app, { fullName: 'Rita Duarte' });
    const card = await payableCard(db, customer.profile.id, { lastFour: '4242' });
    const now = clock.now().getTime();
    const sale = async (amountCents: number, minutesAgo: number) => {
      const [transaction] = await insertTransactions(db, customer.profile.id, [
        {
          placeId,
          terminalId: till.id,
          paymentMethodId: card.id,
          amountCents,
          createdAt: new Date(now - minutesAgo * 60_000),
          gatewayChargeId: `sandbox-${randomUUID()}`,
        },
      ]);
      const [payment] = await db
        .insert(terminalPayments)
        .values({
          terminalId: till.id,
          placeId,
          idempotencyKey: randomUUID(),
          amountCents,
          state: 'SUCCEEDED',
          userId: customer.profile.id,
          paymentMethodId: card.id,
          gatewayChargeId: transaction!.gatewayChargeId,
          transactionId: transaction!.id,
          expiresAt: clock.now(),
          chargedAt: transaction!.createdAt,
        })
        .returning();
      return { transaction: transaction!, payment: payment! };
    };
    const yesterday = await sale(1500, 24 * 60);
    const morning = await sale(2390, 300);
    const refundedInPart = await sale(5000, 120);
    await db
      .update(transactions)
      .set({ refundedCents: 1000 })
      .where(eq(transactions.id, refundedInPart.transaction.id));
    const lately = await sale(990, 10);

    const listed = dataOf<{ items: TerminalSale[] }>(
      await terminalCall(ctx.app, till.key, 'sales', undefined, 'GET'),
    ).items;
    expect(listed.map((item) => item.paymentId)).toEqual([
      lately.payment.id,
      refundedInPart.payment.id,
      morning.payment.id,
    ]);
    expect(listed[0]).toEqual({
      paymentId: lately.payment.id,
      at: lately.transaction.createdAt.toISOString(),
      amountCents: 990,
      customerFirstName: 'Rita',
      card: { brand: 'VISA', lastFour: '4242' },
      status: 'approved',
      cancelable: true,
    });
    expect(listed[1]).toMatchObject({ status: 'partially_refunded', cancelable: false });
    expect(listed.map((item) => item.paymentId)).not.toContain(yesterday.payment.id);

    // Canceled at the till: still listed, no longer cancelable.
    const canceled = await terminalCall(ctx.app, till.key, `payments/${morning.payment.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const after = dataOf<{ items: TerminalSale[] }>(
      await terminalCall(ctx.app, till.key, 'sales', undefined, 'GET'),
    ).items;
    expect(after.find((item) => item.paymentId === morning.payment.id)).toMatchObject({
      status: 'canceled',
      cancelable: false,
    });
    // Another till of the shop lists its own sales only.
    expect(
      dataOf<{ items: TerminalSale[] }>(
        await terminalCall(ctx.app, otherTill.key, 'sales', undefined, 'GET'),
      ).items,
    ).toEqual([]);
  });
});
