// API tests build the whole app and call app.inject() against a real database:
// TEST_DB=pglite (default; embedded) or TEST_DB=postgres (DATABASE_URL).
// Each test file gets its own database cloned from a migrated template.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts', './test/face-models.ts'],
    setupFiles: ['./test/setup.ts'],
    // Separate processes: each file's PGlite (WASM) is freed when its worker ends.
    pool: 'forks',
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
});
