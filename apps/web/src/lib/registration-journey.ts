// What the face capture leaves for /validation and for the screens after it,
// in local storage so a reload keeps it (docs/spec/account-checklist.md §2): the last outcome, the
// attempts-limit flag with its blocked days, the face usage intention, and the
// registration it belongs to. The face feature's store writes it; the wallet
// reads the register intention (docs/spec/wallet-checklist.md §2), so its format lives here, once.
// A logout empties local storage.
import { z } from 'zod';
import type { ErrorCode } from '@rosto/contract/errors';
import { faceStatusSchema, type FaceStatus } from '@rosto/contract/schemas/user';
import { storageKeys } from './storage';
import { storedValue } from './stored-value';

export interface RegistrationJourney {
  version: 1;
  /** Outcome of the last capture; null until one finishes. */
  faceStatus: FaceStatus | null;
  faceUsageIntentionId: string | null;
  /** The registration that has just finished, when the capture follows it. */
  registerIntentionId: string | null;
  livenessAttemptsLimitReached: boolean;
  /** Days to wait after the liveness attempts limit (additionalData.expireDays). */
  blockedDays: number | null;
  /** The code that refused the last capture, shown on the failure screen. */
  errorCode: ErrorCode | null;
}

export const emptyRegistrationJourney: RegistrationJourney = {
  version: 1,
  faceStatus: null,
  faceUsageIntentionId: null,
  registerIntentionId: null,
  livenessAttemptsLimitReached: false,
  blockedDays: null,
  errorCode: null,
};

const textOrNull = z.string().min(1).nullable().catch(null);

/** Field by field: a field that cannot be read starts empty, the rest is kept. */
const registrationJourneySchema = z.object({
  // Read as version 1 when absent, as the readers before this schema did.
  version: z.literal(1).default(1),
  faceStatus: faceStatusSchema.nullable().catch(null),
  faceUsageIntentionId: textOrNull,
  registerIntentionId: textOrNull,
  livenessAttemptsLimitReached: z.boolean().catch(false),
  blockedDays: z.number().int().min(0).nullable().catch(null),
  // Written by this app from a catalogue code; not checked against the
  // catalogue, which loads only when an error is shown.
  errorCode: z
    .custom<ErrorCode>((code) => typeof code === 'string' && code !== '')
    .nullable()
    .catch(null),
}) satisfies z.ZodType<RegistrationJourney>;

const stored = storedValue(storageKeys.face, registrationJourneySchema);

export function readRegistrationJourney(): RegistrationJourney {
  return stored.read() ?? emptyRegistrationJourney;
}

export function saveRegistrationJourney(next: RegistrationJourney): void {
  if (next === emptyRegistrationJourney) stored.remove();
  else stored.write(next);
}

/**
 * Whether the person is in a registration (docs/spec/wallet-checklist.md §2: the explanation
 * first).
 */
export function hasRegisterIntention(): boolean {
  return readRegistrationJourney().registerIntentionId !== null;
}
