import { describe, expect, it } from 'vitest';
import { exampleIds, examplePaymentMethod } from '../testing/examples';
import { transactionsQuerySchema, transactionsResponseSchema } from './transactions';
import { userDataExportSchema } from './user';

const transaction = {
  id: exampleIds.transactionId,
  createdAt: '2026-11-21T12:00:00-03:00',
  status: 'SUCCESS',
  canceledAt: null,
  amountCents: 123456,
  amount: '-R$ 1.234,56',
  refundedCents: 0,
  refundedAt: null,
  reversed: false,
  place: { id: exampleIds.placeId, name: 'Padaria', googlePlaceId: 'ChIJ123', address: null },
  paymentMethod: examplePaymentMethod,
  cursor: 'MjAyNi0xMS0yMVQxNTowMDowMFp8YWU2Yg',
};

describe('transactions', () => {
  it('reads paging from the query string', () => {
    expect(transactionsQuerySchema.parse({ _take: '3', _skip: '0' })).toEqual({
      _take: 3,
      _skip: 0,
    });
    expect(transactionsQuerySchema.parse({ id: exampleIds.transactionId })).toEqual({
      id: exampleIds.transactionId,
    });
    expect(transactionsQuerySchema.safeParse({ _take: '0' }).success).toBe(false);
    expect(transactionsQuerySchema.safeParse({ _take: '101' }).success).toBe(false);
    expect(transactionsQuerySchema.safeParse({ _skip: '-1' }).success).toBe(false);
  });

  it('takes an opaque cursor of at most 200 characters for keyset paging', () => {
    expect(transactionsQuerySchema.parse({ _take: '20', cursor: transaction.cursor })).toEqual({
      _take: 20,
      cursor: transaction.cursor,
    });
    expect(transactionsQuerySchema.safeParse({ cursor: '' }).success).toBe(false);
    expect(transactionsQuerySchema.safeParse({ cursor: 'x'.repeat(201) }).success).toBe(false);
  });

  it('refuses a cursor of other characters with its own catalogue code', () => {
    for (const cursor of ['', 'a+b/c=', 'x'.repeat(201), 'ab cd']) {
      const result = transactionsQuerySchema.safeParse({ cursor });
      expect(result.success, cursor).toBe(false);
      expect(result.error?.issues[0]?.message, cursor).toBe('TRANSACTION_CURSOR_INVALID');
    }
  });

  it("adds the payments to the data export, by amount, shop and the card's last four", () => {
    const payment = {
      id: exampleIds.transactionId,
      paidAt: '2026-11-21T15:00:00.000Z',
      status: 'CANCELED',
      canceledAt: '2026-11-21T15:30:00.000Z',
      amountCents: 2390,
      place: { name: 'Padaria', address: null },
      card: { type: 'CREDIT_CARD', brand: 'VISA', lastFourDigits: '1111' },
    };
    const shape = userDataExportSchema.shape;
    expect(shape.payments.safeParse([payment, { ...payment, card: null }]).success).toBe(true);
    expect(shape.payments.safeParse([{ ...payment, amountCents: 0 }]).success).toBe(false);
    expect(Object.keys(shape)).toEqual(expect.arrayContaining(['profile', 'cards', 'payments']));
  });

  it("answers each item's cursor and the spec's formatted amount beside the cents", () => {
    const [item] = transactionsResponseSchema.parse({ data: [transaction] }).data;
    expect(item).toMatchObject({ amount: '-R$ 1.234,56', cursor: transaction.cursor });
    const { cursor: _cursor, ...withoutCursor } = transaction;
    expect(transactionsResponseSchema.safeParse({ data: [withoutCursor] }).success).toBe(false);
  });

  it('answers what refunds gave back, in integer cents, with when (decision 054)', () => {
    const refunded = {
      ...transaction,
      refundedCents: 1200,
      refundedAt: '2026-11-28T10:00:00-03:00',
    };
    expect(transactionsResponseSchema.parse({ data: [refunded] }).data[0]).toMatchObject({
      refundedCents: 1200,
    });
    for (const refundedCents of [-1, 12.5]) {
      expect(
        transactionsResponseSchema.safeParse({ data: [{ ...transaction, refundedCents }] }).success,
      ).toBe(false);
    }
  });

  it('answers transactions with integer cents and SUCCESS or CANCELED', () => {
    const parsed = transactionsResponseSchema.parse({ data: [transaction] });
    expect(parsed.data[0]?.amountCents).toBe(123456);
    expect(parsed.data[0]?.paymentMethod).not.toHaveProperty('cardStatus');
    const canceled = {
      ...transaction,
      status: 'CANCELED',
      canceledAt: '2026-11-21T13:00:00-03:00',
    };
    expect(transactionsResponseSchema.safeParse({ data: [canceled] }).success).toBe(true);
    for (const bad of [{ status: 'PENDING' }, { amountCents: 12.5 }, { amountCents: '1,00' }]) {
      expect(
        transactionsResponseSchema.safeParse({ data: [{ ...transaction, ...bad }] }).success,
      ).toBe(false);
    }
  });
});
