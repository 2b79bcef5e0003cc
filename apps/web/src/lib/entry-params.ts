// Query parameters read once when the app opens (account.md §2): cpf, name and
// phone prefill registration and login; show_main_navigation=false hides the
// bottom menu. Kept for the browser session so they outlive navigation.
import { cpfDigits } from '@rosto/contract/validators/cpf';
import { stripNameInvalidChars } from '@rosto/contract/validators/full-name';
import { phoneDigits } from '@rosto/contract/validators/phone';
import { readStored, removeStored, storageKeys, writeStored } from './storage';

export interface EntryParams {
  cpf?: string;
  name?: string;
  phone?: string;
  /** True when the host asked for no bottom menu. */
  hideMainNavigation?: boolean;
}

const MAX_NAME_LENGTH = 250;

/** Pure: what a query string contributes (cpf and phone as digits only). */
export function readEntryParams(search: string): EntryParams {
  const query = new URLSearchParams(search);
  const params: EntryParams = {};
  const cpf = cpfDigits(query.get('cpf') ?? '');
  if (cpf) params.cpf = cpf;
  const phone = phoneDigits(query.get('phone') ?? '');
  if (phone) params.phone = phone;
  const name = stripNameInvalidChars(query.get('name') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  if (name) params.name = name;
  const navigation = query.get('show_main_navigation');
  if (navigation !== null) params.hideMainNavigation = navigation === 'false';
  return params;
}

let current: EntryParams = load();

function load(): EntryParams {
  try {
    return JSON.parse(readStored(storageKeys.entryParams, 'session') ?? '{}') as EntryParams;
  } catch {
    return {};
  }
}

/** Merges what this URL carries into what earlier URLs of the session did. */
export function captureEntryParams(search: string): EntryParams {
  current = { ...current, ...readEntryParams(search) };
  writeStored(storageKeys.entryParams, JSON.stringify(current), 'session');
  return current;
}

export function getEntryParams(): EntryParams {
  return current;
}

/** Registration and login call this once the prefill has been used. */
export function clearPrefill(): void {
  const { hideMainNavigation } = current;
  current = hideMainNavigation === undefined ? {} : { hideMainNavigation };
  writeStored(storageKeys.entryParams, JSON.stringify(current), 'session');
}

export function resetEntryParams(): void {
  current = {};
  removeStored(storageKeys.entryParams, 'session');
}
