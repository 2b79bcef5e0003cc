// The console's one persisted store (decision 050): the session's bearer token
// and the operator's language, kept in this tab's sessionStorage so a reload
// loses neither and closing the tab ends the session here. Server state (the
// operator's profile, the queues, lists) lives in TanStack Query, not here.
import type { Locale } from '@rosto/contract/errors';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * How the last session ended: the server no longer took it (told on the
 * sign-in page, which then reopens the interrupted page), or the operator
 * signed out (the next sign-in, perhaps someone else's, starts at Início).
 */
export type SessionEnding = 'expired' | 'signed-out';

interface PersistedState {
  /** Bearer token of the console session (rosto_op_…); null when signed out. */
  token: string | null;
  language: Locale;
}

interface ConsoleState extends PersistedState {
  /** Not persisted: a notice for this page's life only. */
  ending: SessionEnding | null;
  startSession: (token: string) => void;
  /** Forgets the token, saying why. */
  endSession: (ending: SessionEnding) => void;
  setLanguage: (language: Locale) => void;
}

export const CONSOLE_STORE_KEY = 'rosto-console';

/** Storage may hold anything (a hand edit, an older console): only this shape is taken. */
function isPersistedState(value: unknown): value is Partial<PersistedState> {
  if (typeof value !== 'object' || value === null) return false;
  const { token, language } = value as Record<string, unknown>;
  return (
    (token === undefined || token === null || (typeof token === 'string' && token !== '')) &&
    (language === undefined || language === 'pt-BR' || language === 'en')
  );
}

export const useConsoleStore = create<ConsoleState>()(
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
      name: CONSOLE_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, language }): PersistedState => ({ token, language }),
      merge: (persisted, current) =>
        isPersistedState(persisted) ? { ...current, ...persisted } : current,
    },
  ),
);

/** The token for calls made outside React (the API client). */
export function sessionToken(): string | null {
  return useConsoleStore.getState().token;
}
