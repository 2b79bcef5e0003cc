// Starts the built product (API + SPA on one port) on a fresh data folder for a
// benchmark, and stops it afterwards.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname;

export function ensureBuilt() {
  const server = join(repoRoot, 'apps/api/dist/server.js');
  const web = join(repoRoot, 'apps/web/dist/index.html');
  if (existsSync(server) && existsSync(web) && !process.argv.includes('--build')) return;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))));
  });
}

/**
 * `npm start`'s server (with its allocator settings) on `port`; `env` adds to
 * or overrides the sandbox defaults. The pid is the server's own (sh execs it).
 */
export async function startServer(port, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rosto-bench-'));
  const child = spawn(
    'sh',
    ['scripts/with-malloc-settings.sh', 'node', 'apps/api/dist/server.js'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        STAGE: 'sandbox',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('close', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
