// Payments list and receipt (docs/spec/wallet-checklist.md §3, §7): GET user/transactions.
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, issueCode } from './common';
import { paymentMethodSummarySchema } from './payment-methods';

export const TRANSACTIONS_MAX_TAKE = 100;

export const transactionsQuerySchema = z.object({
  _take: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRANSACTIONS_MAX_TAKE)
    .optional()
    .describe('Page size; the home screen asks 3'),
  _skip: z.coerce.number().int().min(0).optional().describe('Items to skip'),
  id: z.uuid().optional().describe('Only this transaction (receipt)'),
  cursor: z
    .string()
    .min(1, issueCode('TRANSACTION_CURSOR_INVALID'))
    .max(200, issueCode('TRANSACTION_CURSOR_INVALID'))
    .regex(/^[A-Za-z0-9_-]+$/u, issueCode('TRANSACTION_CURSOR_INVALID'))
    .optional()
    .describe(
      "Opaque: a transaction's `cursor`; answers the items after it (keyset paging, _skip ignored)",
    ),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionStatusSchema = z.enum(['SUCCESS', 'CANCELED']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const transactionPlaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  googlePlaceId: z
    .string()
    .nullable()
    .describe(
      "The shop's Google place id when one is known (the spec's field); the map tab follows GET user/place/{id}/google-place-details",
    ),
  address: z
    .string()
    .nullable()
    .describe("The shop's street address for the receipt (issue 29); null when the shop has none"),
});

export const transactionSchema = z
  .object({
    id: z.uuid(),
    createdAt: isoDateTimeSchema,
    status: transactionStatusSchema,
    canceledAt: isoDateTimeSchema.nullable(),
    amountCents: z.int().positive().describe('Amount paid, in cents'),
    amount: z
      .string()
      .describe('The spec\'s formatted text, with a leading minus: "-R$ 23,90" (pt-BR)'),
    refundedCents: z
      .int()
      .nonnegative()
      .describe(
        'What the shop gave back by refunds (decision 054); a sale refunded in whole is also CANCELED',
      ),
    refundedAt: isoDateTimeSchema
      .nullable()
      .describe(
        'When the last refund was given back: the receipt\'s "Estornado R$ 12,00 em 28/11"',
      ),
    reversed: z
      .boolean()
      .describe(
        'A charge the shop gave up on (the card company answered too late) that was given back at once: CANCELED, never paid (decision 057)',
      ),
    place: transactionPlaceSchema,
    paymentMethod: paymentMethodSummarySchema.nullable(),
    cursor: z
      .string()
      .describe('Opaque position of this item: send it as ?cursor= to read the next page'),
  })
  .describe('A payment at a partner shop');
export type Transaction = z.infer<typeof transactionSchema>;

/** Newest first. */
export const transactionsResponseSchema = dataEnvelope(z.array(transactionSchema));
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
