// The registration in progress, in local storage so a reload (or the app
// being killed while the SMS arrives) resumes at the same screen. Read lazily:
// the route guard imports `registrationJustFinished` from the entry chunk.
import { useSyncExternalStore } from 'react';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage';
import {
  initialOnboarding,
  onboardingReducer,
  resumeOnboarding,
  type OnboardingAction,
  type OnboardingPrefill,
  type OnboardingState,
  type RegisterVariant,
} from './onboarding-machine';

let state: OnboardingState | null | undefined;
const listeners = new Set<() => void>();

function readStoredState(): unknown {
  try {
    return JSON.parse(readStored(storageKeys.onboarding) ?? 'null');
  } catch {
    return null;
  }
}

function set(next: OnboardingState | null) {
  state = next;
  if (next) writeStored(storageKeys.onboarding, JSON.stringify(next));
  else removeStored(storageKeys.onboarding);
  for (const listener of listeners) listener();
}

export function getOnboarding(): OnboardingState | null {
  if (state === undefined) {
    const stored = readStoredState() as OnboardingState | null;
    state = stored ? resumeOnboarding(stored, stored.variant) : null;
  }
  return state;
}

/**
 * Opens the registration of `variant`: resumes the stored one when it is the
 * same variant and no other CPF is handed over, else starts afresh.
 */
export function beginOnboarding(
  variant: RegisterVariant,
  prefill: OnboardingPrefill = {},
): OnboardingState {
  const resumed = resumeOnboarding(readStoredState(), variant);
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOnboarding(): OnboardingState | null {
  return useSyncExternalStore(subscribe, getOnboarding);
}
