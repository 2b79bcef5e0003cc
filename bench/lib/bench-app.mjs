// The API on a PostgreSQL database of its own for a benchmark: creates
// `rosto_bench_<pid>` next to the test database (never touching it), migrates
// and seeds it as the server does at start, builds the app in this process
// (for fast set-up through its services), or starts the real server on it as
// a child process; drops the database afterwards. Needs `node --import tsx`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { openDatabase, openPostgres } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { seedDatabase } from '../../apps/api/src/seed.ts';
import { repoRoot } from './server.mjs';

/** The server holding the benchmark's database (its `postgres` database is used to create it). */
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const progress = (line) => process.stderr.write(`${line}\n`);

async function admin(text) {
  const handle = await openPostgres(adminUrl);
  try {
    await handle.pool.query(text);
  } finally {
    await handle.close();
  }
}

/**
 * A fresh database, the environment the server reads, and `drop()`. The limits
 * are lifted so that a load test measures the work, not the rate limiter.
 */
export async function createBenchDatabase() {
  const name = `rosto_bench_${process.pid}`;
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rosto-bench-'));
  const env = {
    ...process.env,
    STAGE: 'sandbox',
    DATABASE_URL: url.toString(),
    // Sandbox secrets (JWT, photo key, PIN pepper) are kept here: the set-up app
    // and the server started afterwards share them, so a session token carries over.
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    ENTRANCE_RATE_LIMIT_MAX: '1000000',
    SANDBOX_MOCK_DELAYS: 'off',
  };
  let dropped = false;
  return {
    name,
    env,
    async drop() {
      if (dropped) return;
      dropped = true;
      await admin(`drop database if exists "${name}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates, seeds and builds the app on the database as server.ts does (without listening). */
export async function openBenchApp(env) {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  await migrateDatabase(database, { warn: progress });
  await seedDatabase(database.db, config.stage);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    /** Raw SQL on the app's pool. */
    query: (text, values) => database.pool.query(text, values),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The real server (`apps/api/src/server.ts`) as a child process on `port`, once
 * it is ready; `nodeArgs` such as `--cpu-prof` go before the script.
 */
export async function startApiServer(env, port, nodeArgs = []) {
  const child = spawn('node', [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitUntilListening(child, `http://127.0.0.1:${port}`, '/readyz');
}

/** Waits for `url + path` to answer 200; returns { url, stop() }. */
export async function waitUntilListening(child, url, path) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the server at ${url} exited before it was ready`);
    if (Date.now() > deadline) throw new Error(`the server at ${url} did not get ready`);
    try {
      if ((await fetch(`${url}${path}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (exited) return;
      const closed = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await closed;
    },
  };
}
