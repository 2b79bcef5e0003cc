// The migrated, seeded template every test database is cloned from. Its name
// carries a hash of what shapes it (migrations, seed data, PGlite version), so
// it is built once and reused across runs until one of those changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../src/db/migrate';
import { termsOfUseContents } from '../src/modules/legal/terms-content';
import { sandboxPartners } from '../src/modules/partners/sandbox-partners';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .sort();
}

export function templateHash(): string {
  const hash = createHash('sha256');
  const src = join(import.meta.dirname, '..', 'src');
  // The migrations, the code that applies and seeds them, and the seed data.
  for (const file of [
    ...filesUnder(migrationsFolder),
    join(src, 'db', 'migrate.ts'),
    join(src, 'seed.ts'),
  ]) {
    hash.update(file).update(readFileSync(file));
  }
  hash.update(JSON.stringify({ termsOfUseContents, sandboxPartners }));
  // A PGlite upgrade may change the dump format.
  const pgliteManifest = join(
    import.meta.dirname,
    '../../../node_modules/@electric-sql/pglite/package.json',
  );
  if (existsSync(pgliteManifest)) hash.update(readFileSync(pgliteManifest));
  return hash.digest('hex').slice(0, 12);
}

/** Where PGlite templates are kept (git-ignored). */
export const pgliteTemplateDir = join(import.meta.dirname, '..', '.data-test');

export const postgresTemplatePrefix = 'rosto_template_';
export const postgresTestDbPrefix = 'rosto_test_';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    /** PGlite: path of the template dump (tar). */
    pgliteTemplate: string;
    /** PostgreSQL: admin URL (the DATABASE_URL database) and template name. */
    postgresUrl: string;
    postgresTemplate: string;
  }
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
