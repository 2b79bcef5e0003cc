// Transactions as GET user/transactions answers them, for the tests of the
// payments screens and the home screen's latest payments.
import type { Transaction } from '@rosto/contract/schemas/transactions';

export const TEST_PLACE_ID = '6d2f8a41-3c5e-4b7a-9e1d-0a2b4c6d8e0f';

let counter = 0;

/** A unique transaction id (UUID v4 shaped), in order of creation. */
export const testTransactionId = () =>
  `9b1c2d3e-4f5a-4b6c-8d7e-${String(++counter).padStart(12, '0')}`;

/** A payment of R$ 23,90 at Padaria Sol with a Visa ending 1111, unless told. */
export function testTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const id = overrides.id ?? testTransactionId();
  return {
    id,
    createdAt: '2026-03-10T15:00:00.000Z',
    status: 'SUCCESS',
    canceledAt: null,
    amountCents: 2390,
    amount: '-R$\u00a023,90',
    refundedCents: 0,
    refundedAt: null,
    reversed: false,
    place: {
      id: TEST_PLACE_ID,
      name: 'Padaria Sol',
      googlePlaceId: null,
      address: 'Rua Augusta, 1500 - Consolação, São Paulo - SP',
    },
    paymentMethod: {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      type: 'CREDIT_CARD',
      alias: null,
      authorizer: 'VISA',
      authorizerName: 'Visa',
      cardBrand: 'VISA',
      cardLastFourDigits: '1111',
      formattedOneLine: 'Visa •••• 1111',
    },
    cursor: `cursor-${id}`,
    ...overrides,
  };
}
