// App boot (docs/spec/account-checklist.md §4): not booted -> booting -> booted. Booting reads the
// entry query and loads the partner; the splash shows until it is done.
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { loadPartner } from '../features/partner/stores/partner-store';
import { getDeviceId } from '../lib/device-id';
import { captureEntryParams } from '../lib/entry-params';

export type BootState = 'not-booted' | 'booting' | 'booted';

const bootStore = createStore<BootState>(() => 'not-booted');

export function getBootState(): BootState {
  return bootStore.getState();
}

export function useBootState(): BootState {
  // Not zustand's useStore: it hydrates with the store's initial state
  // ('not-booted'), but the prerendered welcome screen is hydrated once the
  // boot is done (main.tsx, decision 013), so hydration must see this state.
  return useSyncExternalStore(bootStore.subscribe, getBootState, getBootState);
}

export async function boot(
  location: Pick<Location, 'search' | 'hostname'> = window.location,
): Promise<void> {
  if (getBootState() !== 'not-booted') return;
  bootStore.setState('booting', true);
  try {
    getDeviceId();
    captureEntryParams(location.search);
    await loadPartner(location);
  } finally {
    bootStore.setState('booted', true);
  }
}
