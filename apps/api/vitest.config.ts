// API tests build the whole app and call app.inject() against a real database:
// TEST_DB=pglite (default; embedded) or TEST_DB=postgres (DATABASE_URL).
// Each test file gets its own database cloned from a migrated template.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const here = import.meta.dirname;

/**
 * Files that replace a module with vi.mock: they need modules of their own,
 * which a worker that already loaded the real ones cannot give them. Found by
 * reading the test files, so a new one cannot pass or fail by the order files run in.
 */
const mocking = ['src', 'test'].flatMap((folder) =>
  readdirSync(join(here, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`)
    .filter((file) => /\bvi\.mock\(/u.test(readFileSync(join(here, file), 'utf8'))),
);

/** Files a stage leaves out (scripts/test.mjs: the face engine's own tests on PostgreSQL). */
const skipped = process.env.API_TEST_SKIP?.split(',').filter(Boolean) ?? [];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['./test/global-setup.ts', './test/face-models.ts'],
    setupFiles: ['./test/setup.ts'],
    // Worker processes, each running file after file with the modules it has
    // loaded (not isolated): importing the app for each of 84 files took a
    // fifth of the stage. Every file still builds its own app on its own database.
    pool: 'forks',
    testTimeout: 15_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...mocking, ...skipped],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-mocking', include: mocking, isolate: true } },
    ],
  },
});
