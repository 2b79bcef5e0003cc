// Several stateless API instances behind nginx, on a PostgreSQL server and
// Redis (decision 043): what `npm run start:cluster` runs, and what the ops
// tests (ops/) start, stop, restart and kill.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNginx, startNginx } from './nginx.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const serverScript = join(root, 'apps/api/dist/server.js');
const mallocSettings = join(root, 'scripts/with-malloc-settings.sh');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The secrets every instance must share (a session signed by one is checked by
 * another; a photo sealed by one is opened by another), made once per folder.
 */
function sharedSecrets(dir) {
  const file = join(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    FACE_IMAGE_KEY: randomBytes(32).toString('base64'),
    PIN_PEPPER: randomBytes(32).toString('base64'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** Polls `url` until it answers 200 (or `timeoutMs` passes). */
export async function waitUntilReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms: ${last}`);
}

class Instance {
  constructor({ id, port, env, logFile }) {
    this.id = id;
    this.port = port;
    this.env = env;
    this.logFile = logFile;
    this.child = null;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid() {
    return this.child?.pid ?? null;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process; resolves when its /readyz answers 200. */
  async start() {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    // sh execs node: the child's pid is the server's, so signals reach it.
    const child = spawn('sh', [mallocSettings, process.execPath, serverScript], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    this.child = child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    await Promise.race([
      waitUntilReady(`${this.url}/readyz`),
      this.exited.then(({ code, signal }) => {
        throw new Error(`${this.id} exited at start (${signal ?? code}); see ${this.logFile}`);
      }),
    ]);
  }

  /** SIGTERM (a graceful shutdown) or SIGKILL; resolves when the process has exited. */
  async stop(signal = 'SIGTERM') {
    if (!this.running) return { code: this.child?.exitCode ?? null, signal: null };
    this.child.kill(signal);
    return this.exited;
  }

  async restart() {
    await this.stop('SIGTERM');
    await this.start();
  }
}

/**
 * Starts `instances` API processes on ports `port + 1`… and nginx on `port`.
 * `databaseUrl` and `redisUrl` are required: the instances share nothing else.
 */
export async function startCluster({
  instances = 2,
  port = 3000,
  databaseUrl,
  redisUrl,
  dir = join(root, 'data', 'cluster'),
  env = {},
  log = console.log,
}) {
  if (!databaseUrl) throw new Error('several instances need a PostgreSQL server (DATABASE_URL)');
  if (!redisUrl) throw new Error('several instances need Redis for their rate limits (REDIS_URL)');
  if (!existsSync(serverScript)) throw new Error(`${serverScript} is missing: npm run build first`);
  ensureNginx(log);
  mkdirSync(dir, { recursive: true });
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const shared = {
    ...process.env,
    STAGE: 'sandbox',
    LOG_LEVEL: 'info',
    ...sharedSecrets(dir),
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    // One proxy in front: the client is the address nginx saw.
    TRUST_PROXY: '1',
  };
  const members = Array.from({ length: instances }, (_, index) => {
    const id = `api-${index + 1}`;
    return new Instance({
      id,
      port: port + 1 + index,
      env: { ...shared, PORT: String(port + 1 + index), INSTANCE_ID: id },
      logFile: join(dir, `${id}.log`),
    });
  });
  // The first migrates the database (an advisory lock serialises it anyway).
  await members[0].start();
  await Promise.all(members.slice(1).map((member) => member.start()));
  const nginx = await startNginx({
    dir,
    port,
    upstreams: members.map((member) => `127.0.0.1:${member.port}`),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`);
  log(`Rosto: ${instances} instances behind nginx at ${url} (${publicUrl}); logs in ${dir}`);
  return {
    url,
    publicUrl,
    dir,
    instances: members,
    nginx,
    /** Restarts each instance in turn, waiting until it is ready before the next. */
    async rollingRestart() {
      for (const member of members) await member.restart();
    },
    async stop() {
      await Promise.all(members.map((member) => member.stop('SIGTERM')));
      await nginx.stop();
    },
  };
}
