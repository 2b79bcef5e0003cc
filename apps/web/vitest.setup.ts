// Test set-up: DOM matchers, a clean DOM and storage per test, and a test that
// prints console.error fails (an error React or our code logs is a bug).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

/** Files of plain logic run in Node (`// @vitest-environment node`): no DOM to set up or clean. */
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom has no scrolling; the app's scroll restoration calls it.
  window.scrollTo = () => undefined;
  // jsdom has no layout; input-otp (the code boxes) asks what is under a point
  // to detect password-manager badges.
  if (!('elementFromPoint' in document)) {
    Object.defineProperty(document, 'elementFromPoint', { value: () => null });
  }
}
// Nor ResizeObserver, which input-otp uses to follow the field's size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// input-otp re-syncs the caret 0, 10 and 50 ms after a focus or a selection,
// with timeouts it never clears; one firing after jsdom is torn down makes
// React's setState read a `window` that is gone. Let them run out first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 60)));

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  if (hasDom) {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  }
  const printed = errors;
  errors = [];
  if (printed.length > 0) {
    throw new Error(
      `console.error was called:\n${printed.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
