// The console's customers and help desk (issue 26, role support): find a
// customer by a ticket's support reference, a full CPF or a phone; read the
// customer's page with personal data masked; block, unblock, end sessions and
// resend the e-mail confirmation, each with a reason kept in the audit trail.
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, issueCode, uuidSchema } from './common';
import { actionReasonSchema } from './console';
import { cpfSchema } from './fields';
import { cardBrandSchema, cardStatusSchema, paymentMethodTypeSchema } from './payment-methods';
import { transactionStatusSchema } from './transactions';
import { faceStatusSchema } from './user';

// --- POST console/customers/search ---------------------------------------------

/**
 * Exactly one key. Sent in a body, never a query string, so no CPF or phone
 * lands in an access log. A CPF is searched only in full: no prefix or
 * partial match lists customers.
 */
export const consoleCustomerSearchBodySchema = z
  .strictObject({
    reference: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe('A support reference as the ticket shows it (case, hyphens and spaces ignored)'),
    cpf: cpfSchema.optional().describe('The whole CPF, 11 digits'),
    phone: z
      .string(issueCode('PHONE_INVALID'))
      .regex(/^\d{10,11}$/u, issueCode('PHONE_INVALID'))
      .optional()
      .describe('Phone digits with the area code (10 or 11)'),
  })
  .refine(
    (body) =>
      [body.reference, body.cpf, body.phone].filter((key) => key !== undefined).length === 1,
    issueCode('VALIDATION_ERROR'),
  )
  .describe('One of reference, cpf or phone');
export type ConsoleCustomerSearchBody = z.infer<typeof consoleCustomerSearchBodySchema>;

/** The kind of key a search used: what the audit trail keeps of it, never the value. */
export type CustomerSearchKey = 'reference' | 'cpf' | 'phone';

export const customerStatusSchema = z
  .enum(['active', 'blocked', 'deleted'])
  .describe('deleted: the account is gone (nothing left to open)');
export type CustomerStatus = z.infer<typeof customerStatusSchema>;

const maskedCpfSchema = z.string().describe('e.g. •••.456.789-••');
const maskedPhoneSchema = z.string().describe('e.g. (11) •••••-4321');

export const customerSearchItemSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  /** Null once the account is deleted (its CPF is no longer kept). */
  maskedCpf: maskedCpfSchema.nullable(),
  maskedPhone: maskedPhoneSchema.nullable(),
  status: customerStatusSchema,
  createdAt: isoDateTimeSchema,
});
export type CustomerSearchItem = z.infer<typeof customerSearchItemSchema>;

export const consoleCustomerSearchResponseSchema = dataEnvelope(
  z.object({ items: z.array(customerSearchItemSchema) }),
);

// --- GET console/customers/:id ---------------------------------------------------

export const consoleCustomerParamsSchema = z.object({ id: uuidSchema });

export const customerCardSchema = z.object({
  id: uuidSchema,
  type: paymentMethodTypeSchema,
  brand: cardBrandSchema.nullable(),
  lastFour: z.string().nullable(),
  status: cardStatusSchema,
});

export const customerPaymentSchema = z.object({
  id: uuidSchema,
  at: isoDateTimeSchema,
  placeName: z.string(),
  amountCents: z.number().int().positive(),
  status: transactionStatusSchema,
});

export const customerSessionSchema = z.object({
  id: uuidSchema,
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** As the app described the device when it registered on it; null when unknown. */
  device: z.string().nullable(),
});

/** The newest payments shown on a customer's page. */
export const CUSTOMER_PAGE_PAYMENTS = 10;

export const customerDetailsSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  maskedCpf: maskedCpfSchema.nullable(),
  maskedPhone: maskedPhoneSchema.nullable(),
  maskedEmail: z.string().nullable().describe('e.g. a•••@gmail.com; null without an e-mail'),
  emailConfirmed: z.boolean(),
  status: customerStatusSchema,
  faceStatus: faceStatusSchema.nullable(),
  faceThumbnail: z
    .string()
    .nullable()
    .describe(
      'A small JPEG data: URL of the enrolled face; only for an operator who also holds reviewer, else null',
    ),
  createdAt: isoDateTimeSchema,
  cards: z.array(customerCardSchema),
  payments: z.array(customerPaymentSchema).describe('The newest 10, newest first'),
  sessions: z.array(customerSessionSchema).describe('Open sessions, the last used first'),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const consoleCustomerResponseSchema = dataEnvelope(customerDetailsSchema);

// --- actions -----------------------------------------------------------------------

export const consoleCustomerActionBodySchema = z.object({ reason: actionReasonSchema });

export const consoleCustomerBlockResponseSchema = dataEnvelope(
  z.object({
    status: z.literal('blocked'),
    sessionsEnded: z.number().int().nonnegative(),
  }),
);

export const consoleCustomerUnblockResponseSchema = dataEnvelope(
  z.object({ status: z.literal('active') }),
);

export const consoleCustomerEndSessionsResponseSchema = dataEnvelope(
  z.object({ ended: z.number().int().nonnegative() }),
);

export const consoleCustomerResendEmailResponseSchema = dataEnvelope(
  z.object({ sent: z.literal(true) }),
);
