// The customer's payments (docs/spec/wallet-checklist.md §2 payments list and receipt, §3
// Transaction, §7; decision 032) on a real database: pages by _take/_skip and
// by cursor, one by id, canceled ones, the amount text, the place and the card,
// and a shop's location for the map. On PGlite and PostgreSQL (TEST_DB).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionsResponseSchema } from '@rosto/contract/schemas/transactions';
import { bearer, useTestApp } from '../../../test/app';
import { dataOf, expectError } from '../../../test/entrance';
import {
  PAULISTA,
  createPlace,
  createTerminal,
  insertTransactions,
  transactionsCall,
  transactionsOf,
} from '../../../test/payments';
import { addCreditCard, visa, walletUser } from '../../../test/wallet';

const minutes = (n: number) => n * 60_000;
const BASE = new Date('2026-11-20T15:00:00.000Z').getTime();
const at = (minute: number) => new Date(BASE + minutes(minute));

/** (created_at desc, id desc): the order the list promises, with ties broken by id. */
const newestFirst = (rows: { id: string; createdAt: Date }[]) =>
  [...rows]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);

describe('payments', () => {
  const ctx = useTestApp();

  describe('GET user/transactions', () => {
    it("answers only the signed-in customer's payments, newest first, 20 to a page by default", async () => {
      const { token, profile } = await walletUser(ctx.app);
      const stranger = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db);
      const mine = await insertTransactions(
        ctx.database.db,
        profile.id,
        Array.from({ length: 23 }, (_, i) => ({ placeId: place.id, createdAt: at(i) })),
      );
      await insertTransactions(ctx.database.db, stranger.profile.id, [
        { placeId: place.id, createdAt: at(100) },
      ]);

      const response = await transactionsCall(ctx.app, token);
      expect(transactionsResponseSchema.strict().safeParse(response.json()).success).toBe(true);
      const page = dataOf<{ id: string }[]>(response);
      expect(page.map((item) => item.id)).toEqual(newestFirst(mine).slice(0, 20));
      expect(await transactionsOf(ctx.app, stranger.token)).toHaveLength(1);
      expectError(
        await ctx.app.inject({ method: 'GET', url: '/api/user/transactions' }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('pages by _take and _skip as the home asks (_take=3&_skip=0)', async () => {
      const { token, profile } = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db);
      const rows = await insertTransactions(
        ctx.database.db,
        profile.id,
        Array.from({ length: 5 }, (_, i) => ({ placeId: place.id, createdAt: at(i) })),
      );
      const order = newestFirst(rows);

      const ids = async (query: string) =>
        (await transactionsOf(ctx.app, token, query)).map((item) => item.id);
      expect(await ids('_take=3&_skip=0')).toEqual(order.slice(0, 3));
      expect(await ids('_take=3&_skip=3')).toEqual(order.slice(3));
      expect(await ids('_take=3&_skip=5')).toEqual([]);
      expect(await ids('_skip=1')).toEqual(order.slice(1));
    });

    it('pages by cursor across equal creation times, ties broken by id; _skip is ignored after a cursor', async () => {
      const { token, profile } = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db);
      // Seven at the same instant between two others, so pages of 3 split the tie.
      const rows = await insertTransactions(ctx.database.db, profile.id, [
        { placeId: place.id, createdAt: at(10) },
        ...Array.from({ length: 7 }, () => ({ placeId: place.id, createdAt: at(5) })),
        { placeId: place.id, createdAt: at(1) },
      ]);
      const order = newestFirst(rows);

      const walked: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 5; page += 1) {
        const query = `_take=3${cursor ? `&cursor=${cursor}&_skip=2` : ''}`;
        const items = await transactionsOf(ctx.app, token, query);
        walked.push(...items.map((item) => item.id));
        if (items.length < 3) break;
        cursor = items.at(-1)!.cursor;
      }
      expect(walked).toEqual(order);
      expect(new Set(walked).size).toBe(rows.length);
    });

    it('loses no payment between pages when times differ below the millisecond', async () => {
      const { token, profile } = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db);
      const rows = await insertTransactions(
        ctx.database.db,
        profile.id,
        Array.from({ length: 3 }, () => ({ placeId: place.id })),
      );
      // The database keeps microseconds; a cursor rounded to the millisecond would skip one.
      const times = [
        '2026-11-20T15:00:00.123789Z',
        '2026-11-20T15:00:00.123456Z',
        '2026-11-20T15:00:00.123001Z',
      ];
      for (const [i, row] of rows.entries()) {
        await ctx.database.db.execute(
          sql`update transactions set created_at = ${times[i]}::timestamptz where id = ${row.id}`,
        );
      }
      const walked: string[] = [];
      let cursor = '';
      for (let page = 0; page < 4; page += 1) {
        const items = await transactionsOf(ctx.app, token, `_take=1${cursor}`);
        if (items.length === 0) break;
        walked.push(items[0]!.id);
        cursor = `&cursor=${items[0]!.cursor}`;
      }
      expect(walked).toEqual(rows.map((row) => row.id));
    });

    it('refuses a malformed cursor with TRANSACTION_CURSOR_INVALID', async () => {
      const { token, profile } = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db);
      await insertTransactions(ctx.database.db, profile.id, [{ placeId: place.id }]);
      const [item] = await transactionsOf(ctx.app, token);
      const forged = (text: string) => Buffer.from(text).toString('base64url');
      for (const cursor of [
        'bm90LWEtY3Vyc29y',
        forged(`2026-02-30T15:00:00.000000Z|${item!.id}`),
        forged(`2026-11-20T15:00:00.000000Z|' or 1=1 --`),
        `${item!.cursor}x`,
        'a+b',
        'x'.repeat(201),
        '%F0%9F%98%80',
      ]) {
        expectError(
          await transactionsCall(ctx.app, token, `cursor=${cursor}`),
          400,
          'TRANSACTION_CURSOR_INVALID',
        );
      }
    });

    it("answers one payment by id for the receipt; another customer's is TRANSACTION_NOT_FOUND like a missing one", async () => {
      const { token, profile } = await walletUser(ctx.app);
      const stranger = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db);
      const [first, second] = await insertTransactions(ctx.database.db, profile.id, [
        { placeId: place.id, createdAt: at(1) },
        { placeId: place.id, createdAt: at(2) },
      ]);
      const [theirs] = await insertTransactions(ctx.database.db, stranger.profile.id, [
        { placeId: place.id },
      ]);

      // The id wins over paging.
      const byId = await transactionsOf(ctx.app, token, `id=${first!.id}&_take=1&_skip=1`);
      expect(byId.map((item) => item.id)).toEqual([first!.id]);
      expect((await transactionsOf(ctx.app, token, `id=${second!.id}`))[0]?.id).toBe(second!.id);

      const other = await transactionsCall(ctx.app, token, `id=${theirs!.id}`);
      const missing = await transactionsCall(
        ctx.app,
        token,
        'id=00000000-0000-4000-8000-000000000000',
      );
      expectError(other, 404, 'TRANSACTION_NOT_FOUND');
      expect(other.body).toBe(missing.body);
      expect((await transactionsOf(ctx.app, stranger.token, `id=${theirs!.id}`))[0]?.id).toBe(
        theirs!.id,
      );
    });

    it('shows a canceled payment as CANCELED with canceledAt', async () => {
      const { token, profile } = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db);
      const [paid, canceled] = await insertTransactions(ctx.database.db, profile.id, [
        { placeId: place.id, createdAt: at(1) },
        { placeId: place.id, createdAt: at(2), canceledAt: at(30) },
      ]);
      const items = await transactionsOf(ctx.app, token);
      expect(items.find((item) => item.id === canceled!.id)).toMatchObject({
        status: 'CANCELED',
        canceledAt: at(30).toISOString(),
        createdAt: at(2).toISOString(),
      });
      expect(items.find((item) => item.id === paid!.id)).toMatchObject({
        status: 'SUCCESS',
        canceledAt: null,
      });
    });

    it("answers the amount in cents and as the spec's text, '-R$ 23,90', with plain spaces", async () => {
      const { token, profile } = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db);
      await insertTransactions(ctx.database.db, profile.id, [
        { placeId: place.id, amountCents: 2390, createdAt: at(3) },
        { placeId: place.id, amountCents: 123456, createdAt: at(2) },
        { placeId: place.id, amountCents: 5, createdAt: at(1), canceledAt: at(4) },
      ]);
      const items = await transactionsOf(ctx.app, token);
      expect(items.map(({ amountCents, amount }) => ({ amountCents, amount }))).toEqual([
        { amountCents: 2390, amount: '-R$ 23,90' },
        { amountCents: 123456, amount: '-R$ 1.234,56' },
        { amountCents: 5, amount: '-R$ 0,05' },
      ]);
      expect(items.some((item) => /[\u00A0\u202F]/u.test(item.amount))).toBe(false);
    });

    it('names the place with its address and the card charged by its summary, or no card when there is none', async () => {
      const { token, profile } = await walletUser(ctx.app);
      const number = visa(321);
      const added = await addCreditCard(ctx.app, token, { number, alias: 'Mercado' });
      expect(added.statusCode, added.body).toBe(201);
      const cardId = added.json<{ data: { id: string } }>().data.id;
      const place = await createPlace(ctx.database.db, {
        name: 'Mercado Azul Paulista',
        googlePlaceId: 'ChIJ0WGkg4FEzpQRrlsz_whLqZs',
      });
      const { terminal } = await createTerminal(ctx.database.db, place.id);
      const [withCard, withoutCard] = await insertTransactions(ctx.database.db, profile.id, [
        { placeId: place.id, paymentMethodId: cardId, terminalId: terminal.id, createdAt: at(2) },
        { placeId: place.id, paymentMethodId: null, createdAt: at(1) },
      ]);

      const items = await transactionsOf(ctx.app, token);
      const { cursor, ...first } = items[0]!;
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/u);
      expect(first).toEqual({
        id: withCard!.id,
        createdAt: at(2).toISOString(),
        status: 'SUCCESS',
        canceledAt: null,
        amountCents: 2390,
        amount: '-R$ 23,90',
        refundedCents: 0,
        refundedAt: null,
        reversed: false,
        place: {
          id: place.id,
          name: 'Mercado Azul Paulista',
          googlePlaceId: 'ChIJ0WGkg4FEzpQRrlsz_whLqZs',
          // The receipt shows it (issue 29).
          address: 'Av. Paulista, 1000, São Paulo',
        },
        paymentMethod: {
          id: cardId,
          type: 'CREDIT_CARD',
          alias: 'Mercado',
          authorizer: 'VISA',
          authorizerName: 'Visa',
          cardBrand: 'VISA',
          cardLastFourDigits: number.slice(-4),
          formattedOneLine: `Visa •••• ${number.slice(-4)}`,
        },
      });
      expect(items[1]).toMatchObject({ id: withoutCard!.id, paymentMethod: null });
      expect(JSON.stringify(items)).not.toContain(number);
    });
  });

  describe('GET user/place/{id}/google-place-details', () => {
    const details = (token: string, placeId: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/user/place/${placeId}/google-place-details`,
        headers: bearer(token),
      });

    it("answers a shop's location from our places to any signed-in customer", async () => {
      const { token } = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db, { location: PAULISTA });
      // No payment there: a shop's address is public.
      expect(dataOf(await details(token, place.id))).toEqual({
        geometry: { location: { lat: PAULISTA.lat, lng: PAULISTA.lng } },
      });
      expectError(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/user/place/${place.id}/google-place-details`,
        }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('answers PLACE_NOT_FOUND for a place without a location and for an unknown one', async () => {
      const { token } = await walletUser(ctx.app);
      const place = await createPlace(ctx.database.db, { location: null });
      expectError(await details(token, place.id), 404, 'PLACE_NOT_FOUND');
      expectError(
        await details(token, '00000000-0000-4000-8000-000000000000'),
        404,
        'PLACE_NOT_FOUND',
      );
    });
  });
});
