// The console's review queues (issue 26): faces and cards held for a person's
// decision, each shown with what it is judged against, then approved or
// rejected with a reason from a fixed list. The reason's label is what the
// customer's SMS says ("Motivo: …"), in the customer's language; the
// operator's free-text note stays in the audit trail.
import { z } from 'zod';
import type { Locale } from '../errors';
import { dataEnvelope, isoDateTimeSchema, uuidSchema } from './common';
import { challengeActions, challengeFailures } from './face';
import { cardBrandSchema, paymentMethodTypeSchema } from './payment-methods';

/** A reason's words in each language, as the SMS writes them after "Motivo:" / "Reason:". */
export type ReasonLabel = Readonly<Record<Locale, string>>;

/** Why a face is rejected. */
export const faceRejectReasons = {
  'face-not-visible': {
    'pt-BR': 'a foto não mostra o rosto inteiro',
    en: 'the photo does not show the whole face',
  },
  'poor-photo': {
    'pt-BR': 'a foto está escura ou sem nitidez',
    en: 'the photo is too dark or blurred',
  },
  'not-live': {
    'pt-BR': 'a foto parece ser de outra foto ou de uma tela',
    en: 'the photo seems to be of another photo or of a screen',
  },
  'not-account-holder': {
    'pt-BR': 'o rosto não é o do titular da conta',
    en: "the face is not the account holder's",
  },
  'face-on-another-account': {
    'pt-BR': 'este rosto já está cadastrado em outra conta',
    en: 'this face is already registered on another account',
  },
} as const satisfies Record<string, ReasonLabel>;
export type FaceRejectReason = keyof typeof faceRejectReasons;

/** Why a card is rejected. */
export const cardRejectReasons = {
  'card-in-another-wallet': {
    'pt-BR': 'o cartão já está na carteira de outra pessoa',
    en: "the card is already in another person's wallet",
  },
  'holder-not-confirmed': {
    'pt-BR': 'não conseguimos confirmar que o cartão é seu',
    en: 'we could not confirm that the card is yours',
  },
  'account-not-approved': {
    'pt-BR': 'sua conta ainda não foi aprovada para cadastrar cartões',
    en: 'your account is not yet approved to add cards',
  },
} as const satisfies Record<string, ReasonLabel>;
export type CardRejectReason = keyof typeof cardRejectReasons;

/** Why a name that is not the CPF holder's is refused: the account is blocked. */
export const identityRejectReasons = {
  'cpf-of-another-person': {
    'pt-BR': 'o CPF informado é de outra pessoa',
    en: 'the CPF given belongs to another person',
  },
  'name-not-explained': {
    'pt-BR': 'o nome informado não corresponde ao do titular do CPF',
    en: "the name given does not match the CPF holder's",
  },
} as const satisfies Record<string, ReasonLabel>;

const reasonKeys = <T extends Record<string, ReasonLabel>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

/** The operator's own words on a decision: kept in the audit trail, never sent to the customer. */
const reviewNoteSchema = z
  .string()
  .trim()
  .max(500)
  .describe('Free text for the audit trail; never sent to the customer');

export const reviewParamsSchema = z.object({
  id: uuidSchema.describe(
    'The face and identity reviews: the user id; the card review: the payment method id',
  ),
});

export const reviewApproveBodySchema = z.object({ note: reviewNoteSchema.optional() });

export const faceReviewRejectBodySchema = z.object({
  reason: z.enum(reasonKeys(faceRejectReasons)),
  note: reviewNoteSchema.optional(),
});

export const cardReviewRejectBodySchema = z.object({
  reason: z.enum(reasonKeys(cardRejectReasons)),
  note: reviewNoteSchema.optional(),
});

export const identityReviewRejectBodySchema = z.object({
  reason: z.enum(reasonKeys(identityRejectReasons)),
  note: reviewNoteSchema.optional(),
});

export const reviewDecisionResponseSchema = dataEnvelope(
  z.object({
    decided: z.literal(true),
    /** Whether the customer's SMS went out (a failure is logged; the decision stands). */
    notified: z.boolean(),
  }),
);

/** A photo decrypted for this answer only, re-encoded (upright, no metadata). */
const photoSchema = z
  .string()
  .startsWith('data:image/jpeg;base64,')
  .describe('data:image/jpeg;base64,…');

// --- faces ------------------------------------------------------------------------

/**
 * `look-alike`: the face looks like another account's (decision 010);
 * `replacement`: it replaces the account's face and does not look like it
 * (decision 023); `liveness`: the liveness check could not tell (decision 037).
 */
export const faceReviewKinds = ['look-alike', 'replacement', 'liveness'] as const;

const faceReviewItemSchema = z.object({
  id: uuidSchema.describe("The customer's user id"),
  kind: z.enum(faceReviewKinds),
  firstName: z.string(),
  waitingSince: isoDateTimeSchema,
});

export const consoleFaceReviewsResponseSchema = dataEnvelope(
  z.object({ items: z.array(faceReviewItemSchema).describe('Oldest first') }),
);

const livenessSchema = z.object({
  /** The models' fused score (decision 037), 0..1. */
  score: z.number(),
  /** Each model's own score, 0..1; null for faces saved before they were kept. */
  models: z
    .object({ silentFace: z.number(), antispoof: z.number(), liveness: z.number() })
    .nullable(),
  /** What the capture's burst showed (decision 038); null without one or before it was kept. */
  burst: z
    .object({
      evidence: z.enum(['independent-motion', 'rigid-motion', 'still']),
      frames: z.number().int(),
      motion: z.number(),
      residual: z.number(),
    })
    .nullable(),
  /**
   * The head turn the liveness capture answered (decision 062): the side
   * asked, whether the engine saw it, and why not; null when none was answered.
   */
  challenge: z
    .object({
      action: z.enum(challengeActions),
      passed: z.boolean(),
      failure: z.enum(challengeFailures).nullable(),
    })
    .nullable(),
});

const newFaceSchema = z.object({
  usesGlasses: z.boolean(),
  savedAt: isoDateTimeSchema,
  /** The enrolment photo (the capture pair's first). */
  photo: photoSchema,
  /** The liveness photo (the pair's second); null for a single-photo capture or an older face. */
  livenessPhoto: photoSchema.nullable(),
  /** The liveness photo's burst frames, if any were sent and kept. */
  frames: z.array(photoSchema),
  liveness: livenessSchema,
});

const enrolledFaceSchema = z.object({ usesGlasses: z.boolean(), photo: photoSchema });

export const consoleFaceReviewResponseSchema = dataEnvelope(
  faceReviewItemSchema.extend({
    /** The new enrolment: one face per glasses state. */
    faces: z.array(newFaceSchema),
    /** For a replacement: the faces in use now and the new face's fused score against the closest. */
    replaces: z
      .object({ score: z.number().nullable(), faces: z.array(enrolledFaceSchema) })
      .nullable(),
    /** For a look-alike: the accounts it looks like, most alike first. */
    lookAlikes: z.array(
      z.object({
        userId: uuidSchema,
        firstName: z.string(),
        similarity: z.number(),
        /** Their face in use; null when they have none any more. */
        photo: photoSchema.nullable(),
      }),
    ),
    /** The marks the scores are read against. */
    thresholds: z.object({
      /** A fused face score from here on is the same person. */
      samePerson: z.number(),
      /** A fused liveness score from here on is judged live. */
      live: z.number(),
    }),
  }),
);

// --- cards ------------------------------------------------------------------------

const cardReviewItemSchema = z.object({
  id: uuidSchema.describe('The payment method id'),
  firstName: z.string().describe("The customer's first name"),
  waitingSince: isoDateTimeSchema,
  /** The card's name (its brand's, or a shop card's own). */
  name: z.string(),
  brand: cardBrandSchema.nullable(),
  lastFour: z.string().nullable(),
});

export const consoleCardReviewsResponseSchema = dataEnvelope(
  z.object({ items: z.array(cardReviewItemSchema).describe('Oldest first') }),
);

export const consoleCardReviewResponseSchema = dataEnvelope(
  cardReviewItemSchema.extend({
    type: paymentMethodTypeSchema,
    /** Why a person must look (decision 030's first status), as things stand now. */
    held: z.object({
      /** The other wallets holding the same card (by its number's HMAC). */
      otherWallets: z.array(z.object({ firstName: z.string() })),
      /** The customer's own card additions wait for approval. */
      customerAwaitsApproval: z.boolean(),
    }),
  }),
);

// --- identities (decision 080) ------------------------------------------------------

/** An account whose name is not the CPF holder's in the Receita Federal's register. */
const identityReviewItemSchema = z.object({
  id: uuidSchema.describe("The customer's user id"),
  firstName: z.string().describe("The customer's first name as typed"),
  waitingSince: isoDateTimeSchema.describe('When the account registered'),
});

export const consoleIdentityReviewsResponseSchema = dataEnvelope(
  z.object({ items: z.array(identityReviewItemSchema).describe('Oldest first') }),
);

export const consoleIdentityReviewResponseSchema = dataEnvelope(
  identityReviewItemSchema.extend({
    /** The name typed at registration (first and last). */
    typedName: z.string(),
    /** The holder's name in the register (and the social name after " / ", if any). */
    holderName: z.string(),
    /** "•••.456.789-••", as the help desk's pages mask it. */
    maskedCpf: z.string(),
  }),
);
