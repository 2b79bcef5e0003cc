// A FaceUsage answer for the face feature's tests.
import type { FaceUsage } from '@rosto/contract/schemas/face';

export const FACE_USAGE_ID = '3f1c9a7e-2b4d-4e6f-8a9b-0c1d2e3f4a5b';

export const faceUsage = (overrides: Partial<FaceUsage> = {}): FaceUsage => ({
  faceUsageIntentionId: FACE_USAGE_ID,
  faceUsageIntentionState: 'PROCESSING',
  identityVerificationOutcome: null,
  usesGlasses: false,
  withGlassesRegistered: false,
  withoutGlassesRegistered: false,
  nextCapture: null,
  livenessAttemptsLimitReached: false,
  expireDays: null,
  ...overrides,
});
