import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sale, SalesTotals } from '@rosto/contract/schemas/shop-portal';
import { fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, sandboxUser } from '../../../test/entrance';
import { type SignedInShopUser, signedInShopUser } from '../../../test/operators';
import { createPlace, createTerminal, insertTransactions } from '../../../test/payments';
import { payableCard } from '../../../test/terminal';
import { transactions } from '../../db/schema';

interface SalesPage {
  period: { from: string; to: string };
  totals: SalesTotals;
  items: Sale[];
  nextCursor: string | null;
}

const HOUR = 60 * 60 * 1000;

describe("a shop's sales in its portal", () => {
  // 15:00 in São Paulo on 27 November 2026.
  const clock = fakeClock(new Date('2026-11-27T18:00:00Z'));
  const ctx = useTestApp({ clock });

  let owner: SignedInShopUser;
  let cashier: SignedInShopUser;
  let counter: { id: string };
  let drive: { id: string };
  let otherShopTerminal: { id: string };
  const ids: Record<string, string> = {};

  const sales = (user: SignedInShopUser, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/shop/sales${query ? `?${query}` : ''}`,
      headers: user.headers,
    });

  beforeAll(async () => {
    const { db } = ctx.app;
    const place = await createPlace(db, { name: 'Café do Largo' });
    const otherPlace = await createPlace(db, { name: 'Café da Esquina' });
    counter = (await createTerminal(db, place.id, { name: 'Balcão' })).terminal;
    drive = (await createTerminal(db, place.id, { name: 'Drive' })).terminal;
    otherShopTerminal = (await createTerminal(db, otherPlace.id, { name: 'Caixa' })).terminal;
    owner = await signedInShopUser(ctx.app, place.id, 'owner');
    cashier = await signedInShopUser(ctx.app, place.id, 'cashier');

    const ana = await sandboxUser(ctx.app, { fullName: 'Ana Beatriz Souza' });
    const bruno = await sandboxUser(ctx.app, { fullName: 'Bruno Lima' });
    const anaCard = await payableCard(db, ana.profile.id, { lastFour: '4242' });
    const brunoCard = await payableCard(db, bruno.profile.id, {
      lastFour: '5454',
      brand: 'MASTERCARD',
      authorizer: 'MASTERCARD',
    });
    const now = clock.now().getTime();
    const [today1, today2, today3] = await insertTransactions(db, ana.profile.id, [
      // 09:00, 11:00 and 14:00 today in São Paulo.
      {
        placeId: place.id,
        terminalId: counter.id,
        paymentMethodId: anaCard.id,
        amountCents: 2390,
        createdAt: new Date(now - 6 * HOUR),
      },
      {
        placeId: place.id,
        terminalId: drive.id,
        paymentMethodId: anaCard.id,
        amountCents: 1000,
        createdAt: new Date(now - 4 * HOUR),
        canceledAt: new Date(now - 3 * HOUR),
      },
      {
        placeId: place.id,
        terminalId: counter.id,
        paymentMethodId: anaCard.id,
        amountCents: 5000,
        createdAt: new Date(now - HOUR),
      },
    ]);
    const [yesterday, lastWeek] = await insertTransactions(db, bruno.profile.id, [
      // 23:30 yesterday in São Paulo (02:30 UTC today): yesterday's, not today's.
      {
        placeId: place.id,
        terminalId: drive.id,
        paymentMethodId: brunoCard.id,
        amountCents: 12345,
        createdAt: new Date('2026-11-27T02:30:00Z'),
      },
      {
        placeId: place.id,
        terminalId: counter.id,
        paymentMethodId: brunoCard.id,
        amountCents: 800,
        createdAt: new Date('2026-11-20T15:00:00Z'),
      },
    ]);
    // Another shop's sale, today: never seen here.
    await insertTransactions(db, bruno.profile.id, [
      {
        placeId: otherPlace.id,
        terminalId: otherShopTerminal.id,
        paymentMethodId: brunoCard.id,
        amountCents: 999,
        createdAt: new Date(now - 2 * HOUR),
      },
    ]);
    // Part of the 50,00 sale given back.
    await db
      .update(transactions)
      .set({ refundedCents: 1200 })
      .where(eq(transactions.id, today3!.id));
    Object.assign(ids, {
      today1: today1!.id,
      today2: today2!.id,
      today3: today3!.id,
      yesterday: yesterday!.id,
      lastWeek: lastWeek!.id,
    });
  });

  it("lists today's sales by default, newest first, with card, first name, terminal, status and totals", async () => {
    const page = dataOf<SalesPage>(await sales(owner));
    expect(page.period).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(page.items.map((sale) => sale.id)).toEqual([ids.today3, ids.today2, ids.today1]);
    expect(page.items[0]).toMatchObject({
      amountCents: 5000,
      refundedCents: 1200,
      refundableCents: 3800,
      status: 'partially_refunded',
      card: { brand: 'VISA', lastFour: '4242' },
      customerFirstName: 'Ana',
      terminal: { id: counter.id, name: 'Balcão' },
    });
    expect(page.items[1]).toMatchObject({ status: 'canceled', refundableCents: 0 });
    expect(page.items[2]).toMatchObject({ status: 'approved', refundableCents: 2390 });
    // Nothing of the customer but the first name.
    expect(JSON.stringify(page)).not.toMatch(/Beatriz|Souza|cpf|phone/iu);
    expect(page.totals).toEqual({
      count: 3,
      grossCents: 8390,
      canceledCents: 1000,
      refundedCents: 1200,
      netCents: 6190,
    });
    expect(page.nextCursor).toBeNull();
  });

  it('takes a period of São Paulo days, a terminal and a status', async () => {
    const week = dataOf<SalesPage>(await sales(owner, 'from=2026-11-20&to=2026-11-27'));
    expect(week.items.map((sale) => sale.id)).toEqual([
      ids.today3,
      ids.today2,
      ids.today1,
      ids.yesterday,
      ids.lastWeek,
    ]);
    expect(week.totals.grossCents).toBe(8390 + 12345 + 800);

    const yesterday = dataOf<SalesPage>(await sales(owner, 'from=2026-11-26'));
    expect(yesterday.items.map((sale) => sale.id)).toEqual([ids.yesterday]);

    const atDrive = dataOf<SalesPage>(
      await sales(owner, `from=2026-11-20&to=2026-11-27&terminalId=${drive.id}`),
    );
    expect(atDrive.items.map((sale) => sale.id)).toEqual([ids.today2, ids.yesterday]);

    const byStatus = async (status: string) =>
      dataOf<SalesPage>(
        await sales(owner, `from=2026-11-20&to=2026-11-27&status=${status}`),
      ).items.map((sale) => sale.id);
    expect(await byStatus('canceled')).toEqual([ids.today2]);
    expect(await byStatus('refunded')).toEqual([ids.today3]);
    expect(await byStatus('approved')).toEqual([ids.today1, ids.yesterday, ids.lastWeek]);

    // Another shop's terminal finds nothing here.
    const foreign = dataOf<SalesPage>(await sales(owner, `terminalId=${otherShopTerminal.id}`));
    expect(foreign.items).toEqual([]);
    expect(foreign.totals.count).toBe(0);
  });

  it('pages by keyset: the pages together are the whole list, each sale once', async () => {
    const seen: string[] = [];
    let query = 'from=2026-11-01&to=2026-11-30&limit=2';
    for (let pages = 0; pages < 5; pages += 1) {
      const page = dataOf<SalesPage>(await sales(owner, query));
      seen.push(...page.items.map((sale) => sale.id));
      expect(page.totals.count).toBe(5);
      if (!page.nextCursor) break;
      query = `from=2026-11-01&to=2026-11-30&limit=2&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual([ids.today3, ids.today2, ids.today1, ids.yesterday, ids.lastWeek]);
    expectError(await sales(owner, 'cursor=bm90LWEtY3Vyc29y'), 400, 'TRANSACTION_CURSOR_INVALID');
  });

  it("shows a cashier today's sales only", async () => {
    expect(dataOf<SalesPage>(await sales(cashier)).items).toHaveLength(3);
    expect(dataOf<SalesPage>(await sales(cashier, 'from=2026-11-27')).items).toHaveLength(3);
    expectError(await sales(cashier, 'from=2026-11-26'), 403, 'SHOP_CASHIER_TODAY_ONLY');
    expectError(
      await sales(cashier, 'from=2026-11-20&to=2026-11-27'),
      403,
      'SHOP_CASHIER_TODAY_ONLY',
    );
  });

  it('refuses a period that ends before it starts, is over a year, or names no real day', async () => {
    for (const query of [
      'from=2026-11-27&to=2026-11-26',
      'from=2025-01-01&to=2026-11-27',
      'from=2026-02-30',
      'from=27/11/2026',
    ]) {
      expectError(await sales(owner, query), 400, 'SHOP_SALES_PERIOD_INVALID');
    }
  });

  it('exports the period as CSV a Brazilian spreadsheet opens: BOM, ";" and a decimal comma', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/shop/sales/export?from=2026-11-20&to=2026-11-27',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="vendas-2026-11-20-a-2026-11-27.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse<Record<string, string>>(bytes.subarray(3).toString('utf8'), {
      delimiter: ';',
      columns: true,
    });
    expect(rows.map((row) => row.ID)).toEqual([
      ids.today3,
      ids.today2,
      ids.today1,
      ids.yesterday,
      ids.lastWeek,
    ]);
    expect(rows[0]).toEqual({
      Data: '27/11/2026',
      Hora: '14:00:00',
      Terminal: 'Balcão',
      Cliente: 'Ana',
      Cartão: 'Visa',
      Final: '4242',
      Valor: '50,00',
      Estornado: '12,00',
      Situação: 'Estornada em parte',
      ID: ids.today3,
    });
    expect(rows[3]).toMatchObject({
      Data: '26/11/2026',
      Hora: '23:30:00',
      Valor: '123,45',
      Cartão: 'Mastercard',
    });

    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/shop/sales/export',
      headers: { ...owner.headers, 'accept-language': 'en' },
    });
    expect(english.body.split('\r\n')[0]).toBe(
      '\uFEFFDate;Time;Terminal;Customer;Card;Last four;Amount;Refunded;Status;ID',
    );
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/shop/sales/export?from=2026-11-26',
        headers: cashier.headers,
      }),
      403,
      'SHOP_CASHIER_TODAY_ONLY',
    );
  });
});
