// A fresh database for one test file, cloned from the run's migrated template:
// PGlite loads the template dump into memory; PostgreSQL copies the template database.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { postgresTestDbPrefix, withDatabase } from './template';

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (inject('testDb') === 'pglite') {
    const dump = await readFile(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }

  const url = inject('postgresUrl');
  const name = `${postgresTestDbPrefix}${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}" template "${inject('postgresTemplate')}"`);
  const handle = await openPostgres(withDatabase(url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(url, `drop database if exists "${name}" with (force)`);
    },
  };
}
