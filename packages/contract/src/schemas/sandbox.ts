// Sandbox-only calls (answered only when the server runs with STAGE=sandbox,
// 404 otherwise): the outbox of messages the sandbox adapters would have sent,
// and a shortcut that creates a signed-in test user for end-to-end tests.
import { z } from 'zod';
import { dataEnvelope, issueCode } from './common';
import { cpfSchema, emailSchema, fullNameSchema, phoneSchema, pinSchema } from './fields';
import { approvalStatusSchema, faceStatusSchema, userProfileSchema } from './user';

// --- GET sandbox/outbox -------------------------------------------------------

/** `card`: a line of the card's statement (the validation charge), addressed to the card's last four digits. */
export const outboxChannelSchema = z.enum(['sms', 'voice', 'email', 'card']);
export type OutboxChannel = z.infer<typeof outboxChannelSchema>;

export const sandboxOutboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .optional()
    .describe('Only messages to this phone (digits, +55 optional) or e-mail address'),
});
export type SandboxOutboxQuery = z.infer<typeof sandboxOutboxQuerySchema>;

export const sandboxOutboxItemSchema = z.object({
  id: z.uuid(),
  channel: outboxChannelSchema,
  to: z
    .string()
    .describe("Phone digits (area code first), e-mail address, or a card's last four digits"),
  subject: z.string().nullable().describe('E-mail subject; null for SMS, voice and card'),
  body: z.string().describe('Text that would have been sent (or spoken)'),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SandboxOutboxItem = z.infer<typeof sandboxOutboxItemSchema>;

/** Newest first, at most 100 messages. */
export const sandboxOutboxResponseSchema = dataEnvelope(z.array(sandboxOutboxItemSchema));
export type SandboxOutboxResponse = z.infer<typeof sandboxOutboxResponseSchema>;

// --- POST sandbox/users -------------------------------------------------------

export const createSandboxUserBodySchema = z
  .object({
    cpf: cpfSchema.optional().describe('A valid CPF is generated when absent'),
    fullName: fullNameSchema.optional(),
    phone: phoneSchema.optional().describe('Confirmed phone; a random mobile when absent'),
    faceStatus: faceStatusSchema.nullable().optional().describe('SUCCESS when absent'),
    mustRegisterFace: z.boolean().optional().describe('false when absent'),
    email: emailSchema.optional().describe('Stored as validated'),
    partnerSlug: z.string().min(1).max(100).optional().describe('Partner the user belongs to'),
    blocked: z.boolean().optional().describe('A blocked account (false when absent)'),
    deleted: z.boolean().optional().describe('A removed account (false when absent)'),
    pin: pinSchema.optional().describe('The 4-digit PIN to set (stored hashed); none when absent'),
    biometricConsent: z
      .boolean()
      .optional()
      .describe('Record the consent to biometric processing, so face photos are analysed at once'),
    allowAddPaymentStatus: approvalStatusSchema
      .optional()
      .describe('Whether the user may add cards (AUTO_APPROVED when absent)'),
    prePostPaidCard: z
      .object({
        product: z
          .string()
          .regex(/^[A-Z0-9_]{1,40}$/u)
          .describe('The place product, e.g. PADARIA_SOL'),
        placeName: z.string().min(1).max(100),
        balanceCents: z.int().nonnegative().max(100_000_000),
        titularName: z
          .string()
          .min(1)
          .max(100)
          .optional()
          .describe("A dependent card of this titular's account"),
      })
      .optional()
      .describe('A pre/post-paid card of a partner place, with a top-up and a purchase'),
  })
  .describe('Creates a test user and signs a session token for it');
export type CreateSandboxUserBody = z.infer<typeof createSandboxUserBodySchema>;
export type CreateSandboxUserBodyInput = z.input<typeof createSandboxUserBodySchema>;

export const createSandboxUserResultSchema = z.object({
  token: z.string().min(1).describe('Bearer JWT for every signed-in call'),
  profile: userProfileSchema,
});
export type CreateSandboxUserResult = z.infer<typeof createSandboxUserResultSchema>;

export const createSandboxUserResponseSchema = dataEnvelope(createSandboxUserResultSchema);
export type CreateSandboxUserResponse = z.infer<typeof createSandboxUserResponseSchema>;

// --- POST sandbox/phone-codes/expire --------------------------------------------

/** Lets testers (and the end-to-end tests) see the expired-code path without waiting 10 minutes. */
export const expireSandboxPhoneCodesBodySchema = z
  .object({
    phone: z
      .string()
      .regex(/^\d{11}$/u, issueCode('PHONE_INVALID'))
      .describe('Phone digits, area code first'),
  })
  .describe('Expires every unused code sent to this phone');
export type ExpireSandboxPhoneCodesBody = z.infer<typeof expireSandboxPhoneCodesBodySchema>;

export const expireSandboxPhoneCodesResponseSchema = dataEnvelope(
  z.object({ expired: z.int().nonnegative().describe('How many codes were expired') }),
);
export type ExpireSandboxPhoneCodesResponse = z.infer<typeof expireSandboxPhoneCodesResponseSchema>;

export const forgetSandboxFaceResponseSchema = dataEnvelope(
  z.object({
    templates: z.int().nonnegative().describe("How many of the user's enrolled faces were deleted"),
  }),
);
export type ForgetSandboxFaceResponse = z.infer<typeof forgetSandboxFaceResponseSchema>;

// --- POST sandbox/terminals -----------------------------------------------------

/** A shop terminal for testers and the end-to-end tests, as `npm run terminal:create` makes one. */
export const createSandboxTerminalBodySchema = z
  .object({
    partnerSlug: z.string().min(1).max(100).describe('The partner the place belongs to'),
    placeName: z.string().trim().min(1).max(100).describe('Found by name, or made'),
    address: z.string().trim().min(1).max(200).optional(),
    location: z
      .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
      .optional()
      .describe("The place's location (its receipts show a map)"),
    requirePin: z.boolean().optional().describe('PIN at every payment (false when absent)'),
  })
  .describe('Creates a terminal at a place of a partner and answers its key once');
export type CreateSandboxTerminalBody = z.infer<typeof createSandboxTerminalBodySchema>;

export const createSandboxTerminalResultSchema = z.object({
  terminalId: z.uuid(),
  placeId: z.uuid(),
  key: z.string().describe('The terminal key (rosto_term_…), shown this once'),
});
export type CreateSandboxTerminalResult = z.infer<typeof createSandboxTerminalResultSchema>;
export const createSandboxTerminalResponseSchema = dataEnvelope(createSandboxTerminalResultSchema);
