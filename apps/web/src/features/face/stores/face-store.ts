// What the face capture leaves for /validation, in local storage so a reload
// keeps it (account.md §2): the last outcome, the attempts-limit flag with its
// blocked days, the face usage intention and the registration it belongs to.
// A logout empties local storage; the copy in memory goes with it.
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ErrorCode } from '@rosto/contract/errors';
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
  errorCode: ErrorCode | null;
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
    // Written by this app from a catalogue code; not checked against the
    // catalogue, which loads only when an error is shown.
    errorCode: textOrNull(stored.errorCode) as ErrorCode | null,
  };
}

function read(): FaceFlowState {
  try {
    return parseFaceFlow(JSON.parse(readStored(storageKeys.face) ?? 'null'));
  } catch {
    return emptyFaceFlow;
  }
}

let store: StoreApi<FaceFlowState> | undefined;

/** Created on first use, so storage is read then and not when the module loads. */
function faceStore() {
  store ??= createStore(read);
  return store;
}

export function getFaceFlow(): FaceFlowState {
  return faceStore().getState();
}

function set(next: FaceFlowState) {
  if (next === emptyFaceFlow) removeStored(storageKeys.face);
  else writeStored(storageKeys.face, JSON.stringify(next));
  faceStore().setState(next, true);
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
onSessionEnd(() => store?.setState(read(), true));

export function useFaceFlow(): FaceFlowState {
  return useStore(faceStore());
}
