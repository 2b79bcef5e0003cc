import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation } from '@rosto/contract/schemas/shop-portal';
import { fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, sandboxUser } from '../../../test/entrance';
import { type SignedInShopUser, signedInShopUser } from '../../../test/operators';
import { createPlace, createTerminal, insertTransactions } from '../../../test/payments';
import { payableCard } from '../../../test/terminal';
import { reconciliationRuns, terminalPayments } from '../../db/schema';

const TODAY = '2026-11-27';
const YESTERDAY = '2026-11-26';

describe("a shop's day compared with the card gateway", () => {
  // 15:00 in São Paulo on 27 November 2026.
  const clock = fakeClock(new Date('2026-11-27T18:00:00Z'));
  const ctx = useTestApp({ clock });
  let owner: SignedInShopUser;
  let cashier: SignedInShopUser;
  let otherOwner: SignedInShopUser;
  let placeId: string;
  let terminalId: string;
  let userId: string;
  let cardId: string;
  const ids: Record<string, string> = {};

  /** A charge at the (sandbox) gateway, as the till makes one; answers its id. */
  async function charged(amountCents: number, orderId: string = randomUUID()) {
    const result = await ctx.app.cardNetwork.charge({
      cardToken: 'sandbox-1111-x',
      brand: 'VISA',
      amountCents,
      orderId,
      softDescriptor: 'ROSTO',
      storedCardUse: 'subsequent',
    });
    if (!result.approved) throw new Error('the sandbox declined');
    return result.paymentId;
  }

  async function sale(
    amountCents: number,
    gatewayChargeId: string,
    options: { canceled?: boolean; at?: Date } = {},
  ) {
    const at = options.at ?? new Date(clock.now().getTime() - 60 * 60_000);
    const [row] = await insertTransactions(ctx.app.db, userId, [
      {
        placeId,
        terminalId,
        paymentMethodId: cardId,
        amountCents,
        createdAt: at,
        gatewayChargeId,
        ...(options.canceled ? { canceledAt: new Date(at.getTime() + 60_000) } : {}),
      },
    ]);
    return row!.id;
  }

  const reconciliation = (user: SignedInShopUser, day: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/shop/reconciliation?day=${day}`,
      headers: user.headers,
    });
  const runNow = (user: SignedInShopUser, day: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/shop/reconciliation',
      headers: user.headers,
      payload: { day },
    });

  beforeAll(async () => {
    const { db } = ctx.app;
    const place = await createPlace(db, { name: 'Adega Conferida' });
    placeId = place.id;
    terminalId = (await createTerminal(db, place.id)).terminal.id;
    owner = await signedInShopUser(ctx.app, place.id, 'owner');
    cashier = await signedInShopUser(ctx.app, place.id, 'cashier');
    otherOwner = await signedInShopUser(ctx.app, (await createPlace(db)).id, 'owner');
    const customer = await sandboxUser(ctx.app);
    userId = customer.profile.id;
    cardId = (await payableCard(db, userId)).id;

    // Agrees: charged 50,00 there and here.
    ids.agrees = await sale(5000, await charged(5000));
    // Charged here, unknown there.
    ids.missing = await sale(1200, `sandbox-${randomUUID()}`);
    // 30,00 charged, but the gateway gave 10,00 back without a refund here.
    const partlyVoided = await charged(3000);
    await ctx.app.cardNetwork.refund({ paymentId: partlyVoided, amountCents: 1000 });
    ids.voidedThereOnly = await sale(3000, partlyVoided);
    // Canceled here, still charged there.
    ids.canceledHereOnly = await sale(4000, await charged(4000), { canceled: true });
    // A till payment whose answer was lost, charged at the gateway: no sale here.
    const lost = randomUUID();
    await db.insert(terminalPayments).values({
      id: lost,
      terminalId,
      placeId,
      idempotencyKey: randomUUID(),
      amountCents: 777,
      state: 'UNKNOWN',
      userId,
      paymentMethodId: cardId,
      expiresAt: clock.now(),
      createdAt: new Date(clock.now().getTime() - 30 * 60_000),
    });
    ids.lost = lost;
    ids.lostCharge = await charged(777, lost);
  });

  it('finds each kind of difference on purpose, and nothing for a sale that agrees', async () => {
    expect(dataOf<Reconciliation>(await reconciliation(owner, TODAY))).toEqual({
      day: TODAY,
      run: null,
      differences: [],
    });
    const before = await ctx.app.metrics.registry.getSingleMetricAsString(
      'rosto_reconciliation_differences_total',
    );
    expect(before).not.toContain('kind="amount_mismatch"} 2');

    const found = dataOf<Reconciliation>(await runNow(owner, TODAY));
    expect(found.run).toMatchObject({ trigger: 'button', checked: 5 });
    const bySale = (id: string) => found.differences.filter((each) => each.saleId === id);
    expect(bySale(ids.agrees!)).toEqual([]);
    expect(bySale(ids.missing!)).toEqual([
      expect.objectContaining({
        kind: 'missing_at_gateway',
        expectedCents: 1200,
        gatewayCents: null,
      }),
    ]);
    expect(bySale(ids.voidedThereOnly!)).toEqual([
      expect.objectContaining({ kind: 'amount_mismatch', expectedCents: 3000, gatewayCents: 2000 }),
    ]);
    expect(bySale(ids.canceledHereOnly!)).toEqual([
      expect.objectContaining({ kind: 'amount_mismatch', expectedCents: 0, gatewayCents: 4000 }),
    ]);
    expect(found.differences.filter((each) => each.terminalPaymentId === ids.lost)).toEqual([
      expect.objectContaining({
        kind: 'capture_without_transaction',
        saleId: null,
        gatewayPaymentId: ids.lostCharge,
        gatewayCents: 777,
      }),
    ]);
    expect(found.differences).toHaveLength(4);

    // The portal reads the same back; /metrics counted them.
    expect(dataOf<Reconciliation>(await reconciliation(owner, TODAY))).toEqual(found);
    const metrics = await ctx.app.metrics.registry.getSingleMetricAsString(
      'rosto_reconciliation_differences_total',
    );
    expect(metrics).toContain('rosto_reconciliation_differences_total{kind="amount_mismatch"} 2');
    expect(metrics).toContain(
      'rosto_reconciliation_differences_total{kind="missing_at_gateway"} 1',
    );
    expect(metrics).toContain(
      'rosto_reconciliation_differences_total{kind="capture_without_transaction"} 1',
    );
  });

  it("is an owner's: a cashier gets 403, another shop sees nothing of it", async () => {
    expectError(await reconciliation(cashier, TODAY), 403, 'FORBIDDEN');
    expectError(await runNow(cashier, TODAY), 403, 'FORBIDDEN');
    expect(dataOf<Reconciliation>(await reconciliation(otherOwner, TODAY)).run).toBeNull();
    expectError(await reconciliation(owner, '2026-02-30'), 400, 'SHOP_SALES_PERIOD_INVALID');
  });

  it("the daily job compares yesterday once for each shop that sold, and records it as the job's", async () => {
    await sale(990, await charged(990), { at: new Date('2026-11-26T15:00:00Z') });
    const first = await ctx.app.reconciliations.reconcileYesterday();
    expect(first.day).toBe(YESTERDAY);
    expect(first.shops).toBeGreaterThanOrEqual(1);
    const yesterday = dataOf<Reconciliation>(await reconciliation(owner, YESTERDAY));
    expect(yesterday.run).toMatchObject({ trigger: 'job', checked: 1 });
    expect(yesterday.differences).toEqual([]);
    expect(await ctx.app.reconciliations.reconcileYesterday()).toEqual({
      day: YESTERDAY,
      shops: 0,
    });
    const runs = await ctx.app.db
      .select()
      .from(reconciliationRuns)
      .where(eq(reconciliationRuns.placeId, placeId));
    expect(runs.filter((run) => run.day === YESTERDAY)).toHaveLength(1);
  });
});
