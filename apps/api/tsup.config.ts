// Bundles the server into dist/server.js (ESM, Node 20) with @rosto/contract
// inlined (it ships TypeScript sources) and copies the SQL migrations next to it.
import { cpSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// API_OUT_DIR: another folder, for an end-to-end run beside another (E2E_PORT).
const outDir = process.env.API_OUT_DIR ?? 'dist';

export default defineConfig({
  // The face engine's worker threads load face-worker.js from next to server.js.
  entry: { server: 'src/server.ts', 'face-worker': 'src/face-engine/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir,
  clean: true,
  sourcemap: true,
  splitting: false,
  // Every npm dependency stays external (installed next to the app); only the
  // workspace contract package is compiled in.
  noExternal: [/^@rosto\//u],
  onSuccess: () => {
    rmSync(`${outDir}/migrations`, { recursive: true, force: true });
    cpSync('src/db/migrations', `${outDir}/migrations`, { recursive: true });
    return Promise.resolve();
  },
});
