// `npm run backup` and `npm run restore` (issue 30.5, decision 079), on the
// database the run uses (TEST_DB): payments are taken while the backup runs
// (PGlite: in the "server", through its command socket, as beside `npm
// start`), the backup is restored into a fresh folder or database, and every
// payment committed before the backup began is there, with its customer.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../test/app';
import { createPlace } from '../../test/payments';
import { postgresTestDbPrefix, withDatabase } from '../../test/template';
import {
  type Database,
  type DatabaseHandle,
  openPglite,
  openPostgres,
  queryRows,
} from '../db/client';
import { transactions, users } from '../db/schema';
import {
  BackupRefusedError,
  BackupUsageError,
  parseBackupArgs,
  parseRestoreArgs,
  restorePglite,
  restorePostgres,
} from './backup-command';
import { sendToServer } from './command-client';
import { startCommandServer } from './command-server';
import { databaseCommands } from './commands';

const testDb = inject('testDb');
const silent = pino({ level: 'silent' });

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

interface Place {
  database: DatabaseHandle;
  /** PostgreSQL: the database's URL; PGlite: null. */
  url: string | null;
  /** PGlite: the folder. */
  dir: string | null;
  close(): Promise<void>;
}

/** A migrated database of its own: a PGlite folder, or a PostgreSQL database from the template. */
async function openSource(work: string): Promise<Place> {
  if (testDb === 'pglite') {
    const dir = join(work, 'source', 'pglite');
    const database = await openPglite({
      dataDir: dir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    return { database, url: null, dir, close: () => database.close() };
  }
  const name = `${postgresTestDbPrefix}${Date.now()}_bk_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}" template "${inject('postgresTemplate')}"`);
  const url = withDatabase(inject('postgresUrl'), name);
  const database = await openPostgres(url);
  return {
    database,
    url,
    dir: null,
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** An empty PostgreSQL database (dropped by the caller), or an absent PGlite folder. */
async function freshTarget(work: string): Promise<{ url: string | null; dir: string | null }> {
  if (testDb === 'pglite')
    return { url: null, dir: join(work, `restored-${randomBytes(3).toString('hex')}`, 'pglite') };
  const name = `${postgresTestDbPrefix}${Date.now()}_rs_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  return { url: withDatabase(inject('postgresUrl'), name), dir: null };
}

async function dropTarget(target: { url: string | null }): Promise<void> {
  if (!target.url) return;
  const name = new URL(target.url).pathname.slice(1);
  await adminQuery(`drop database if exists "${name}" with (force)`);
}

interface Payment {
  id: string;
  /** Null only once an account is deleted (decision 032). */
  userId: string | null;
  amountCents: number;
}

/**
 * Customers paying, `workers` at a time: each payment is a new customer and
 * their transaction, in one database transaction. `committed` holds those
 * whose commit has returned.
 */
function takePayments(db: Database, placeId: string, workers = 4) {
  const committed: Payment[] = [];
  let running = true;
  let sequence = 0;
  const worker = async () => {
    while (running) {
      sequence += 1;
      const n = sequence;
      // Plain SQL of the columns a payment needs: the test is about rows, not the schema's newest columns.
      const payment = await db.transaction(async (tx) => {
        const [user] = await queryRows<{ id: string }>(
          tx,
          sql`insert into users (cpf, first_name, last_name)
              values (${String(70_000_000_000 + n)}, 'Cliente', ${String(n)}) returning id`,
        );
        const [row] = await queryRows<Payment>(
          tx,
          sql`insert into transactions (user_id, place_id, amount_cents, status)
              values (${user!.id}, ${placeId}, ${1000 + n}, 'SUCCESS')
              returning id, user_id as "userId", amount_cents as "amountCents"`,
        );
        return row!;
      });
      committed.push(payment);
      // As requests do, each payment arrives from the event loop: PGlite answers
      // in microtasks, so a loop that never yields would starve the command
      // socket the backup comes through (and the timers of `until`).
      await new Promise((next) => setImmediate(next));
    }
  };
  let failure: Error | null = null;
  const all = Promise.all(Array.from({ length: workers }, worker)).catch((error: unknown) => {
    running = false;
    failure = error instanceof Error ? error : new Error(String(error));
  });
  return {
    committed,
    async until(count: number) {
      while (committed.length < count) {
        if (failure) throw failure;
        await new Promise((done) => setTimeout(done, 10));
      }
    },
    async stop() {
      running = false;
      await all;
      if (failure) throw failure;
    },
  };
}

type Output = { code: number; stdout: string[]; stderr: string[] };

/**
 * `npm run backup -- --out FILE` as the command line runs it: with PGlite, sent
 * to the server holding the database (its command socket); with PostgreSQL,
 * run beside the server on DATABASE_URL.
 */
async function backup(source: Place, work: string, argv: string[]): Promise<Output> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const output = {
    print: (line: string) => stdout.push(line),
    printError: (line: string) => stderr.push(line),
  };
  const config = testConfig(source.url ? { DATABASE_URL: source.url } : {});
  if (source.database.kind === 'pglite') {
    const socketPath = join(work, `pglite-${randomBytes(3).toString('hex')}.commands.sock`);
    const server = await startCommandServer({
      socketPath,
      commands: databaseCommands,
      context: { config, logger: silent, database: source.database },
      log: silent,
    });
    try {
      const code = await sendToServer(socketPath, 'backup', argv, output, {
        serverPid: process.pid,
      });
      return { code, stdout, stderr };
    } finally {
      server.close();
    }
  }
  const code = await databaseCommands.backup.run(parseBackupArgs(argv), {
    config,
    logger: silent,
    database: source.database,
    ...output,
  });
  return { code, stdout, stderr };
}

async function restore(file: string, target: { url: string | null; dir: string | null }) {
  if (target.url) await restorePostgres(file, target.url);
  else await restorePglite(file, target.dir!);
}

async function openTarget(target: {
  url: string | null;
  dir: string | null;
}): Promise<DatabaseHandle> {
  return target.url ? openPostgres(target.url) : openPglite({ dataDir: target.dir! });
}

describe(`npm run backup / npm run restore (${testDb})`, () => {
  let work: string;
  let source: Place;
  let placeId: string;
  let traffic: ReturnType<typeof takePayments> | null = null;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'rosto-backup-'));
    source = await openSource(work);
    placeId = (await createPlace(source.database.db)).id;
  });
  afterAll(async () => {
    // A test cut short by its timeout leaves its customers paying.
    await traffic?.stop().catch(() => {});
    await source?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up while payments are taken; the restore holds every payment committed before it began, and its customer', async () => {
    traffic = takePayments(source.database.db, placeId);
    let file: string;
    let result: Output;
    let before: Payment[];
    try {
      await traffic.until(30);
      before = [...traffic.committed];
      file = join(work, 'backups', `rosto.${testDb === 'pglite' ? 'tar.gz' : 'dump'}`);
      result = await backup(source, work, ['--out', file]);
      // Payments go on after the backup, too.
      await traffic.until(traffic.committed.length + 5);
    } finally {
      await traffic.stop();
    }
    expect(result).toMatchObject({ code: 0, stderr: [] });
    expect(result.stdout.at(-1)).toMatch(
      new RegExp(`^Backup written: ${file.replaceAll('.', '\\.')} \\(`, 'u'),
    );
    expect(existsSync(`${file}.partial`)).toBe(false);

    const target = await freshTarget(work);
    try {
      await restore(file, target);
      const restored = await openTarget(target);
      try {
        const ids = before.map((payment) => payment.id);
        const rows = await restored.db
          .select({
            id: transactions.id,
            userId: transactions.userId,
            amountCents: transactions.amountCents,
          })
          .from(transactions)
          .where(inArray(transactions.id, ids));
        expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...before].sort((a, b) => a.id.localeCompare(b.id)),
        );
        const customers = await restored.db
          .select({ id: users.id })
          .from(users)
          .where(
            inArray(
              users.id,
              before.flatMap((payment) => payment.userId ?? []),
            ),
          );
        expect(customers).toHaveLength(before.length);
        // Nothing half-way: each restored customer of the traffic has their payment.
        const all = await restored.db
          .select({ id: users.id, firstName: users.firstName })
          .from(users);
        const paid = new Set(
          (await restored.db.select({ userId: transactions.userId }).from(transactions)).map(
            (row) => row.userId,
          ),
        );
        const trafficCustomers = all.filter((user) => user.firstName === 'Cliente');
        expect(trafficCustomers.length).toBeGreaterThanOrEqual(before.length);
        expect(trafficCustomers.filter((user) => !paid.has(user.id))).toEqual([]);
      } finally {
        await restored.close();
      }

      // A place that holds data is refused: the one just restored.
      await expect(restore(file, target)).rejects.toThrow(BackupRefusedError);
    } finally {
      await dropTarget(target);
    }

    // A backup never overwrites a file.
    const again = await backup(source, work, ['--out', file]);
    expect(again.code).toBe(1);
    expect(again.stderr.join('\n')).toMatch(
      /^Refused: .* exists\. A backup never overwrites a file\.$/u,
    );
  }, 120_000);

  it('refuses a file that is no backup, and a backup of the other database', async () => {
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const target = await freshTarget(work);
    try {
      await expect(restore(junk, target)).rejects.toThrow(/is not a backup of npm run backup/u);
      const other = join(work, 'other');
      writeFileSync(
        other,
        testDb === 'pglite' ? 'PGDMP-custom' : Buffer.from([0x1f, 0x8b, 8, 0, 0]),
      );
      await expect(restore(other, target)).rejects.toThrow(
        testDb === 'pglite' ? /is a PostgreSQL backup/u : /is a PGlite backup/u,
      );
    } finally {
      await dropTarget(target);
    }
    // A non-empty folder is refused before anything is read into it.
    if (testDb === 'pglite') {
      const dir = join(work, 'busy');
      mkdirSync(dir);
      writeFileSync(join(dir, 'PG_VERSION'), '17');
      const gzip = join(work, 'gzip.tar.gz');
      writeFileSync(gzip, Buffer.from([0x1f, 0x8b, 8, 0, 0]));
      await expect(restorePglite(gzip, dir)).rejects.toThrow(/is not empty/u);
    }
  });
});

describe('backup and restore arguments', () => {
  it('makes --out and --from absolute against the caller, and needs --from', () => {
    expect(parseBackupArgs(['--out', 'b/x.tar.gz'], '/home/ana')).toEqual({
      help: false,
      out: '/home/ana/b/x.tar.gz',
    });
    expect(parseBackupArgs([], '/home/ana')).toEqual({ help: false, out: null });
    expect(parseRestoreArgs(['--from=/srv/b.dump'], '/x')).toEqual({
      help: false,
      from: '/srv/b.dump',
    });
    expect(() => parseRestoreArgs([], '/x')).toThrow(BackupUsageError);
    expect(() => parseBackupArgs(['--out'], '/x')).toThrow(BackupUsageError);
    expect(() => parseBackupArgs(['--into', 'x'], '/x')).toThrow(BackupUsageError);
  });
});
