// Support references (decision 020): a help-desk ticket carries an opaque,
// expiring reference instead of the CPF; the context stays on our side and
// the help desk reads it with the operator's token.
import { z } from 'zod';
import { errorCodes } from '../errors';
import { dataEnvelope, isoDateTimeSchema } from './common';
import { cpfSchema } from './fields';

/** 20 characters of Crockford's base32 (100 random bits), shown in groups of four. */
export const SUPPORT_REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/u;

export const supportReferenceSchema = z
  .string()
  .regex(SUPPORT_REFERENCE_PATTERN)
  .describe('Opaque reference, e.g. 7KQ2-M9XD-4RTB-H0WC-8ZNE; carries no personal data');

/** What a ticket used to carry in its text; each part optional, at least one present. */
export const supportContextSchema = z
  .object({
    cpf: cpfSchema.optional(),
    lastFour: z
      .string()
      .regex(/^\d{4}$/u)
      .optional()
      .describe('Last four digits of the phone the sign-in code went to'),
    phone: z
      .string()
      .regex(/^\d{10,11}$/u)
      .optional()
      .describe('Phone digits with area code (a number already in use at sign-up)'),
    code: z.enum(errorCodes).optional().describe('The error the user saw'),
    userAgent: z.string().max(1024).optional().describe('Browser, to reproduce a camera problem'),
  })
  .refine((context) => Object.values(context).some((value) => value !== undefined), {
    message: 'at least one field',
  })
  .describe('Context of a support request');
export type SupportContext = z.infer<typeof supportContextSchema>;

export const supportReferenceCreateResponseSchema = dataEnvelope(
  z.object({ reference: supportReferenceSchema, expiresAt: isoDateTimeSchema }),
);
export type SupportReferenceCreated = z.infer<typeof supportReferenceCreateResponseSchema>['data'];

export const supportReferenceParamsSchema = z.object({
  ref: z
    .string()
    .max(64)
    .describe('The reference as the ticket shows it (case, hyphens and spaces ignored)'),
});

export const supportReferenceResponseSchema = dataEnvelope(
  z.object({
    reference: supportReferenceSchema,
    createdAt: isoDateTimeSchema,
    expiresAt: isoDateTimeSchema,
    context: supportContextSchema,
  }),
);
export type SupportReferenceDetails = z.infer<typeof supportReferenceResponseSchema>['data'];
