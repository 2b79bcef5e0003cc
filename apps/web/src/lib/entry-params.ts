// Query parameters read once when the app opens (docs/spec/account-checklist.md §2): cpf, name and
// phone prefill registration and login; show_main_navigation=false hides the
// bottom menu. Kept for the browser session so they outlive navigation; read
// at boot, on every first screen: checked by a guard, not zod (stored-value.ts).
import { cpfDigits } from '@rosto/contract/validators/cpf';
import { stripNameInvalidChars } from '@rosto/contract/validators/full-name';
import { phoneDigits } from '@rosto/contract/validators/phone-digits';
import { storageKeys } from './storage';
import { guarded, isRecord, storedValue } from './stored-value';

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

const optional = (value: unknown, type: 'string' | 'boolean') =>
  value === undefined || typeof value === type;

function isEntryParams(value: unknown): value is EntryParams {
  return (
    isRecord(value) &&
    optional(value.cpf, 'string') &&
    optional(value.name, 'string') &&
    optional(value.phone, 'string') &&
    optional(value.hideMainNavigation, 'boolean')
  );
}

const stored = storedValue(storageKeys.entryParams, guarded(isEntryParams), 'session');

let current: EntryParams = stored.read() ?? {};

/** Merges what this URL carries into what earlier URLs of the session did. */
export function captureEntryParams(search: string): EntryParams {
  current = { ...current, ...readEntryParams(search) };
  stored.write(current);
  return current;
}

export function getEntryParams(): EntryParams {
  return current;
}

/** Registration and login call this once the prefill has been used. */
export function clearPrefill(): void {
  const { hideMainNavigation } = current;
  current = hideMainNavigation === undefined ? {} : { hideMainNavigation };
  stored.write(current);
}

export function resetEntryParams(): void {
  current = {};
  stored.remove();
}
