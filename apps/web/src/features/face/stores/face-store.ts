// What the face capture leaves for /validation (lib/registration-journey.ts:
// its stored format, shared with the wallet), as a store the screens follow.
// A logout empties local storage; the copy in memory goes with it.
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { onSessionEnd } from '../../../lib/session';
import {
  emptyRegistrationJourney,
  readRegistrationJourney,
  saveRegistrationJourney,
  type RegistrationJourney,
} from '../../../lib/registration-journey';

let store: StoreApi<RegistrationJourney> | undefined;

/** Created on first use, so storage is read then and not when the module loads. */
function faceStore() {
  store ??= createStore(readRegistrationJourney);
  return store;
}

export function getFaceFlow(): RegistrationJourney {
  return faceStore().getState();
}

function set(next: RegistrationJourney) {
  saveRegistrationJourney(next);
  faceStore().setState(next, true);
}

export function updateFaceFlow(patch: Partial<Omit<RegistrationJourney, 'version'>>): void {
  set({ ...getFaceFlow(), ...patch });
}

/** The registration hands its intention over before its state is cleared. */
export function rememberRegisterIntention(registerIntentionId: string | null): void {
  if (registerIntentionId) updateFaceFlow({ registerIntentionId });
}

export function clearFaceFlow(): void {
  set(emptyRegistrationJourney);
}

// Storage is already empty after a logout; only the memory copy is left.
onSessionEnd(() => store?.setState(readRegistrationJourney(), true));

export function useFaceFlow(): RegistrationJourney {
  return useStore(faceStore());
}
