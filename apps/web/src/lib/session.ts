// The signed-in session: the bearer token in local storage, observable from
// React. Ending it follows the spec's logout: clear local storage except the
// device id and tell a native host.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { notifyNativeLogin, notifyNativeLogout } from './native-bridge';
import { clearLocalExcept, readStored, removeStored, storageKeys, writeStored } from './storage';

type Listener = () => void;

let unauthorizedHandler: Listener = () => undefined;

/**
 * The app decides what a disconnect looks like (navigation, snackbar). Kept
 * here, not in the API client, so that setting it at start does not bring the
 * client to first screens that call no endpoint.
 */
export function setUnauthorizedHandler(handler: Listener): void {
  unauthorizedHandler = handler;
}

/** The API refused the session still in use (a 401): the app's handler runs. */
export function sessionEndedByServer(): void {
  unauthorizedHandler();
}

interface SessionState {
  token: string | null;
  /** Counts the endings, so a logout without a session is still an ending. */
  endings: number;
}

const store = createStore<SessionState>()(() => ({
  token: readStored(storageKeys.session),
  endings: 0,
}));

export function getSessionToken(): string | null {
  return store.getState().token;
}

/** Called by screens that hold server state tied to the user (query cache). */
export function onSessionEnd(listener: Listener): () => void {
  return store.subscribe((state, previous) => {
    if (state.endings !== previous.endings) listener();
  });
}

/**
 * This tab's session storage that belongs to the signed-in user. Local storage
 * is emptied on the way out anyway; these keys would outlive the logout.
 */
const userSessionKeys = [storageKeys.faceStepUp, storageKeys.emailLinkSent] as const;

function forgetUserSessionStorage(): void {
  for (const key of userSessionKeys) removeStored(key, 'session');
}

export function startSession(newToken: string, userId: string): void {
  writeStored(storageKeys.session, newToken);
  notifyNativeLogin(userId);
  store.setState({ token: newToken });
}

export function endSession(): void {
  // A shared device may also be a shop's terminal: its key, and the sale it
  // keeps for a reload, are not the customer's.
  clearLocalExcept([storageKeys.deviceId, storageKeys.terminalKey, storageKeys.terminalSale]);
  forgetUserSessionStorage();
  notifyNativeLogout();
  store.setState((state) => ({ token: null, endings: state.endings + 1 }));
}

export function useSessionToken(): string | null {
  return useStore(store, (state) => state.token);
}

export function useIsSignedIn(): boolean {
  return useSessionToken() !== null;
}

// A logout or login in another tab applies here too. (No window when the build
// prerenders the welcome screen in Node: decision 013.)
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key !== storageKeys.session && event.key !== null) return;
  const next = readStored(storageKeys.session);
  if (next === getSessionToken()) return;
  if (next === null) forgetUserSessionStorage();
  store.setState((state) => ({
    token: next,
    endings: next === null ? state.endings + 1 : state.endings,
  }));
});
