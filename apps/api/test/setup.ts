// Runs before every test file: a test fails when anything prints console.error
// (a swallowed error is still an error). A test that expects one must mock it.
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { format } from 'node:util';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error.bind(console);
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(
      `console.error was called: ${format(...args)}\n` +
        'Mock it (vi.spyOn(console, "error").mockImplementation(() => {})) if the test expects it.',
    );
  });
});

afterEach(() => {
  // Also caught when the throw above was swallowed by the code under test.
  expect(consoleError, 'console.error must not be called').not.toHaveBeenCalled();
  consoleError.mockRestore();
});
