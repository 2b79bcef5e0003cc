// Starts the built product (API + SPA on one port) on a fresh data folder for a
// benchmark, and stops it afterwards.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname;

/**
 * The builds a bench serves: the API's and the web app's `dist`, or the
 * folders API_OUT_DIR (as tsup reads it, under apps/api) and WEB_DIST_DIR (as
 * the server reads it) name, so a bench can measure a build of its own while
 * other work uses the shared one.
 */
const apiServer = join(repoRoot, 'apps/api', process.env.API_OUT_DIR ?? 'dist', 'server.js');
export const webDist = process.env.WEB_DIST_DIR
  ? resolve(process.env.WEB_DIST_DIR)
  : join(repoRoot, 'apps/web/dist');

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))));
  });
}

export async function ensureBuilt() {
  const rebuild = process.argv.includes('--build');
  const builtApi = existsSync(apiServer) && !rebuild;
  const builtWeb = existsSync(join(webDist, 'index.html')) && !rebuild;
  if (builtApi && builtWeb) return;
  const { API_OUT_DIR: ownApi, WEB_DIST_DIR: ownWeb } = process.env;
  if (!ownApi && !ownWeb) return run('npm', ['run', 'build', '--silent'], { cwd: repoRoot });
  // A folder of its own is built alone: `npm run build` rewrites the shared ones.
  if (ownWeb && !builtWeb) {
    await run(
      'npx',
      ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: join(repoRoot, 'apps/web'),
      },
    );
  }
  if (ownApi && !builtApi) await run('npx', ['tsup'], { cwd: join(repoRoot, 'apps/api') });
}

/**
 * `npm start`'s server (with its allocator settings) on `port`; `env` adds to
 * or overrides the sandbox defaults. The pid is the server's own (sh execs it).
 */
export async function startServer(port, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rosto-bench-'));
  const child = spawn('sh', ['scripts/with-malloc-settings.sh', 'node', apiServer], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      STAGE: 'sandbox',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDist,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/** Chromium whose camera films `video` (a .y4m file), permission already given. */
export async function launchChromiumWithCamera(video) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
