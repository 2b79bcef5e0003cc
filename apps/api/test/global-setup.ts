// Vitest globalSetup: builds (or reuses) the migrated template database once per
// run, for PGlite (a data-dir dump file) or PostgreSQL (a template database).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/seed';
import {
  pgliteTemplateDir,
  postgresTemplatePrefix,
  postgresTestDbPrefix,
  templateHash,
  withDatabase,
} from './template';

export default async function setup(project: TestProject): Promise<void> {
  const mode = process.env.TEST_DB ?? 'pglite';
  if (mode !== 'pglite' && mode !== 'postgres') {
    throw new Error(`TEST_DB must be "pglite" or "postgres", not "${mode}"`);
  }
  project.provide('testDb', mode);
  const hash = templateHash();
  if (mode === 'pglite') {
    project.provide('pgliteTemplate', await pgliteTemplate(hash));
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
  } else {
    const url = process.env.DATABASE_URL;
    if (!url) {
      throw new Error(
        'TEST_DB=postgres needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
      );
    }
    project.provide('pgliteTemplate', '');
    project.provide('postgresUrl', url);
    project.provide('postgresTemplate', await postgresTemplate(url, hash));
  }
}

async function pgliteTemplate(hash: string): Promise<string> {
  const file = join(pgliteTemplateDir, `pglite-template-${hash}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(pgliteTemplateDir, { recursive: true });
  const handle = await openPglite();
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, 'sandbox');
    const dump = await handle.pglite!.dumpDataDir('none');
    // Write then rename: a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
  for (const old of readdirSync(pgliteTemplateDir)) {
    if (old.startsWith('pglite-template-') && !old.includes(hash)) {
      rmSync(join(pgliteTemplateDir, old), { force: true });
    }
  }
  return file;
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return parsed.toString();
}

async function postgresTemplate(url: string, hash: string): Promise<string> {
  const name = `${postgresTemplatePrefix}${hash}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `TEST_DB=postgres but PostgreSQL at ${describeUrl(url)} is unreachable ` +
        `(${(error as Error).message}). Start it, or run the tests with TEST_DB=pglite.`,
    );
  }
  try {
    await dropStale(admin, name);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;

    // Build under a private name, then rename: concurrent runs never see a half-made template.
    const building = `rosto_building_${hash}_${process.pid}`;
    await admin.query(`drop database if exists "${building}"`);
    await admin.query(`create database "${building}"`);
    const handle = await openPostgres(withDatabase(url, building));
    try {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, 'sandbox');
    } finally {
      await handle.close();
    }
    try {
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } catch {
      // Another run finished the same template first.
      await admin.query(`drop database if exists "${building}"`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Templates of other hashes kept: the newest few may belong to runs of other code right now. */
const OTHER_TEMPLATES_KEPT = 3;

/**
 * Old templates (other hashes) and test databases left by killed runs. A
 * template of another hash is dropped only when newer ones exist: a
 * concurrent run of other code (another branch, a helper's work in progress)
 * clones its template at any time. Databases in use refuse to drop; fine.
 */
async function dropStale(admin: pg.Client, currentTemplate: string): Promise<void> {
  const templates = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1 and datname <> $2 order by oid desc`,
    [`${postgresTemplatePrefix}%`, currentTemplate],
  );
  const testDatabases = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1`,
    [`${postgresTestDbPrefix}%`],
  );
  const hourAgo = Date.now() - 60 * 60 * 1000;
  const stale = [
    ...templates.rows.slice(OTHER_TEMPLATES_KEPT),
    // rosto_test_<epoch ms>_<random>: only those older than an hour.
    ...testDatabases.rows.filter(
      ({ datname }) => Number(datname.slice(postgresTestDbPrefix.length).split('_')[0]) < hourAgo,
    ),
  ];
  for (const { datname } of stale) {
    await admin.query(`drop database if exists "${datname}"`).catch(() => {});
  }
}
