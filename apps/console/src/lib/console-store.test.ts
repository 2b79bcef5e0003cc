import { describe, expect, it } from 'vitest';
import { CONSOLE_STORE_KEY, useConsoleStore } from './console-store';

function stored(): unknown {
  const text = sessionStorage.getItem(CONSOLE_STORE_KEY);
  return text === null ? null : (JSON.parse(text) as { state: unknown }).state;
}

describe('the console store', () => {
  it("keeps the token and the language in this tab's sessionStorage, not the notice", () => {
    useConsoleStore.getState().setLanguage('en');
    useConsoleStore.getState().startSession('rosto_op_abc');
    expect(stored()).toEqual({ token: 'rosto_op_abc', language: 'en' });
    expect(localStorage.length).toBe(0);

    useConsoleStore.getState().endSession('signed-out');
    expect(useConsoleStore.getState().ending).toBe('signed-out');
    // The language outlives the session; the token does not.
    expect(stored()).toEqual({ token: null, language: 'en' });
  });

  it('reads a reload back from storage', async () => {
    sessionStorage.setItem(
      CONSOLE_STORE_KEY,
      JSON.stringify({ state: { token: 'rosto_op_kept', language: 'en' }, version: 1 }),
    );
    await useConsoleStore.persist.rehydrate();
    expect(useConsoleStore.getState()).toMatchObject({ token: 'rosto_op_kept', language: 'en' });
  });

  it('takes nothing from a stored value of another shape', async () => {
    sessionStorage.setItem(
      CONSOLE_STORE_KEY,
      JSON.stringify({ state: { token: 42, language: 'fr' }, version: 1 }),
    );
    await useConsoleStore.persist.rehydrate();
    expect(useConsoleStore.getState()).toMatchObject({ token: null, language: 'pt-BR' });
  });

  it("starts a session without the last one's notice", () => {
    useConsoleStore.getState().endSession('expired');
    useConsoleStore.getState().startSession('rosto_op_next');
    expect(useConsoleStore.getState()).toMatchObject({ token: 'rosto_op_next', ending: null });
  });
});
