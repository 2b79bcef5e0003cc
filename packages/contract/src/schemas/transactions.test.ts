import { describe, expect, it } from 'vitest';
import { exampleIds, examplePaymentMethod } from '../testing/examples';
import { transactionsQuerySchema, transactionsResponseSchema } from './transactions';

const transaction = {
  id: exampleIds.transactionId,
  createdAt: '2026-11-21T12:00:00-03:00',
  status: 'SUCCESS',
  canceledAt: null,
  amountCents: 123456,
  place: { id: exampleIds.placeId, name: 'Padaria', googlePlaceId: 'ChIJ123' },
  paymentMethod: examplePaymentMethod,
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
