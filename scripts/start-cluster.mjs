#!/usr/bin/env node
// npm run start:cluster -- [--instances 2] [--port 3000]
//
// Several API instances behind nginx (installed from Debian's packages when
// missing), on the PostgreSQL server of DATABASE_URL (default: the local
// server's database rosto_cluster, made when missing) and the Redis of
// REDIS_URL (default: the local one), sandbox stage. Ctrl-C stops them all
// gracefully. Decision 043.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { root, startCluster } from './cluster/cluster.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const instances = Number(option('--instances', '2'));
const port = Number(option('--port', process.env.PORT ?? '3000'));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rosto_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Makes the database named in `url` when the server does not have it yet. */
async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

execFileSync(process.execPath, ['scripts/face-models.mjs', '--quiet'], {
  cwd: root,
  stdio: 'inherit',
});
execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
await ensureDatabase(databaseUrl);
const cluster = await startCluster({ instances, port, databaseUrl, redisUrl });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the instances and nginx…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
