// Opens the database: embedded PGlite (a folder, or a loaded dump in memory for
// tests) or PostgreSQL through node-postgres. Both give the same Drizzle API.
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import { type NoticeEvents, type NoticeListener, listenOnPostgres } from './notice-listener';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Cheap round trip for the readiness probe. */
  ping(): Promise<void>;
  /**
   * Hears NOTIFY on `channel`. PGlite runs in this process, so it is live
   * from the start and never loses a notice; a server's listener can.
   */
  listen(channel: string, events: NoticeEvents): Promise<NoticeListener>;
  close(): Promise<void>;
  /** The PGlite instance (only for kind 'pglite'), for dumps in tests. */
  pglite?: PGlite;
  /** The pool (only for kind 'postgres'), for session-level locks. */
  pool?: pg.Pool;
}

export interface PgliteOptions {
  /** Folder to keep the database in; omitted means in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const release = options.dataDir ? lockFolder(`${options.dataDir}.lock`) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      // pgvector is loaded now so the face engine can CREATE EXTENSION later.
      extensions: { vector },
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, events) => {
      const unlisten = await client.listen(channel, (payload) => events.notice(payload));
      events.live(true);
      return {
        stop: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
  };
}

export async function openPostgres(
  connectionString: string,
  onIdleClientError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A server out of reach fails a request in seconds (503), never hangs it.
    connectionTimeoutMillis: 5_000,
    // A connection cut without a word (a network partition) fails its query
    // instead of waiting for TCP to notice; no query of ours runs this long.
    query_timeout: 20_000,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool reconnects.
  pool.on('error', onIdleClientError);
  try {
    // Fail at start, with the reason, rather than at the first request.
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, events) => listenOnPostgres(connectionString, channel, events),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export interface DatabaseTarget {
  /** PostgreSQL connection string; null means embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite folder used when databaseUrl is null. */
  pgliteDir: string;
}

export function openDatabase(
  target: DatabaseTarget,
  onIdleClientError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl, onIdleClientError)
    : openPglite({ dataDir: target.pgliteDir });
}
