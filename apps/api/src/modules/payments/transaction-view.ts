// A stored payment as GET user/transactions answers it (docs/spec/wallet-checklist.md §3
// Transaction): the cents and the spec's formatted amount with its leading
// minus, the place, the card's summary and the item's paging cursor.
import type { Locale } from '@rosto/contract/errors';
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { formatMoney } from '@rosto/contract/format-money';
import type { places, transactions } from '../../db/schema';
import {
  type PaymentMethodSummaryRow,
  toPaymentMethodSummary,
} from '../wallet/payment-method-view';
import { encodeTransactionCursor } from './transaction-cursor';

/** The columns of a transaction the customer's list shows. */
export const listedTransactionColumns = [
  'id',
  'createdAt',
  'status',
  'canceledAt',
  'amountCents',
  'refundedCents',
  'refundedAt',
  'reversed',
] as const satisfies readonly (keyof typeof transactions.$inferSelect)[];

export interface TransactionListRow {
  transaction: Pick<typeof transactions.$inferSelect, (typeof listedTransactionColumns)[number]>;
  place: Pick<typeof places.$inferSelect, 'id' | 'name' | 'googlePlaceId' | 'address'>;
  paymentMethod: PaymentMethodSummaryRow | null;
  /** created_at to the microsecond, UTC ("…T15:00:00.123456Z"), for the cursor. */
  cursorAt: string;
}

/**
 * "-R$ 23,90": always pt-BR (the spec's text), with plain spaces where Intl
 * writes no-break ones (the one money formatter, decision 032).
 */
export function transactionAmountText(amountCents: number): string {
  return `-${formatMoney(amountCents, 'pt-BR', { plainSpaces: true })}`;
}

/** `language`: the account's, which the store card's name is written in (decision 072). */
export function toTransaction(row: TransactionListRow, language: Locale = 'pt-BR'): Transaction {
  const { transaction, place } = row;
  return {
    id: transaction.id,
    createdAt: transaction.createdAt.toISOString(),
    status: transaction.status,
    canceledAt: transaction.canceledAt?.toISOString() ?? null,
    amountCents: transaction.amountCents,
    amount: transactionAmountText(transaction.amountCents),
    refundedCents: transaction.refundedCents,
    refundedAt: transaction.refundedAt?.toISOString() ?? null,
    reversed: transaction.reversed,
    place: {
      id: place.id,
      name: place.name,
      googlePlaceId: place.googlePlaceId,
      address: place.address,
    },
    paymentMethod: row.paymentMethod ? toPaymentMethodSummary(row.paymentMethod, language) : null,
    cursor: encodeTransactionCursor({ at: row.cursorAt, id: transaction.id }),
  };
}
