import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows } from './client';
import { migrateDatabase } from './migrate';
import { partners, termsOfUse } from './schema';
import { seedDatabase } from '../seed';

describe('migrations and seeds', () => {
  const ctx = useTestApp();

  it('run again without changes (every start runs them)', async () => {
    await migrateDatabase(ctx.database);
    await seedDatabase(ctx.database.db, 'sandbox');
    expect(await ctx.database.db.$count(partners)).toBe(2);
    expect(await ctx.database.db.$count(termsOfUse)).toBe(2);
  });

  it('enable pgvector where the database has it (always in PGlite)', async () => {
    const rows = await queryRows<{ installed: boolean }>(
      ctx.database.db,
      sql`select exists (select 1 from pg_extension where extname = 'vector') as installed`,
    );
    if (ctx.database.kind === 'pglite') expect(rows[0]?.installed).toBe(true);
    else expect(typeof rows[0]?.installed).toBe('boolean');
  });
});
