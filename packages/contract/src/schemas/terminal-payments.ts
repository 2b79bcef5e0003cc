// The shop terminal's payment calls (issue 11, decision 033): start a payment,
// send the customer's face, confirm with a card (and the PIN when asked), cancel.
// Every answer is the payment as the terminal sees it: never the customer's CPF,
// full name or match score.
import { z } from 'zod';
import { MAX_AMOUNT_CENTS, amountError } from '../validators/amount';
import { dataEnvelope, isoDateTimeSchema, issueCode } from './common';
import {
  burstFramesSchema,
  challengeFramesSchema,
  faceChallengeSchema,
  faceImageSchema,
} from './face';
import { cpfSchema, pinSchema } from './fields';
import { cardBrandSchema } from './payment-methods';

/** States of a payment on the shop's side; the customer only ever sees SUCCESS or CANCELED. */
export const terminalPaymentStates = [
  'STARTED',
  'IDENTIFIED',
  'CHARGING',
  'SUCCEEDED',
  'DECLINED',
  'UNKNOWN',
  'CANCELED',
  'EXPIRED',
  // The gateway never answered and the server gave the charge up (decision
  // 057): nothing found, the till moved on, or the time ran out. Safe to ring
  // again: a charge that lands later is reversed.
  'NOT_CHARGED',
  // A charge given up on that landed late, and was voided.
  'REVERSED',
] as const;
export const terminalPaymentStateSchema = z.enum(terminalPaymentStates);
export type TerminalPaymentState = z.infer<typeof terminalPaymentStateSchema>;

// --- POST terminal/payments ---------------------------------------------------

export const terminalPaymentStartBodySchema = z
  .object({
    amountCents: z
      .int(issueCode(amountError))
      .min(1, issueCode(amountError))
      .max(MAX_AMOUNT_CENTS, issueCode(amountError))
      .describe('Amount in cents (R$ 23,90 is 2390)'),
    idempotencyKey: z
      .string()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/u)
      .describe(
        "The terminal's own key for this sale (8-100 of A-Z a-z 0-9 _ -): a repeat answers the first payment",
      ),
  })
  .describe('Starts a payment, or answers the one this idempotency key already started');
export type TerminalPaymentStartBody = z.infer<typeof terminalPaymentStartBodySchema>;

// --- the payment in the path ----------------------------------------------------

export const terminalPaymentParamsSchema = z.object({
  id: z.uuid().describe("The payment's id"),
});

// --- POST terminal/payments/:id/face ------------------------------------------

export const terminalPaymentFaceBodySchema = z
  .object({
    image: faceImageSchema,
    cpf: cpfSchema.optional().describe('1:1 against this customer instead of the 1:N search'),
    phoneLastFour: z
      .string()
      .regex(/^\d{4}$/u)
      .optional()
      .describe('Only customers whose phone ends in these 4 digits (narrows the search)'),
    frames: burstFramesSchema
      .optional()
      .describe(
        'More frames of the capture: without them, or when they do not show the face moving on its own, the PIN is asked',
      ),
  })
  .describe("The customer's face photo, taken at the terminal, and its burst");
export type TerminalPaymentFaceBody = z.infer<typeof terminalPaymentFaceBodySchema>;

// --- POST terminal/payments/:id/challenge -------------------------------------

export const terminalPaymentChallengeBodySchema = z
  .object({
    challengeId: z.uuid().describe("The payment's `challenge.challengeId`"),
    frames: challengeFramesSchema,
  })
  .describe('The frames recorded while the customer turned the head as the challenge asked');
export type TerminalPaymentChallengeBody = z.infer<typeof terminalPaymentChallengeBodySchema>;

/** What a challenge's frames showed: the turn asked for by the customer matched, or not. */
export const terminalChallengeOutcomes = ['passed', 'failed'] as const;

// --- POST terminal/payments/:id/confirm ---------------------------------------

export const terminalPaymentConfirmBodySchema = z
  .object({
    paymentMethodId: z.uuid().describe('One of the cards the face step offered'),
    pin: pinSchema.optional().describe("The customer's PIN, when `pinRequired`"),
  })
  .describe('Charges the card chosen');
export type TerminalPaymentConfirmBody = z.infer<typeof terminalPaymentConfirmBodySchema>;

// --- the answer ------------------------------------------------------------------

export const terminalPaymentCardSchema = z
  .object({
    id: z.uuid(),
    brand: cardBrandSchema.nullable(),
    lastFour: z.string().nullable(),
    alias: z.string().nullable(),
  })
  .describe('A card of the customer usable at this place');

/** Why a card of the customer is not offered here (the till says it in words). */
export const unavailableCardReasons = ['NOT_VALIDATED', 'IN_REVIEW', 'OTHER_SHOP'] as const;

export const terminalUnavailableCardSchema = terminalPaymentCardSchema
  .extend({
    type: z.string().describe('CREDIT_CARD, FOOD_VOUCHER, or a store card'),
    reason: z.enum(unavailableCardReasons),
  })
  .describe('A card of the customer not offered at this place, and why');

export const terminalPaymentSchema = z
  .object({
    id: z.uuid(),
    state: terminalPaymentStateSchema,
    amountCents: z.int().positive(),
    amount: z.string().describe('The formatted amount: "R$ 23,90"'),
    createdAt: isoDateTimeSchema,
    expiresAt: isoDateTimeSchema.describe('Face and confirm are refused after it'),
    customer: z
      .object({
        firstName: z.string(),
        cards: z.array(terminalPaymentCardSchema),
        unavailableCards: z
          .array(terminalUnavailableCardSchema)
          .describe('The other cards, so the till can say why they are not offered'),
        pinRequired: z.boolean().describe('Confirm must carry the PIN'),
      })
      .nullable()
      .describe('The customer the face matched (null before the face step)'),
    // Optional for a till talking to a server from before issue 28 (a rolling deploy).
    challenge: faceChallengeSchema
      .nullable()
      .optional()
      .describe(
        'Offered while the PIN is asked for no other reason than an unsure liveness check: the customer turns the head as asked and the till sends the frames to POST terminal/payments/:id/challenge; passed, the face alone pays. Null otherwise',
      ),
    challengeOutcome: z
      .enum(terminalChallengeOutcomes)
      .nullable()
      .optional()
      .describe(
        'What the frames of the challenge showed: passed (pinRequired recomputed), or failed (the PIN is asked); null before any',
      ),
    transactionId: z.uuid().nullable().describe("The customer's receipt, once paid"),
    canceledAt: isoDateTimeSchema.nullable(),
    settleBy: isoDateTimeSchema
      .nullable()
      .describe(
        'UNKNOWN only: when the server stops waiting for the gateway and gives the charge up (NOT_CHARGED; one that lands later is reversed). The till counts down to it',
      ),
  })
  .describe("A payment as the shop's terminal sees it");
export type TerminalPayment = z.infer<typeof terminalPaymentSchema>;

export const terminalPaymentResponseSchema = dataEnvelope(terminalPaymentSchema);

// --- GET terminal/me and terminal/sales (issue 27) --------------------------------

export const terminalMeResponseSchema = dataEnvelope(
  z.object({
    terminal: z.object({ id: z.uuid(), name: z.string(), requirePin: z.boolean() }),
    shop: z.object({
      id: z.uuid(),
      name: z.string(),
      maxAmountCents: z.int().positive().describe('The largest payment this till takes'),
    }),
  }),
);

export const terminalSaleSchema = z.object({
  paymentId: z
    .uuid()
    .describe('The till payment: cancel it with POST terminal/payments/:id/cancel'),
  at: isoDateTimeSchema.describe('When the customer paid'),
  amountCents: z.int().positive(),
  customerFirstName: z.string().nullable(),
  card: z.object({ brand: cardBrandSchema.nullable(), lastFour: z.string().nullable() }).nullable(),
  status: z.enum(['approved', 'canceled', 'partially_refunded', 'refunded']),
  cancelable: z.boolean().describe('The till may still cancel it (today, nothing refunded)'),
});
export type TerminalSale = z.infer<typeof terminalSaleSchema>;

export const terminalSalesResponseSchema = dataEnvelope(
  z.object({ items: z.array(terminalSaleSchema).describe("Today's, newest first (50 at most)") }),
);
