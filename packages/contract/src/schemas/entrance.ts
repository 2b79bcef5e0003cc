// Registration and login calls (docs/spec/account-checklist.md §3, §7): entrance/register/* and
// entrance/login/*.
import { z } from 'zod';
import { dataEnvelope, issueCode, okSchema } from './common';
import {
  countrySchema,
  cpfSchema,
  deviceRequestInfoSchema,
  deviceUuidSchema,
  emailSchema,
  fullNameSchema,
  languageSchema,
  newPinSchema,
  optInAtSchema,
  optInBySchema,
  otpSchema,
  partnerIdSchema,
  phoneSchema,
  recaptchaKindSchema,
  recaptchaSchema,
  timezoneSchema,
} from './fields';
import { faceStatusSchema, privateLabelStatusSchema, userProfileSchema } from './user';

const registerIntentionIdSchema = z.uuid().describe('Id of the registration in progress');
const loginIntentionIdSchema = z.uuid().describe('Id of the login in progress');
const callSchema = z
  .boolean()
  .default(false)
  .describe('Send the code by voice call instead of SMS');

/** Token and profile: what a finished registration or login gives the app. */
const sessionResultSchema = z.object({
  token: z.string().min(1).describe('Bearer JWT for every signed-in call'),
  profile: userProfileSchema,
});

/**
 * The register steps in order. A call made before the steps it needs answers
 * 409 REGISTER_STEP_OUT_OF_ORDER with `additionalData.expectedStep`: the first
 * step still to do.
 */
export const registerSteps = [
  'start',
  'set-phone',
  'confirm-phone',
  'set-email',
  'finish',
] as const;
export const registerStepSchema = z.enum(registerSteps);
export type RegisterStep = z.infer<typeof registerStepSchema>;

// --- POST entrance/register/start -------------------------------------------

export const registerStartBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    fullName: fullNameSchema,
    cpf: cpfSchema,
    timezone: timezoneSchema,
    partnerId: partnerIdSchema,
    recaptcha: recaptchaSchema,
    recaptchaKind: recaptchaKindSchema,
    optInAt: optInAtSchema,
    optInBy: optInBySchema,
    acceptedTerms: z
      .literal(true, issueCode('TERMS_NOT_ACCEPTED'))
      .describe('The terms screen comes first; registration cannot start without it'),
    deviceInfo: deviceRequestInfoSchema
      .optional()
      .describe(
        'The "extra device info" (docs/spec/account-checklist.md §7), kept on the registration intention',
      ),
  })
  .describe('Starts a registration intention');
export type RegisterStartBody = z.infer<typeof registerStartBodySchema>;
/** The device description a registration keeps (bounded strings, no personal data asked for). */
export type RegisterDeviceInfo = NonNullable<RegisterStartBody['deviceInfo']>;
/** What the app sends: fields with defaults may be left out. */
export type RegisterStartBodyInput = z.input<typeof registerStartBodySchema>;

export const registerStartResultSchema = z.object({
  registerIntentionId: registerIntentionIdSchema,
});
export type RegisterStartResult = z.infer<typeof registerStartResultSchema>;
export const registerStartResponseSchema = dataEnvelope(registerStartResultSchema);
export type RegisterStartResponse = z.infer<typeof registerStartResponseSchema>;

// --- PUT entrance/register/set-phone ----------------------------------------

export const registerSetPhoneBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    registerIntentionId: registerIntentionIdSchema,
    phone: phoneSchema,
    country: countrySchema,
    call: callSchema,
    language: languageSchema
      .optional()
      .describe("The code's SMS or call is in this language; pt-BR when absent"),
  })
  .describe('Sets the phone and sends the code; calling again re-sends it');
export type RegisterSetPhoneBody = z.infer<typeof registerSetPhoneBodySchema>;
/** What the app sends: fields with defaults may be left out. */
export type RegisterSetPhoneBodyInput = z.input<typeof registerSetPhoneBodySchema>;

export const registerSetPhoneResultSchema = z.object({
  registerIntentionId: registerIntentionIdSchema,
  resendAfterSeconds: z.int().nonnegative().describe('Seconds until a new code may be asked for'),
});
export type RegisterSetPhoneResult = z.infer<typeof registerSetPhoneResultSchema>;
export const registerSetPhoneResponseSchema = dataEnvelope(registerSetPhoneResultSchema);
export type RegisterSetPhoneResponse = z.infer<typeof registerSetPhoneResponseSchema>;

// --- PUT entrance/register/confirm-phone ------------------------------------

export const registerConfirmPhoneBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    registerIntentionId: registerIntentionIdSchema,
    otp: otpSchema,
  })
  .describe('Confirms the phone with the code');
export type RegisterConfirmPhoneBody = z.infer<typeof registerConfirmPhoneBodySchema>;

export const registerConfirmPhoneResponseSchema = dataEnvelope(okSchema);
export type RegisterConfirmPhoneResponse = z.infer<typeof registerConfirmPhoneResponseSchema>;

// --- PUT entrance/register/set-email ----------------------------------------

export const registerSetEmailBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    registerIntentionId: registerIntentionIdSchema,
    email: emailSchema,
  })
  .describe('Sets the e-mail of the registration');
export type RegisterSetEmailBody = z.infer<typeof registerSetEmailBodySchema>;

export const registerSetEmailResponseSchema = dataEnvelope(okSchema);
export type RegisterSetEmailResponse = z.infer<typeof registerSetEmailResponseSchema>;

// --- PUT entrance/register/set-privatelabel-email ---------------------------

export const registerSetPrivateLabelEmailBodySchema = z
  .object({
    userId: z.uuid(),
    email: emailSchema,
    optInAt: optInAtSchema,
    optInBy: optInBySchema,
  })
  .describe('Sets the e-mail of a private-label user who registered elsewhere');
export type RegisterSetPrivateLabelEmailBody = z.infer<
  typeof registerSetPrivateLabelEmailBodySchema
>;

/** The opt-in now on record, for the app's consent receipt. */
export const registerSetPrivateLabelEmailResultSchema = z.object({
  optInAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('When the user opted in, as stored (UTC); null when no opt-in is recorded'),
  optInBy: z.string().nullable().describe('Channel or screen the recorded opt-in came from'),
});
export type RegisterSetPrivateLabelEmailResult = z.infer<
  typeof registerSetPrivateLabelEmailResultSchema
>;
export const registerSetPrivateLabelEmailResponseSchema = dataEnvelope(
  registerSetPrivateLabelEmailResultSchema,
);
export type RegisterSetPrivateLabelEmailResponse = z.infer<
  typeof registerSetPrivateLabelEmailResponseSchema
>;

// --- PUT entrance/register/finish -------------------------------------------

export const registerFinishBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    registerIntentionId: registerIntentionIdSchema,
    pin: newPinSchema.describe('PIN chosen on the pin screens; the API keeps only a hash'),
    language: languageSchema
      .optional()
      .describe(
        "Recorded on the new account for its messages (the e-mail link's first); pt-BR when absent",
      ),
  })
  .describe('Creates the user and signs them in');
export type RegisterFinishBody = z.infer<typeof registerFinishBodySchema>;

export const registerFinishResultSchema = sessionResultSchema;
export type RegisterFinishResult = z.infer<typeof registerFinishResultSchema>;
export const registerFinishResponseSchema = dataEnvelope(registerFinishResultSchema);
export type RegisterFinishResponse = z.infer<typeof registerFinishResponseSchema>;

// --- POST entrance/register/validate-email-token ----------------------------

export const validateEmailTokenBodySchema = z
  .object({
    emailValidationToken: z
      .string(issueCode('EMAIL_VALIDATION_TOKEN_INVALID'))
      .min(1, issueCode('EMAIL_VALIDATION_TOKEN_INVALID'))
      .max(200, issueCode('EMAIL_VALIDATION_TOKEN_INVALID'))
      .describe('The {id} of the /validar-email/{id} link'),
    cpf: cpfSchema,
  })
  .describe('Confirms an e-mail: the link token plus the owner CPF');
export type ValidateEmailTokenBody = z.infer<typeof validateEmailTokenBodySchema>;

export const validateEmailTokenResponseSchema = dataEnvelope(okSchema);
export type ValidateEmailTokenResponse = z.infer<typeof validateEmailTokenResponseSchema>;

// --- POST entrance/login/start ----------------------------------------------

export const loginStartBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    cpf: cpfSchema,
    call: callSchema,
    partnerId: partnerIdSchema,
    recaptcha: recaptchaSchema,
    recaptchaKind: recaptchaKindSchema,
    deviceInfo: deviceRequestInfoSchema.optional(),
    language: languageSchema
      .optional()
      .describe("The code's SMS or call is in this language; the account's when absent"),
  })
  .describe('Starts a login and sends the code; an unknown CPF answers 404 USER_NOT_FOUND');
export type LoginStartBody = z.infer<typeof loginStartBodySchema>;
/** What the app sends: fields with defaults may be left out. */
export type LoginStartBodyInput = z.input<typeof loginStartBodySchema>;

export const loginStartResultSchema = z.object({
  exists: z
    .literal(true)
    .describe('Always true: an unknown CPF answers 404 USER_NOT_FOUND instead'),
  loginIntentionId: loginIntentionIdSchema,
  privateLabelStatus: privateLabelStatusSchema,
  phoneAreaCode: z.string().regex(/^\d{2}$/u),
  phoneLastFourDigits: z.string().regex(/^\d{4}$/u),
  resendAfterSeconds: z.int().nonnegative().describe('Seconds until a new code may be asked for'),
});
export type LoginStartResult = z.infer<typeof loginStartResultSchema>;
export const loginStartResponseSchema = dataEnvelope(loginStartResultSchema);
export type LoginStartResponse = z.infer<typeof loginStartResponseSchema>;

// --- PUT entrance/login/confirm-phone ---------------------------------------

export const loginConfirmPhoneBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    loginIntentionId: loginIntentionIdSchema,
    otp: otpSchema,
    language: languageSchema
      .optional()
      .describe(
        'Recorded on the account for its messages once the code is right; kept when absent',
      ),
  })
  .describe('Confirms the login with the code');
export type LoginConfirmPhoneBody = z.infer<typeof loginConfirmPhoneBodySchema>;

export const loginConfirmPhoneResultSchema = z.object({
  token: sessionResultSchema.shape.token,
  profile: userProfileSchema.extend({
    identityVerificationOutcome: faceStatusSchema
      .nullable()
      .describe('Face-validation outcome, which decides between /validation and /home'),
  }),
});
export type LoginConfirmPhoneResult = z.infer<typeof loginConfirmPhoneResultSchema>;
export const loginConfirmPhoneResponseSchema = dataEnvelope(loginConfirmPhoneResultSchema);
export type LoginConfirmPhoneResponse = z.infer<typeof loginConfirmPhoneResponseSchema>;
