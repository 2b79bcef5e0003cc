// The user's own profile, e-mail and PIN calls (docs/spec/account-checklist.md §3, §7):
// user/profile*.
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, okSchema } from './common';
import {
  deviceUuidSchema,
  emailSchema,
  languageSchema,
  newPinSchema,
  otpSchema,
  pinSchema,
} from './fields';
import { transactionStatusSchema } from './transactions';
import { DAILY_LIMIT_MIN_CENTS, PAYMENT_LIMIT_MAX_CENTS } from '../validators/payment-limits';

/** Face-validation outcomes (docs/spec/account-checklist.md §4). */
export const faceStatusSchema = z.enum([
  'PROCESSING',
  'NOT_STARTED',
  'SUCCESS',
  'PENDING',
  'FAIL',
  'INVALID_IMAGE',
]);
export type FaceStatus = z.infer<typeof faceStatusSchema>;

/** Approval statuses used for score, add-payment and get-payment gates. */
export const approvalStatusSchema = z.enum([
  'AUTO_APPROVED',
  'MANUAL_APPROVED',
  'WAITING_APPROVAL',
  'MANUAL_REJECTED',
  'AUTO_REJECTED',
]);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

const profilePicture = z
  .string()
  .nullable()
  .describe(
    'A square crop of the enrolled face as a data:image/jpeg;base64 URL; null before enrolment',
  );
export const profilePicturesSchema = z.object({
  FACEBOX_FULL: profilePicture,
  FACEBOX_WIDER: profilePicture,
  FACEBOX_CLOSER: profilePicture,
});
export type ProfilePictures = z.infer<typeof profilePicturesSchema>;

export const privateLabelStatusSchema = z.object({
  isEnabled: z.boolean(),
  hasEncodings: z.boolean(),
  hasOptIn: z.boolean(),
});
export type PrivateLabelStatus = z.infer<typeof privateLabelStatusSchema>;

/**
 * Flags the profile's `features` may carry. REVIEW_ACCOUNT: the app-store review
 * account (decision 026); registration ends on the test-user success screen
 * instead of the face step.
 */
export const userFeatures = ['REVIEW_ACCOUNT'] as const;
export type UserFeature = (typeof userFeatures)[number];

export const userProfileSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  cpf: z.string().regex(/^\d{11}$/),
  createdAt: z.iso.datetime({ offset: true }),
  deleted: z.boolean(),
  blocked: z.boolean(),
  usesGlasses: z.boolean(),
  mustRegisterFace: z.boolean(),
  profilePictures: profilePicturesSchema,
  hasPin: z.boolean(),
  phone: z
    .object({
      confirmed: z.boolean(),
      country: z.string(),
      number: z.string().describe('Digits only, area code first (11 digits)'),
    })
    .nullable(),
  featureCardValidation: z.boolean(),
  features: z
    .array(z.string())
    .describe('Feature flags of this account (see userFeatures); unknown ones are ignored'),
  email: z.string().nullable(),
  isEmailValidated: z.boolean(),
  emailValidationToken: z.string().nullable(),
  scoreStatus: approvalStatusSchema.nullable(),
  allowAddPaymentStatus: approvalStatusSchema.nullable(),
  getPaymentStatus: approvalStatusSchema.nullable(),
  privateLabelStatus: privateLabelStatusSchema,
  userFaceStatus: faceStatusSchema.nullable(),
  language: languageSchema
    .optional()
    .describe('The language of the SMS and e-mails sent to this account (always sent by this API)'),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

// --- GET user/profile ---------------------------------------------------------

export const userProfileResponseSchema = dataEnvelope(userProfileSchema);
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

// --- PUT user/profile ---------------------------------------------------------

export const updateProfileBodySchema = z
  .object({
    email: emailSchema,
    deviceUUID: deviceUuidSchema.optional(),
  })
  .describe('Updates the e-mail without sending a confirmation link');
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const updateProfileResponseSchema = userProfileResponseSchema;
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

// --- PUT user/profile/email ---------------------------------------------------

export const updateEmailBodySchema = z
  .object({
    email: emailSchema,
    confirmationURL: z
      .url({ protocol: /^https?$/u })
      .max(2048)
      .describe(
        "Link base the e-mail points to (the app's /validar-email); the API appends /{token} " +
          "and must refuse any origin other than the app's own, or the mail could point anywhere",
      ),
  })
  .describe('Updates the e-mail and sends a confirmation link');
export type UpdateEmailBody = z.infer<typeof updateEmailBodySchema>;

export const updateEmailResponseSchema = userProfileResponseSchema;
export type UpdateEmailResponse = z.infer<typeof updateEmailResponseSchema>;

// --- PUT user/profile/language --------------------------------------------------

export const updateLanguageBodySchema = z
  .object({ language: languageSchema })
  .describe('Records the language the messages to this account are sent in (decision 042)');
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;

export const updateLanguageResponseSchema = userProfileResponseSchema;
export type UpdateLanguageResponse = z.infer<typeof updateLanguageResponseSchema>;

/** POST user/logout: ends the session of the token it carries. */
export const logoutResponseSchema = dataEnvelope(okSchema);
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

// --- POST user/profile/verify-pin ---------------------------------------------

export const verifyPinBodySchema = z
  .object({ pin: pinSchema })
  .describe('Checks the current PIN; a wrong one answers 403 INVALID_USER_PIN');
export type VerifyPinBody = z.infer<typeof verifyPinBodySchema>;

export const verifyPinResponseSchema = dataEnvelope(okSchema);
export type VerifyPinResponse = z.infer<typeof verifyPinResponseSchema>;

// --- PUT user/profile/change-pin ----------------------------------------------

export const changePinBodySchema = z
  .object({
    currentPin: pinSchema.describe('Current PIN, or the one received by SMS after a reset'),
    newPin: newPinSchema,
  })
  .describe('Replaces the PIN; the confirmation is checked by the app');
export type ChangePinBody = z.infer<typeof changePinBodySchema>;

export const changePinResponseSchema = dataEnvelope(okSchema);
export type ChangePinResponse = z.infer<typeof changePinResponseSchema>;

// --- POST user/profile/reset-pin ----------------------------------------------

/** No body: the API sends a new PIN by SMS. */
export const resetPinResponseSchema = dataEnvelope(okSchema);
export type ResetPinResponse = z.infer<typeof resetPinResponseSchema>;

// --- GET/PUT user/payment-limits (issue 11, decision 036) ----------------------
// The customer's own limits on paying by face, enforced at the terminal.

const pinAboveCentsSchema = z
  .int()
  .min(0)
  .max(PAYMENT_LIMIT_MAX_CENTS)
  .describe('Above this amount (integer cents) the PIN is always asked; 0: at every payment');
const dailyLimitCentsSchema = z
  .int()
  .min(DAILY_LIMIT_MIN_CENTS)
  .max(PAYMENT_LIMIT_MAX_CENTS)
  .nullable()
  .describe('Face payments of a São Paulo day may add up to this (integer cents); null: no limit');

export const paymentLimitsSchema = z.object({
  pinAboveCents: pinAboveCentsSchema,
  dailyLimitCents: dailyLimitCentsSchema,
  paused: z.boolean().describe('Paying by face is paused: every terminal refuses this customer'),
  pausedAt: isoDateTimeSchema.nullable(),
});
export type PaymentLimits = z.infer<typeof paymentLimitsSchema>;
export const paymentLimitsResponseSchema = dataEnvelope(paymentLimitsSchema);
export type PaymentLimitsResponse = z.infer<typeof paymentLimitsResponseSchema>;

export const updatePaymentLimitsBodySchema = z
  .object({
    pinAboveCents: pinAboveCentsSchema,
    dailyLimitCents: dailyLimitCentsSchema,
    paused: z.boolean(),
    pin: pinSchema
      .optional()
      .describe(
        'Needed to raise a limit or resume paying by face (counted like any PIN check); lowering or pausing takes effect without it',
      ),
  })
  .describe('Sets all three limits at once');
export type UpdatePaymentLimitsBody = z.infer<typeof updatePaymentLimitsBodySchema>;

// --- GET user/profile/export (LGPD art. 18; issue 9) ---------------------------
// Everything held about the signed-in user, as a file they download. Not the
// biometric template itself (the face is described by its dates and statuses).

const at = isoDateTimeSchema;

/** A payment at a partner shop as the export lists it (issue 11, decision 032). */
export const exportedPaymentSchema = z.object({
  id: z.uuid(),
  paidAt: at,
  status: transactionStatusSchema,
  canceledAt: at.nullable(),
  amountCents: z.int().positive(),
  place: z.object({ name: z.string(), address: z.string().nullable() }),
  card: z
    .object({
      type: z.string(),
      brand: z.string().nullable(),
      lastFourDigits: z.string().nullable(),
    })
    .nullable()
    .describe('The card charged, by brand and last four digits'),
});
export type ExportedPayment = z.infer<typeof exportedPaymentSchema>;

export const userDataExportSchema = z.object({
  exportedAt: at,
  profile: userProfileSchema.omit({ profilePictures: true, emailValidationToken: true }),
  consents: z.object({
    termsAcceptedAt: at.nullable().describe('When the terms of use were accepted at registration'),
    optInAt: at.nullable(),
    optInBy: z.string().nullable(),
    biometric: z
      .array(z.object({ givenAt: at, termsVersion: z.string().nullable() }))
      .describe('Each consent to biometric processing, with the terms version then in force'),
  }),
  emailChanges: z
    .array(z.object({ email: z.string(), changedAt: at }))
    .describe('Each change of the e-mail address (kept since issue 9)'),
  emailConfirmations: z.array(
    z.object({ email: z.string(), sentAt: at, confirmedAt: at.nullable() }),
  ),
  sessions: z.array(
    z.object({
      startedAt: at,
      lastSeenAt: at,
      endedAt: at.nullable(),
      deviceUUID: z.string().nullable(),
    }),
  ),
  face: z.object({
    registrations: z.array(
      z.object({ startedAt: at, updatedAt: at, state: z.string(), outcome: z.string().nullable() }),
    ),
    enrolledFaces: z
      .array(
        z.object({
          enrolledAt: at,
          withGlasses: z.boolean(),
          inUse: z.boolean(),
          awaitingReview: z.boolean(),
        }),
      )
      .describe('Dates and states only: the photo and the template are never exported'),
    failedLivenessChecks: z.array(z.object({ at })),
  }),
  pinResets: z.array(z.object({ at })),
  paymentLimits: z
    .object({
      pinAboveCents: z.int(),
      dailyLimitCents: z.int().nullable(),
      facePaymentsPausedAt: at.nullable(),
    })
    .describe('The limits the customer set on paying by face (issue 11)'),
  cards: z
    .array(
      z.object({
        addedAt: at,
        type: z.string(),
        authorizer: z.string(),
        brand: z.string().nullable(),
        lastFourDigits: z.string().nullable(),
        expiryMonth: z.int().nullable(),
        expiryYear: z.int().nullable(),
        holderName: z.string().nullable(),
        alias: z.string().nullable(),
        zipCode: z.string().nullable(),
        status: z.string(),
        validated: z.boolean(),
        deletedAt: at.nullable(),
        validationCharges: z.array(
          z.object({ chargedAt: at, amountCents: z.int(), refundedAt: at.nullable() }),
        ),
      }),
    )
    .describe('The wallet as stored (issue 10): never a card number, CVV or gateway token'),
  payments: z
    .array(exportedPaymentSchema)
    .describe('Every payment at a partner shop, oldest first (issue 11)'),
  analyticsEvents: z.array(
    z.object({ name: z.string(), receivedAt: at, properties: z.record(z.string(), z.unknown()) }),
  ),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;
export const userDataExportResponseSchema = dataEnvelope(userDataExportSchema);
export type UserDataExportResponse = z.infer<typeof userDataExportResponseSchema>;

// --- POST user/profile/delete (LGPD art. 18; issue 9) --------------------------
// Self-service deletion, confirmed with the PIN, or with a code sent by SMS
// (POST user/profile/delete/code) for a user without a PIN.

export const accountDeletionCodeBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    call: z.boolean().default(false).describe('Read the code by voice call instead of SMS'),
  })
  .describe('Sends a code to confirm the deletion (users without a PIN)');
export type AccountDeletionCodeBody = z.infer<typeof accountDeletionCodeBodySchema>;
export type AccountDeletionCodeBodyInput = z.input<typeof accountDeletionCodeBodySchema>;

export const accountDeletionCodeResultSchema = z.object({
  phoneAreaCode: z.string().regex(/^\d{2}$/u),
  phoneLastFourDigits: z.string().regex(/^\d{4}$/u),
  resendAfterSeconds: z.int().nonnegative().describe('Seconds until a new code may be asked for'),
});
export type AccountDeletionCodeResult = z.infer<typeof accountDeletionCodeResultSchema>;
export const accountDeletionCodeResponseSchema = dataEnvelope(accountDeletionCodeResultSchema);

export const accountDeletionBodySchema = z
  .object({
    pin: pinSchema
      .optional()
      .describe('Required when the user has a PIN (counted like any PIN check)'),
    otp: otpSchema.optional().describe('The code of delete/code, for a user without a PIN'),
  })
  .describe('Deletes the account at once: face data erased, every session ended');
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;
export const accountDeletionResponseSchema = dataEnvelope(okSchema);
