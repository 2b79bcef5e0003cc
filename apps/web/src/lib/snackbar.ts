// Snackbar queue (docs/spec/account-checklist.md §8, §9): 3 s by default, at most 3 on screen, and
// the same message again replaces the old one instead of stacking.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export const SNACKBAR_DURATION_MS = 3000;
export const MAX_SNACKBARS = 3;

export type SnackbarVariant = 'info' | 'success' | 'error';

export interface Snackbar {
  id: number;
  message: string;
  variant: SnackbarVariant;
}

export interface SnackbarOptions {
  variant?: SnackbarVariant;
  durationMs?: number;
}

/** Pure rule: the next list once `added` is shown. */
export function addSnackbar(current: readonly Snackbar[], added: Snackbar): Snackbar[] {
  const others = current.filter((snackbar) => snackbar.message !== added.message);
  return [...others, added].slice(-MAX_SNACKBARS);
}

const store = createStore<{ snackbars: readonly Snackbar[] }>()(() => ({ snackbars: [] }));
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: Snackbar[]) {
  const kept = new Set(next.map((snackbar) => snackbar.id));
  for (const [id, timer] of timers) {
    if (!kept.has(id)) {
      clearTimeout(timer);
      timers.delete(id);
    }
  }
  store.setState({ snackbars: next });
}

export function showSnackbar(message: string, options: SnackbarOptions = {}): number {
  const id = nextId++;
  set(addSnackbar(getSnackbars(), { id, message, variant: options.variant ?? 'info' }));
  timers.set(
    id,
    setTimeout(() => dismissSnackbar(id), options.durationMs ?? SNACKBAR_DURATION_MS),
  );
  return id;
}

export function dismissSnackbar(id: number): void {
  const snackbars = getSnackbars();
  if (snackbars.some((snackbar) => snackbar.id === id)) {
    set(snackbars.filter((snackbar) => snackbar.id !== id));
  }
}

export function clearSnackbars(): void {
  set([]);
}

export function getSnackbars(): readonly Snackbar[] {
  return store.getState().snackbars;
}

export function useSnackbars(): readonly Snackbar[] {
  return useStore(store, (state) => state.snackbars);
}
