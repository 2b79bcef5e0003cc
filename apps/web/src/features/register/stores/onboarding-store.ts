// The registration in progress, in local storage so a reload (or the app
// being killed while the SMS arrives) resumes at the same screen. Read lazily:
// the route guard imports `registrationJustFinished` from the entry chunk.
// A logout empties local storage; the copy in memory goes with it.
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { onSessionEnd } from '../../../lib/session';
import {
  initialOnboarding,
  onboardingReducer,
  resumeOnboarding,
  type OnboardingAction,
  type OnboardingPrefill,
  type OnboardingState,
  type RegisterVariant,
} from './onboarding-machine';
import { storedOnboarding } from './stored-onboarding';

let store: StoreApi<{ onboarding: OnboardingState | null }> | undefined;

/** Created on first use, so storage is read then and not when the module loads. */
function onboardingStore() {
  store ??= createStore(() => {
    const stored = storedOnboarding.read();
    return {
      onboarding: stored ? resumeOnboarding(stored, stored.variant as RegisterVariant) : null,
    };
  });
  return store;
}

function set(next: OnboardingState | null) {
  if (next) storedOnboarding.write(next);
  else storedOnboarding.remove();
  onboardingStore().setState({ onboarding: next });
}

export function getOnboarding(): OnboardingState | null {
  return onboardingStore().getState().onboarding;
}

/**
 * Opens the registration of `variant`: resumes the stored one when it is the
 * same variant and no other CPF is handed over, else starts afresh.
 */
export function beginOnboarding(
  variant: RegisterVariant,
  prefill: OnboardingPrefill = {},
): OnboardingState {
  const resumed = resumeOnboarding(storedOnboarding.read(), variant);
  const sameCpf = !prefill.cpf || resumed?.cpf === prefill.cpf;
  const next = resumed && sameCpf ? resumed : initialOnboarding(variant, prefill);
  set(next);
  return next;
}

export function dispatchOnboarding(action: OnboardingAction): void {
  const current = getOnboarding();
  if (current) set(onboardingReducer(current, action));
}

export function clearOnboarding(): void {
  set(null);
}

// Storage is already empty after a logout (also the face capture's "leave the
// registration"); only the memory copy is left.
onSessionEnd(() => store?.setState({ onboarding: null }));

export function useOnboarding(): OnboardingState | null {
  return useStore(onboardingStore(), (state) => state.onboarding);
}
