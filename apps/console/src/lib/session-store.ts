// A signed-in session kept in this tab (decision 050): the bearer token and
// the person's language in sessionStorage, so a reload loses neither and
// closing the tab ends the session here. The console and the shops' portal
// each make one under a key of their own, so both may be signed in in one
// browser without either seeing the other's token. Server state (the
// signed-in person, lists) lives in TanStack Query, not here.
import type { Locale } from '@rosto/contract/errors';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * How the last session ended: the server no longer took it (told on the
 * sign-in page, which then reopens the interrupted page), or the person
 * signed out (the next sign-in, perhaps someone else's, starts at home).
 */
export type SessionEnding = 'expired' | 'signed-out';

interface PersistedState {
  /** Bearer token of the session; null when signed out. */
  token: string | null;
  language: Locale;
}

export interface SessionState extends PersistedState {
  /** Not persisted: a notice for this page's life only. */
  ending: SessionEnding | null;
  startSession: (token: string) => void;
  /** Forgets the token, saying why. */
  endSession: (ending: SessionEnding) => void;
  setLanguage: (language: Locale) => void;
}

/** Storage may hold anything (a hand edit, an older build): only this shape is taken. */
function isPersistedState(value: unknown): value is Partial<PersistedState> {
  if (typeof value !== 'object' || value === null) return false;
  const { token, language } = value as Record<string, unknown>;
  return (
    (token === undefined || token === null || (typeof token === 'string' && token !== '')) &&
    (language === undefined || language === 'pt-BR' || language === 'en')
  );
}

/** A session store kept in this tab's sessionStorage under `storageKey`. */
export function createSessionStore(storageKey: string) {
  return create<SessionState>()(
    persist(
      (set) => ({
        token: null,
        language: 'pt-BR',
        ending: null,
        startSession: (token) => set({ token, ending: null }),
        endSession: (ending) => set({ token: null, ending }),
        setLanguage: (language) => set({ language }),
      }),
      {
        name: storageKey,
        version: 1,
        storage: createJSONStorage(() => sessionStorage),
        partialize: ({ token, language }): PersistedState => ({ token, language }),
        merge: (persisted, current) =>
          isPersistedState(persisted) ? { ...current, ...persisted } : current,
      },
    ),
  );
}

/** What the shared libraries need of a session store (the console's or the portal's). */
export type SessionStore = ReturnType<typeof createSessionStore>;
