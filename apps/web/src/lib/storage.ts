// Browser storage that never throws (private mode and blocked storage just
// forget), with the spec's '-dev' key suffix in development so a developer's
// local session never collides with a build served from the same origin.
const suffix = import.meta.env.DEV ? '-dev' : '';

export const storageKeys = {
  deviceId: `deviceUUID${suffix}`,
  session: `session${suffix}`,
  language: `language${suffix}`,
  entryParams: `entry-params${suffix}`,
  partner: `partner${suffix}`,
  /** The partner this visit's link named, kept before its answer comes: a reload meanwhile keeps it. */
  partnerIdentifier: `partner-identifier${suffix}`,
  /** Registration in progress (step and non-secret answers; never the PIN or code). */
  onboarding: `onboarding${suffix}`,
  /** Sign-in in progress, for this tab only (CPF step to code step across a reload). */
  login: `login${suffix}`,
  /** Face capture outcome and register intention, so /validation survives a reload. */
  face: `face${suffix}`,
  /** Face replacement step-up waiting for its SMS code, for this tab (no PIN, no code). */
  faceStepUp: `face-step-up${suffix}`,
  /** Where to go once signed in, when a signed-out page sent the person to sign in first. */
  afterLogin: `after-login${suffix}`,
  /** When this tab last asked for an e-mail confirmation link (/validar-conta's countdown). */
  emailLinkSent: `email-link-sent${suffix}`,
  /** A shop terminal's API key on this device (/terminal): a customer's logout keeps it. */
  terminalKey: `terminal-key${suffix}`,
  /** The till's sale whose charge is being checked, or whose head turn is asked (ids, amount; no PIN). */
  terminalSale: `terminal-sale${suffix}`,
  /** Cards whose validation this tab has explained, with when (ids and times only). */
  cardValidationExplained: `card-validation-explained${suffix}`,
} as const;

/** local: this device until logout; session: this tab. */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives for this page only.
  }
}

export function removeStored(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Empties local storage but keeps the listed keys (logout keeps the device id). */
export function clearLocalExcept(keep: readonly string[]): void {
  const storage = area('local');
  if (!storage) return;
  try {
    const kept = keep.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  } catch {
    // Storage blocked: there is nothing stored to clear.
  }
}
