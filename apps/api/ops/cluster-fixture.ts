// The ops tests' system (decision 043): two API instances behind nginx
// (scripts/cluster), on a scratch database of the local PostgreSQL server, a
// Redis of their own (so a test may stop it), and Cielo's API played by the
// local double (test/cielo-double.ts) in this process, so that every charge of
// every instance is recorded in one place, as the real gateway would, even
// when an instance dies. One per worker; the ops config runs one worker.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import pg from 'pg';
import { type CieloDouble, startCieloDouble } from '../test/cielo-double';
import { type Cluster, startCluster } from '../../../scripts/cluster/cluster.mjs';

export const OPS_PORT = Number(process.env.OPS_PORT ?? 3400);
const REDIS_PORT = OPS_PORT + 90;
const ADMIN_URL = process.env.OPS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type { Cluster };

export interface OpsSystem {
  cluster: Cluster;
  cielo: CieloDouble;
  databaseUrl: string;
  /** A client of the cluster's database, for checks and for cutting its connections. */
  sql: pg.Pool;
  redis: { url: string; stop(): Promise<void>; start(): Promise<void> };
  /** Closes the database to connections and ends the cluster's, until `restore`. */
  cutDatabase(): Promise<{ restore(): Promise<void> }>;
}

/** A Redis server of the tests' own: no disk, on its own port. */
function ownRedis(port: number) {
  let child: ChildProcess | null = null;
  const ping = async () => {
    const { createConnection } = await import('node:net');
    return new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.on('error', () => resolve(false));
    });
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let tries = 0; tries < 50 && !(await ping()); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const test = base.extend<object, { ops: OpsSystem }>({
  ops: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture takes from this pattern.
    async ({}, use) => {
      const name = `rosto_ops_${process.pid}`;
      await withAdmin(async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.query(`create database ${name}`);
      });
      const databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
      const redis = ownRedis(REDIS_PORT);
      await redis.start();
      const cielo = await startCieloDouble();
      const cluster = await startCluster({
        instances: 2,
        port: OPS_PORT,
        databaseUrl,
        redisUrl: redis.url,
        dir: mkdtempSync(path.join(tmpdir(), 'rosto-ops-')),
        env: {
          CARD_GATEWAY: 'cielo',
          CIELO_MERCHANT_ID: cielo.merchantId,
          CIELO_MERCHANT_KEY: cielo.merchantKey,
          CIELO_API_URL: cielo.apiUrl,
          CIELO_QUERY_URL: cielo.queryUrl,
          CIELO_TIMEOUT_MS: '5000',
          // Many customers and terminals share the tests' one address.
          RATE_LIMIT_MAX: '100000',
          ENTRANCE_RATE_LIMIT_MAX: '5000',
          OTP_BUSY_NETWORK_PER_HOUR: '5000',
          SHUTDOWN_TIMEOUT_MS: '10000',
          // A confirm that died with its instance is settled within seconds.
          TERMINAL_RECONCILE_INTERVAL_MS: '2000',
          TERMINAL_CHARGING_STALE_MS: '10000',
          // Two instances share two cores: one engine thread each.
          FACE_ENGINE_THREADS: '1',
          // The journey's in-page camera turns the head to the customer's
          // left (apps/web/e2e/turning-camera.ts): the challenge asks that side.
          SANDBOX_CHALLENGE_ACTION: 'turn-left',
        },
        log: () => {},
      });
      const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      // A database server gone for a while, as its instances see it: every
      // connection ends and new ones are refused (the other databases of the
      // shared server stay up).
      const cutDatabase = async () => {
        await withAdmin(async (client) => {
          await client.query(`alter database ${name} allow_connections false`);
          await client.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
            [name],
          );
        });
        return {
          restore: () =>
            withAdmin(async (client) => {
              await client.query(`alter database ${name} allow_connections true`);
            }),
        };
      };
      sql.on('error', () => {});
      try {
        await use({ cluster, cielo, databaseUrl, sql, redis, cutDatabase });
      } finally {
        await cluster.stop();
        await sql.end();
        await cielo.close();
        await redis.stop();
        await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from '@playwright/test';
