// App boot (account.md §4): not booted -> booting -> booted. Booting reads the
// entry query and loads the partner; the splash shows until it is done.
import { useSyncExternalStore } from 'react';
import { loadPartner } from '../features/partner/stores/partner-store';
import { getDeviceId } from '../lib/device-id';
import { captureEntryParams } from '../lib/entry-params';

export type BootState = 'not-booted' | 'booting' | 'booted';

let state: BootState = 'not-booted';
const listeners = new Set<() => void>();

function set(next: BootState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getBootState(): BootState {
  return state;
}

export function useBootState(): BootState {
  // The same snapshot while hydrating: the prerendered welcome screen is
  // hydrated once the boot is done (main.tsx, decision 013).
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBootState,
    getBootState,
  );
}

export async function boot(
  location: Pick<Location, 'search' | 'hostname'> = window.location,
): Promise<void> {
  if (state !== 'not-booted') return;
  set('booting');
  try {
    getDeviceId();
    captureEntryParams(location.search);
    await loadPartner(location);
  } finally {
    set('booted');
  }
}
