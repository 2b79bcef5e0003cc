// The registration in progress as local storage keeps it (lib/stored-value.ts),
// read by the store and by the /register guard in the entry chunk. Checked by a
// small guard, not zod, to keep zod out of the first screen; the machine's
// `resumeOnboarding` checks the rest (the variant's screens, fields added since).
import { guarded, isRecord, storedValue } from '../../../lib/stored-value';
import { storageKeys } from '../../../lib/storage';

/** What the guard can rely on; the whole state is stored (onboarding-machine.ts). */
export interface StoredOnboarding {
  version: 1;
  variant: string;
  step: string;
  history: unknown[];
}

function isStoredOnboarding(value: unknown): value is StoredOnboarding {
  return (
    isRecord(value) &&
    value.version === 1 &&
    typeof value.variant === 'string' &&
    typeof value.step === 'string' &&
    Array.isArray(value.history)
  );
}

export const storedOnboarding = storedValue(storageKeys.onboarding, guarded(isStoredOnboarding));
