// Applies the SQL migrations in ./migrations (copied next to the built server
// as dist/migrations) to PGlite or PostgreSQL, and enables pgvector where the
// server has it. Safe to run at every start and from several processes.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { type DatabaseHandle, type Schema, queryRows } from './client';

/** Next to this module: src/db/migrations in development, dist/migrations when built. */
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Arbitrary constant: the PostgreSQL advisory lock that serialises migrations.
const MIGRATION_LOCK_ID = 7_291_004_113;

export interface MigrationLog {
  warn(message: string): void;
}

export async function migrateDatabase(
  handle: DatabaseHandle,
  log: MigrationLog = { warn: () => {} },
): Promise<void> {
  if (!existsSync(join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(`Migrations not found in ${migrationsFolder}`);
  }
  if (handle.kind === 'pglite') {
    await enableVectorIfAvailable(handle, log);
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    await addVectorSearch(handle);
    return;
  }
  if (!handle.pool) throw new Error('PostgreSQL handle without a pool');
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await enableVectorIfAvailable(handle, log);
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    await addVectorSearch(handle);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

/**
 * pgvector is needed later by the face engine. PGlite always has it (the
 * extension is loaded in client.ts); a PostgreSQL server may not, so the
 * migrations never depend on it.
 */
async function enableVectorIfAvailable(handle: DatabaseHandle, log: MigrationLog): Promise<void> {
  const rows = await queryRows<{ available: boolean }>(
    handle.db,
    sql`select exists (select 1 from pg_available_extensions where name = 'vector') as available`,
  );
  if (!rows[0]?.available) {
    log.warn('pgvector is not available on this PostgreSQL server; face search will need it');
    return;
  }
  try {
    await handle.db.execute(sql`create extension if not exists vector`);
  } catch (error) {
    log.warn(`Could not enable pgvector: ${(error as Error).message}`);
  }
}

/**
 * Where pgvector is enabled, face templates also get a vector column with an
 * HNSW index (cosine), searched by the face module; elsewhere it searches in
 * process. Kept out of the SQL migrations, which must run on servers without
 * the extension. Idempotent; fills the column for rows saved before it existed.
 */
async function addVectorSearch(handle: DatabaseHandle): Promise<void> {
  const rows = await queryRows<{ enabled: boolean }>(
    handle.db,
    sql`select exists (select 1 from pg_extension where extname = 'vector') as enabled`,
  );
  if (!rows[0]?.enabled) return;
  await handle.db.execute(
    sql`alter table face_templates add column if not exists embedding_vector vector(512)`,
  );
  await handle.db.execute(
    sql`create index if not exists face_templates_embedding_vector_idx on face_templates
        using hnsw (embedding_vector vector_cosine_ops) where active`,
  );
}
