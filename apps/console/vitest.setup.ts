// Test set-up: DOM matchers, the console's texts (a portal test's helper
// switches to the portal's), a clean DOM, stores and storage per test, and a test that
// prints console.error fails (an error React or our code logs is a bug).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useConsoleStore } from './src/lib/console-store';
import { initI18n } from './src/lib/i18n';
import { usePortalStore } from './src/portal/lib/portal-store';

initI18n(useConsoleStore);
// A page's lazy chunk and its calls may take more than Testing Library's 1 s
// on a busy 2-core machine (npm test runs stages' workers side by side): the
// tests wait for what the page shows, not for how fast it shows it.
configure({ asyncUtilTimeout: 5_000 });
const initialState = useConsoleStore.getState();
const initialPortalState = usePortalStore.getState();

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  useConsoleStore.setState(initialState, true);
  usePortalStore.setState(initialPortalState, true);
  sessionStorage.clear();
  const printed = errors;
  errors = [];
  if (printed.length > 0) {
    throw new Error(
      `console.error was called:\n${printed.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
