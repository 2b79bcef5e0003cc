// A destination for after the sign-in, kept for this tab: a signed-out page
// that needs the person's account (the e-mail link's "ask for a new link")
// sends them to /login first, and they land where they were going. Only the
// screens listed here can be named, so nothing can route a sign-in elsewhere.
import { paths } from '../config/paths';
import { readStored, removeStored, storageKeys, writeStored } from './storage';

const destinations = new Set([paths.validateAccount.getHref()]);

export function rememberAfterLogin(path: string): void {
  if (destinations.has(path)) writeStored(storageKeys.afterLogin, path, 'session');
}

/** The remembered destination, once: it is forgotten as it is read. */
export function takeAfterLogin(): string | null {
  const path = readStored(storageKeys.afterLogin, 'session');
  removeStored(storageKeys.afterLogin, 'session');
  return path !== null && destinations.has(path) ? path : null;
}
