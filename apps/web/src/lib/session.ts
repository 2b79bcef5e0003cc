// The signed-in session: the bearer token in local storage, observable from
// React. Ending it follows the spec's logout: clear local storage except the
// device id and tell a native host.
import { useSyncExternalStore } from 'react';
import { notifyNativeLogin, notifyNativeLogout } from './native-bridge';
import { clearLocalExcept, readStored, storageKeys, writeStored } from './storage';

type Listener = () => void;

let token: string | null = readStored(storageKeys.session);
const listeners = new Set<Listener>();
const endListeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function getSessionToken(): string | null {
  return token;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by screens that hold server state tied to the user (query cache). */
export function onSessionEnd(listener: Listener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function startSession(newToken: string, userId: string): void {
  token = newToken;
  writeStored(storageKeys.session, newToken);
  notifyNativeLogin(userId);
  emit();
}

export function endSession(): void {
  const hadSession = token !== null;
  token = null;
  clearLocalExcept([storageKeys.deviceId]);
  notifyNativeLogout();
  for (const listener of endListeners) listener();
  if (hadSession) emit();
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getSessionToken);
}

export function useIsSignedIn(): boolean {
  return useSessionToken() !== null;
}

// A logout or login in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key !== storageKeys.session && event.key !== null) return;
  const next = readStored(storageKeys.session);
  if (next === token) return;
  token = next;
  if (next === null) for (const listener of endListeners) listener();
  emit();
});
