import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** A file inside an installed package, past its `exports` map. */
function packageFile(name: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

/** The commit being built; 'unknown' outside a git checkout (e.g. a tarball). */
function commitHash(): string {
  try {
    return (
      execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

/**
 * Writes .br and .gz next to every text file of the build, so the server can
 * send them as they are (@fastify/static `preCompressed`) instead of
 * compressing on each request or not at all.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rosto-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'favicon.svg', 'manifest.webmanifest', 'robots.txt'];
      for (const file of files) {
        if (file.startsWith('.vite/') || !/\.(js|css|html|svg|webmanifest|json|txt)$/.test(file))
          continue;
        const source = readFileSync(path.join(outDir, file));
        if (source.length < 1024) continue;
        writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(
          path.join(outDir, `${file}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The app is written against React's API and runs on preact/compat, which is
// about 55 KiB gzip smaller than react-dom 19: the only way the first screen
// fits its 75 KiB budget (docs/decisions/006-preact-compat-runtime.md).
const reactOnPreact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // react-i18next's fallback for React < 18; preact/compat has the real hook.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: reactOnPreact },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(
      process.env.VITE_APP_VERSION || pkg.version || 'dev',
    ),
    'import.meta.env.VITE_COMMIT_HASH': JSON.stringify(
      process.env.VITE_COMMIT_HASH || commitHash(),
    ),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // The bundle-size check reads it to list what each first screen loads.
    manifest: true,
    // The face detector (TensorFlow.js inside, ~330 KiB gzip) is one chunk on
    // purpose: only the camera page loads it, after the capture has started.
    chunkSizeWarningLimit: 1400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen needs, in one long-cached file instead of a
              // handful. Only zod/mini: full zod stays with the screens using it.
              name: 'framework',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|i18next|react-i18next|zod[\\/](mini|v4[\\/](mini|core)))[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // The tests render on preact/compat like the build does. Vitest resolves
    // packages the way Node does and leaves them to Node, whose require() and
    // import skip the aliases; so libraries that import React go through Vite,
    // from their ES module entries.
    alias: [
      {
        find: /^react-router$/,
        replacement: packageFile('react-router', 'dist/development/index.mjs'),
      },
      {
        find: /^@testing-library\/react$/,
        replacement: packageFile('@testing-library/react', 'dist/@testing-library/react.esm.js'),
      },
    ],
    server: {
      deps: {
        inline: [
          /react-router/,
          /react-i18next/,
          /react-hook-form/,
          /@tanstack[\\/]react-query/,
          /@testing-library[\\/]react/,
          /input-otp/,
        ],
      },
    },
    restoreMocks: true,
    unstubGlobals: true,
  },
});
