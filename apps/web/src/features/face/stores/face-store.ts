// What the face capture leaves for /validation, in local storage so a reload
// keeps it (account.md §2): the last outcome, the attempts-limit flag with its
// blocked days, the face usage intention and the registration it belongs to.
// A logout empties local storage; the copy in memory goes with it.
import { useSyncExternalStore } from 'react';
import type { FaceStatus } from '@rosto/contract/schemas/user';
import { onSessionEnd } from '../../../lib/session';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage';

export interface FaceFlowState {
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
  errorCode: string | null;
}

export const emptyFaceFlow: FaceFlowState = {
  version: 1,
  faceStatus: null,
  faceUsageIntentionId: null,
  registerIntentionId: null,
  livenessAttemptsLimitReached: false,
  blockedDays: null,
  errorCode: null,
};

const FACE_STATUSES = new Set<string>([
  'PROCESSING',
  'NOT_STARTED',
  'SUCCESS',
  'PENDING',
  'FAIL',
  'INVALID_IMAGE',
]);

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A stored value back into a state, field by field: storage may hold anything. */
export function parseFaceFlow(value: unknown): FaceFlowState {
  if (typeof value !== 'object' || value === null) return emptyFaceFlow;
  const stored = value as Record<string, unknown>;
  const days = stored.blockedDays;
  return {
    version: 1,
    faceStatus:
      typeof stored.faceStatus === 'string' && FACE_STATUSES.has(stored.faceStatus)
        ? (stored.faceStatus as FaceStatus)
        : null,
    faceUsageIntentionId: textOrNull(stored.faceUsageIntentionId),
    registerIntentionId: textOrNull(stored.registerIntentionId),
    livenessAttemptsLimitReached: stored.livenessAttemptsLimitReached === true,
    blockedDays: typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : null,
    errorCode: textOrNull(stored.errorCode),
  };
}

let state: FaceFlowState | undefined;
const listeners = new Set<() => void>();

function read(): FaceFlowState {
  try {
    return parseFaceFlow(JSON.parse(readStored(storageKeys.face) ?? 'null'));
  } catch {
    return emptyFaceFlow;
  }
}

export function getFaceFlow(): FaceFlowState {
  state ??= read();
  return state;
}

function set(next: FaceFlowState) {
  state = next;
  if (next === emptyFaceFlow) removeStored(storageKeys.face);
  else writeStored(storageKeys.face, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function updateFaceFlow(patch: Partial<Omit<FaceFlowState, 'version'>>): void {
  set({ ...getFaceFlow(), ...patch });
}

/** The registration hands its intention over before its state is cleared. */
export function rememberRegisterIntention(registerIntentionId: string | null): void {
  if (registerIntentionId) updateFaceFlow({ registerIntentionId });
}

export function clearFaceFlow(): void {
  set(emptyFaceFlow);
}

// Storage is already empty after a logout; only the memory copy is left.
onSessionEnd(() => {
  state = undefined;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFaceFlow(): FaceFlowState {
  return useSyncExternalStore(subscribe, getFaceFlow);
}
