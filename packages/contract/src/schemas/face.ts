// Face capture and validation calls (docs/spec/account-checklist.md §3, §4, §7): user/set-face*.
import { z } from 'zod';
import type { ErrorCode } from '../errors';
import {
  BURST_FRAME_MAX_BYTES,
  BURST_MAX_FRAMES,
  base64TextMaxLength,
  CHALLENGE_FRAME_INTERVAL_MS,
  CHALLENGE_MAX_FRAMES,
  CHALLENGE_MIN_FRAMES,
  FACE_IMAGE_MAX_BYTES,
  FACE_IMAGES_PER_CALL,
  isBurstFrameSizeValid,
  faceImageCountError,
  faceImageSizeError,
  faceImageTypeError,
  isBase64Jpeg,
  isFaceImageSizeValid,
} from '../validators/face-image';
import { dataEnvelope, isoDateTimeSchema, issueCode } from './common';
import { deviceRequestInfoSchema, deviceUuidSchema, otpSchema, pinSchema } from './fields';
import { type FaceStatus, faceStatusSchema } from './user';

// --- POST user/set-face/handshake -------------------------------------------

export const faceHandshakeBodySchema = z
  .object({ deviceRequestInfo: deviceRequestInfoSchema })
  .describe('Opens a face SDK session for this device');
export type FaceHandshakeBody = z.infer<typeof faceHandshakeBodySchema>;

export const faceHandshakeResultSchema = z.object({
  sessionToken: z
    .string()
    .min(1)
    .describe('Secret of the session: sent back with set-face/enroll, never a token for the API'),
  sessionKey: z.string().min(1).describe('Handed to the native face SDK with the session id'),
  sessionId: z
    .string()
    .min(1)
    .describe('A face SDK session, valid for one set-face/enroll within 5 minutes'),
});
export type FaceHandshakeResult = z.infer<typeof faceHandshakeResultSchema>;
export const faceHandshakeResponseSchema = dataEnvelope(faceHandshakeResultSchema);
export type FaceHandshakeResponse = z.infer<typeof faceHandshakeResponseSchema>;

// --- face usage intention: the answer of enroll, set-face and polling -------

/**
 * Life of one face usage intention: waiting for more captures (the
 * with-glasses one, say), analysis running (poll again), or finished (the
 * outcome is final).
 */
export const faceUsageIntentionStateSchema = z.enum(['CAPTURING', 'PROCESSING', 'FINISHED']);
export type FaceUsageIntentionState = z.infer<typeof faceUsageIntentionStateSchema>;

export const faceUsageSchema = z.object({
  faceUsageIntentionId: z.uuid(),
  faceUsageIntentionState: faceUsageIntentionStateSchema,
  identityVerificationOutcome: faceStatusSchema
    .nullable()
    .describe('PENDING/SUCCESS done, PROCESSING/NOT_STARTED poll again, INVALID_IMAGE/FAIL error'),
  usesGlasses: z.boolean(),
  withGlassesRegistered: z.boolean(),
  withoutGlassesRegistered: z.boolean(),
  nextCapture: z
    .object({
      step: z.union([z.literal(1), z.literal(2)]),
      usesGlasses: z.boolean(),
    })
    .nullable()
    .describe(
      'While the state is CAPTURING: the capture the server expects next (step 2 is the liveness capture; glasses wearers enrol a second face with glasses); null otherwise',
    ),
  livenessAttemptsLimitReached: z.boolean(),
  expireDays: z
    .int()
    .nonnegative()
    .nullable()
    .describe('Days the user must wait when the liveness attempts limit is reached'),
});
export type FaceUsage = z.infer<typeof faceUsageSchema>;
export const faceUsageResponseSchema = dataEnvelope(faceUsageSchema);
export type FaceUsageResponse = z.infer<typeof faceUsageResponseSchema>;

/** "Face registered": the capture without glasses, plus with glasses for glasses wearers. */
export function isFaceRegistered(
  usage: Pick<FaceUsage, 'usesGlasses' | 'withGlassesRegistered' | 'withoutGlassesRegistered'>,
): boolean {
  return usage.withoutGlassesRegistered && (!usage.usesGlasses || usage.withGlassesRegistered);
}

/** What the app does with an outcome (docs/spec/account-checklist.md §4). */
export function faceOutcomeAction(outcome: FaceStatus | null): 'done' | 'poll' | 'error' {
  switch (outcome) {
    case 'PENDING':
    case 'SUCCESS':
      return 'done';
    case 'PROCESSING':
    case 'NOT_STARTED':
    case null:
      return 'poll';
    case 'INVALID_IMAGE':
    case 'FAIL':
      return 'error';
  }
}

// --- POST user/set-face/enroll ----------------------------------------------

export const faceEnrollBodySchema = z
  .object({
    fortfaceSdkData: z
      .string()
      .min(1)
      .max(5 * 1024 * 1024)
      .describe('Opaque result of the native face SDK, passed through to the face engine'),
    // Not in the spec's body (decision 022): optional here so the spec's body
    // still parses, but enroll refuses a call without them (FACE_SESSION_INVALID).
    sessionId: z
      .uuid()
      .optional()
      .describe('The sessionId of the handshake this capture was made in (required)'),
    sessionToken: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .describe('The sessionToken of that handshake (required); each session enrols once'),
  })
  .describe('Enrols a face captured by the native face SDK in a session opened by the handshake');
export type FaceEnrollBody = z.infer<typeof faceEnrollBodySchema>;

export const faceEnrollResponseSchema = faceUsageResponseSchema;
export type FaceEnrollResponse = FaceUsageResponse;

// --- POST user/set-face and user/set-face/async -----------------------------

export const faceImageSchema = z
  .string(issueCode(faceImageTypeError))
  .refine(isBase64Jpeg, issueCode(faceImageTypeError))
  .refine(isFaceImageSizeValid, issueCode(faceImageSizeError))
  // After the checks above, so their code stays the first one: the limit as the document states it.
  .max(base64TextMaxLength(FACE_IMAGE_MAX_BYTES), issueCode(faceImageSizeError))
  .describe('JPEG as base64, optionally as a data:image/jpeg;base64, URL; 1 KiB to 3 MiB');

/** One small frame of a burst or a challenge: a JPEG of up to 640 px, 1 to 256 KiB. */
const smallFrameSchema = z
  .string(issueCode(faceImageTypeError))
  .refine(isBase64Jpeg, issueCode(faceImageTypeError))
  .refine(isBurstFrameSizeValid, issueCode(faceImageSizeError))
  .max(base64TextMaxLength(BURST_FRAME_MAX_BYTES), issueCode(faceImageSizeError));

/**
 * More frames of the same capture, taken over about a second around the photo
 * (decision 038): evidence that the face moves on its own, as a live one does.
 */
export const burstFramesSchema = z
  .array(smallFrameSchema, issueCode(faceImageCountError))
  .min(1, issueCode(faceImageCountError))
  .max(BURST_MAX_FRAMES, issueCode(faceImageCountError))
  .describe(
    `Optional: 1 to ${BURST_MAX_FRAMES} more frames of the same capture (JPEG base64, up to 640 px, 1 to 256 KiB each), taken over about a second`,
  );

// --- the active liveness challenge (issue 28, decision 062) -------------------
// When the passive check is unsure, the server asks for a head turn to a side
// it draws at random, under a challenge id that expires in seconds and is used
// once; the frames recorded while the customer turns come back with that id.

/** The side to turn the head to, as the customer sees it (their own left or right). */
export const challengeActions = ['turn-left', 'turn-right'] as const;
export const challengeActionSchema = z
  .enum(challengeActions)
  .describe("The side to turn the head to: the customer's own left or right");
export type ChallengeAction = z.infer<typeof challengeActionSchema>;

/** Why the engine did not see the turn asked (decision 061). */
export const challengeFailures = [
  'too-few-frames',
  'other-person',
  'no-turn',
  'wrong-direction',
  'flat-plane',
] as const;
export type ChallengeFailure = (typeof challengeFailures)[number];

export const faceChallengeSchema = z
  .object({
    challengeId: z.uuid().describe('Sent back with the frames; each challenge is used once'),
    action: challengeActionSchema,
    expiresAt: isoDateTimeSchema.describe(
      'The frames must arrive before it (20 seconds after the challenge was issued)',
    ),
  })
  .describe('A head turn the server asks for, to tell a live face from a picture');
export type FaceChallenge = z.infer<typeof faceChallengeSchema>;

/**
 * The frames recorded while the customer turns as asked: the first still
 * facing the camera, the others CHALLENGE_FRAME_INTERVAL_MS apart.
 */
export const challengeFramesSchema = z
  .array(smallFrameSchema, issueCode(faceImageCountError))
  .min(CHALLENGE_MIN_FRAMES, issueCode(faceImageCountError))
  .max(CHALLENGE_MAX_FRAMES, issueCode(faceImageCountError))
  .describe(
    `${CHALLENGE_MIN_FRAMES} to ${CHALLENGE_MAX_FRAMES} frames (JPEG base64, up to 640 px, 1 to 256 KiB each) about ${CHALLENGE_FRAME_INTERVAL_MS} ms apart, recorded while the customer turns as asked; the first one facing the camera`,
  );

export const faceCaptureBodySchema = z
  .object({
    images: z
      .array(faceImageSchema, issueCode(faceImageCountError))
      .length(FACE_IMAGES_PER_CALL, issueCode(faceImageCountError))
      .describe('One photo per call'),
    usesGlasses: z.boolean().describe('Whether this capture shows the user wearing glasses'),
    wearsGlasses: z
      .boolean()
      .optional()
      .describe(
        'Whether the user wears glasses day to day (asked before the first capture); glasses wearers also enrol a face with glasses',
      ),
    step: z.union([z.literal(1), z.literal(2)]).describe('1: camera capture; 2: liveness capture'),
    frames: z
      .array(smallFrameSchema, issueCode(faceImageCountError))
      .min(1, issueCode(faceImageCountError))
      .max(CHALLENGE_MAX_FRAMES, issueCode(faceImageCountError))
      .optional()
      .describe(
        `With the liveness capture (step 2): 1 to ${BURST_MAX_FRAMES} more frames of it (JPEG base64, up to 640 px, 1 to 256 KiB each), a face seen moving on its own can only raise the check’s confidence; with a challengeId, the ${CHALLENGE_MIN_FRAMES} to ${CHALLENGE_MAX_FRAMES} frames of the head turn it asked for, the first one facing the camera`,
      ),
    challengeId: z
      .uuid()
      .optional()
      .describe(
        'Step 2 only: the challenge of user/set-face/challenge that the frames answer. Passed, the face enrols without review even where the photo alone leaves the check unsure; failed, expired or used, the capture is judged as without it',
      ),
  })
  // A challenge answers the liveness capture (step 2) only.
  .refine((body) => body.challengeId === undefined || body.step === 2, {
    error: 'VALIDATION_ERROR' satisfies ErrorCode,
    path: ['challengeId'],
  })
  // A burst of up to 4 frames without a challenge; the turn's 2 to 6 with one.
  .refine(
    (body) => {
      const frames = body.frames?.length ?? 0;
      return body.challengeId === undefined
        ? frames <= BURST_MAX_FRAMES
        : frames >= CHALLENGE_MIN_FRAMES && frames <= CHALLENGE_MAX_FRAMES;
    },
    { error: faceImageCountError, path: ['frames'] },
  )
  .describe('A face capture; set-face answers with the analysis, set-face/async starts it');
export type FaceCaptureBody = z.infer<typeof faceCaptureBodySchema>;

export const faceSetBodySchema = faceCaptureBodySchema;
export type FaceSetBody = FaceCaptureBody;
export const faceSetResponseSchema = faceUsageResponseSchema;
export type FaceSetResponse = FaceUsageResponse;

export const faceSetAsyncBodySchema = faceCaptureBodySchema;
export type FaceSetAsyncBody = FaceCaptureBody;
export const faceSetAsyncResponseSchema = faceUsageResponseSchema;
export type FaceSetAsyncResponse = FaceUsageResponse;

// --- POST user/set-face/challenge --------------------------------------------

export const faceChallengeResponseSchema = dataEnvelope(faceChallengeSchema);
export type FaceChallengeResponse = z.infer<typeof faceChallengeResponseSchema>;

// --- GET user/set-face/polling/{id} -----------------------------------------

export const facePollingParamsSchema = z.object({
  id: z.uuid().describe('faceUsageIntentionId'),
});
export type FacePollingParams = z.infer<typeof facePollingParamsSchema>;

export const facePollingResponseSchema = faceUsageResponseSchema;
export type FacePollingResponse = FaceUsageResponse;

// --- user/set-face/step-up: confirming who replaces an enrolled face ---------
// Not in the spec (issue 8, decision 023): a face already enrolled is replaced
// only after the PIN (when the user has one) and a code sent by SMS to the
// registered phone, both within the last 10 minutes, in the same session.

/** How long a confirmed step-up allows face captures, and how long a started one waits for its code. */
export const FACE_STEP_UP_TTL_MINUTES = 10;

export const faceStepUpStatusSchema = z.object({
  required: z
    .boolean()
    .describe(
      'True when a face is enrolled and this session has no confirmed step-up: the capture calls answer FACE_STEP_UP_REQUIRED',
    ),
  pinRequired: z.boolean().describe('Whether the step-up asks for the PIN (users who have one)'),
  validUntil: isoDateTimeSchema
    .nullable()
    .describe('Until when the confirmed step-up of this session allows captures; null if none'),
});
export type FaceStepUpStatus = z.infer<typeof faceStepUpStatusSchema>;
export const faceStepUpStatusResponseSchema = dataEnvelope(faceStepUpStatusSchema);
export type FaceStepUpStatusResponse = z.infer<typeof faceStepUpStatusResponseSchema>;

export const faceStepUpStartBodySchema = z
  .object({
    deviceUUID: deviceUuidSchema,
    pin: pinSchema
      .optional()
      .describe('Required when the user has a PIN; checked (and counted) before any SMS'),
    call: z.boolean().default(false).describe('Read the code by voice call instead of SMS'),
  })
  .describe('Checks the PIN, then sends a code to the registered phone');
export type FaceStepUpStartBody = z.infer<typeof faceStepUpStartBodySchema>;
export type FaceStepUpStartBodyInput = z.input<typeof faceStepUpStartBodySchema>;

export const faceStepUpCodeSentSchema = z.object({
  stepUpId: z.uuid(),
  phoneAreaCode: z.string().regex(/^\d{2}$/u),
  phoneLastFourDigits: z.string().regex(/^\d{4}$/u),
  resendAfterSeconds: z.int().nonnegative().describe('Seconds until a new code may be asked for'),
});
export type FaceStepUpCodeSent = z.infer<typeof faceStepUpCodeSentSchema>;
export const faceStepUpStartResponseSchema = dataEnvelope(faceStepUpCodeSentSchema);
export type FaceStepUpStartResponse = z.infer<typeof faceStepUpStartResponseSchema>;

export const faceStepUpResendBodySchema = z
  .object({
    stepUpId: z.uuid(),
    call: z.boolean().default(false).describe('Read the code by voice call instead of SMS'),
  })
  .describe('A new code for a started step-up (after the resend countdown)');
export type FaceStepUpResendBody = z.infer<typeof faceStepUpResendBodySchema>;
export type FaceStepUpResendBodyInput = z.input<typeof faceStepUpResendBodySchema>;
export const faceStepUpResendResponseSchema = faceStepUpStartResponseSchema;

export const faceStepUpConfirmBodySchema = z
  .object({ stepUpId: z.uuid(), otp: otpSchema })
  .describe('The code sent by the step-up; captures are allowed for 10 minutes after it');
export type FaceStepUpConfirmBody = z.infer<typeof faceStepUpConfirmBodySchema>;
export const faceStepUpConfirmResponseSchema = faceStepUpStatusResponseSchema;

// --- POST user/consents/biometric (LGPD art. 11, I; issue 9) -----------------
// The specific, highlighted consent to biometric processing: a checkbox on the
// face instructions screen. Recorded with its date and the terms version in
// force; no face photo is analysed for a user who has not given it.

export const biometricConsentBodySchema = z
  .object({
    accepted: z.literal(true).describe('The customer ticked the consent on the face instructions'),
  })
  .describe('Records the consent to biometric processing (each acceptance is kept)');
export type BiometricConsentBody = z.infer<typeof biometricConsentBodySchema>;

export const biometricConsentSchema = z.object({
  givenAt: isoDateTimeSchema,
  termsVersion: z.string().nullable().describe('The terms of use in force when it was given'),
});
export type BiometricConsent = z.infer<typeof biometricConsentSchema>;
export const biometricConsentResponseSchema = dataEnvelope(biometricConsentSchema);
