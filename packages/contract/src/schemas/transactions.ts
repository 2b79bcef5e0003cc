// Payments list and receipt (wallet.md §3, §7): GET user/transactions.
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from './common';
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
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionStatusSchema = z.enum(['SUCCESS', 'CANCELED']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const transactionPlaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  googlePlaceId: z.string().nullable().describe('Present when the map tab can be shown'),
});

export const transactionSchema = z
  .object({
    id: z.uuid(),
    createdAt: isoDateTimeSchema,
    status: transactionStatusSchema,
    canceledAt: isoDateTimeSchema.nullable(),
    amountCents: z
      .int()
      .positive()
      .describe('Amount paid, in cents; the app formats it (the spec held formatted text)'),
    place: transactionPlaceSchema,
    paymentMethod: paymentMethodSummarySchema.nullable(),
  })
  .describe('A payment at a partner shop');
export type Transaction = z.infer<typeof transactionSchema>;

/** Newest first. */
export const transactionsResponseSchema = dataEnvelope(z.array(transactionSchema));
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
