// The operator console (issue 26, decision 050) and the shops' portal (issue
// 27): one build under /console/ with two pages, index.html (the console) and
// loja.html (the portal, which the server answers at /loja/), so the portal's
// chunks share the console's components and libraries. Neither shares a chunk
// with the customer's app (apps/web).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes .br and .gz next to every text file of the build, so the server
 * sends them as they are (@fastify/static `preCompressed`), as apps/web does.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rosto-console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of [...Object.keys(bundle), 'favicon.svg']) {
        if (file.startsWith('.vite/') || !/\.(js|css|html|svg|json)$/.test(file)) continue;
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

export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // The console's CSP has no 'unsafe-inline': no script or style may be
    // written into index.html, not even Vite's small inlined assets.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        loja: path.resolve(import.meta.dirname, 'loja.html'),
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
