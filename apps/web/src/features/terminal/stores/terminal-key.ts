// The terminal's API key on this device: typed once at sign-in, kept in local
// storage under a key of its own (never the customer's session), forgotten by
// "Sair" or by a 401, with the sale it kept for a reload. It is never put in a URL.
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage';

export const TERMINAL_KEY_STORAGE = storageKeys.terminalKey;

const KEY_PREFIX = 'rosto_term_';

/** The pasted key without spaces around it, a "Bearer " prefix or line breaks. */
export function cleanTerminalKey(input: string): string {
  return input.replace(/^\s*bearer\s+/iu, '').replace(/\s+/gu, '');
}

/** Only the shape: the server decides whether the key is valid. */
export function looksLikeTerminalKey(key: string): boolean {
  return key.startsWith(KEY_PREFIX) && key.length > KEY_PREFIX.length;
}

export const readTerminalKey = () => readStored(TERMINAL_KEY_STORAGE);

/**
 * A sale kept for a reload (pending-sale.ts) belongs to the till signed in
 * when it was kept: another key, or none, must never take it up (its payment
 * is another terminal's, which this key cannot read).
 */
export function saveTerminalKey(key: string): void {
  if (readTerminalKey() !== key) removeStored(storageKeys.terminalSale);
  writeStored(TERMINAL_KEY_STORAGE, key);
}

export function forgetTerminalKey(): void {
  removeStored(storageKeys.terminalSale);
  removeStored(TERMINAL_KEY_STORAGE);
}
