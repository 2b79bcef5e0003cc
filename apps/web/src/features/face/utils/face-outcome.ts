// What the capture does with each answer (docs/spec/account-checklist.md §4, §8), as pure rules:
// the first capture, where a finished analysis leads, how an error
// code is handled, and which /validation screen a status shows.
import type { ErrorCode } from '@rosto/contract/errors';
import type { FaceStatus } from '@rosto/contract/schemas/user';

/** Onboarding (ends on /validation) or the profile (ends back on /perfil). */
export type FaceOrigin = 'register' | 'profile';

/** The profile opens the capture with ?origem=perfil, or says so in the navigation state. */
export function faceOrigin(search: URLSearchParams, state: unknown): FaceOrigin {
  const from = (state as { from?: unknown } | null)?.from;
  return search.get('origem') === 'perfil' || from === 'profile' ? 'profile' : 'register';
}

export interface CaptureStep {
  /** 1: camera capture; 2: liveness capture. */
  step: 1 | 2;
  /** Whether this capture shows the user wearing glasses. */
  usesGlasses: boolean;
}

export const FIRST_CAPTURE: CaptureStep = { step: 1, usesGlasses: false };

/** Photos in all: a pair without glasses, and a pair with them for a person who wears them. */
export function capturePhotos(wearsGlasses: boolean | null): number {
  return wearsGlasses ? 4 : 2;
}

/** The three screens of /validation. */
export type ValidationView = 'pre-approved' | 'success' | 'fail';

/**
 * A final outcome as /validation shows it: SUCCESS or PENDING is done,
 * PROCESSING or NOT_STARTED waits for a person's review, FAIL or
 * INVALID_IMAGE failed.
 */
export function validationViewOf(status: FaceStatus | null): ValidationView | null {
  switch (status) {
    case 'SUCCESS':
    case 'PENDING':
      return 'success';
    case 'PROCESSING':
    case 'NOT_STARTED':
      return 'pre-approved';
    case 'FAIL':
    case 'INVALID_IMAGE':
      return 'fail';
    case null:
      return null;
  }
}

/**
 * Which status /validation shows: the server's word when it says the face is
 * done (a review may have ended since), else what this device's last capture
 * left (it carries the attempts limit), else the profile's. Null: there is no
 * capture to speak of.
 */
export function validationStatus(
  local: FaceStatus | null,
  profile: FaceStatus | null | undefined,
): FaceStatus | null {
  if (profile === 'SUCCESS' || profile === 'PENDING') return profile;
  return local ?? profile ?? null;
}

/**
 * What a failed call means. `retake`: the photo had no face; the same capture
 * is taken again with the message. `unexpected`: the call itself went wrong
 * (network, a photo the app should never send, a capture out of order); the
 * "could not take your photo" screen offers a retry. Every other code is the
 * analysis refusing the face: FAIL and /validation in the registration, the
 * message on the page from the profile. `step-up`: the confirmation of who
 * replaces an enrolled face is missing or its 10 minutes ran out (decision
 * 023); nothing was judged, the user confirms again on /perfil/trocar-rosto.
 * `consent`: the server holds no consent to biometric processing (LGPD art.
 * 11); nothing was judged either, the instructions ask for it again.
 */
export type ErrorReaction =
  'retake' | 'unexpected' | 'validation' | 'page-error' | 'step-up' | 'consent';

const UNEXPECTED_CODES = new Set<ErrorCode>([
  'NETWORK_ERROR',
  'UNKNOWN',
  'TOO_MANY_REQUESTS',
  'FACE_IMAGE_INVALID_COUNT',
  'FACE_IMAGE_INVALID_TYPE',
  'FACE_IMAGE_INVALID_SIZE',
  'FACE_CAPTURE_OUT_OF_ORDER',
  'FACE_USAGE_INTENTION_NOT_FOUND',
  // The SDK session expired or was used: the retry opens a new one.
  'FACE_SESSION_INVALID',
  'FACE_POLLING_TIMEOUT',
  'CAMERA_NOT_MOUNTED',
  'ERROR_SAVING_PHOTO',
]);

export function errorReaction(code: ErrorCode, origin: FaceOrigin): ErrorReaction {
  if (code === 'FACE_REGISTER_NO_FACE_FOUND') return 'retake';
  if (code === 'FACE_STEP_UP_REQUIRED') return 'step-up';
  if (code === 'BIOMETRIC_CONSENT_REQUIRED') return 'consent';
  if (UNEXPECTED_CODES.has(code)) return 'unexpected';
  return origin === 'register' ? 'validation' : 'page-error';
}

/** A finished analysis from the profile: anything but a failure counts as sent. */
export function profileOutcomeSucceeded(outcome: FaceStatus | null): boolean {
  return validationViewOf(outcome) !== 'fail';
}
