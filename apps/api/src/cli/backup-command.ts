// `npm run backup` and `npm run restore` (issue 30.5, decision 079): a
// consistent copy of the data while the server runs, and that copy brought
// back into an empty place.
// - PGlite: the data folder as PGlite dumps it (a gzipped tar), taken inside
//   the database's own locks so no statement or transaction is half-way; with
//   a running server this runs in the server, through its command socket.
// - PostgreSQL: `pg_dump --format=custom` (one snapshot) and `pg_restore`.
// A backup never overwrites a file and a restore never writes into a folder or
// database that holds anything.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openPglite } from '../db/client';

export const BACKUP_USAGE = `Usage: npm run backup [-- --out FILE]
  Writes a consistent copy of the database while the server runs, to FILE
  (default ./backups/rosto-<time>.tar.gz with PGlite, .dump with PostgreSQL).
  PGlite (no DATABASE_URL): the data folder's dump, taken by the running server
  through its command socket, or here when no server holds the folder.
  PostgreSQL (DATABASE_URL): pg_dump --format=custom.
  Refuses a FILE that exists. Restore with npm run restore -- --from FILE.`;

export const RESTORE_USAGE = `Usage: npm run restore -- --from FILE
  Brings a backup back into an empty place: the PGlite folder of DATA_DIR (no
  server may hold it; it must be empty or absent), or the empty PostgreSQL
  database of DATABASE_URL (pg_restore). Refuses a place that holds data.`;

export class BackupUsageError extends Error {}

export class BackupRefusedError extends Error {}

function parseFileOption(
  argv: readonly string[],
  option: '--out' | '--from',
): { help: boolean; file: string | null } {
  let file: string | null = null;
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === option) {
      const value = argv[i + 1];
      if (!value || value.startsWith('--')) throw new BackupUsageError(`${option} needs a file`);
      file = value;
      i += 1;
    } else if (arg.startsWith(`${option}=`)) file = arg.slice(option.length + 1);
    else throw new BackupUsageError(`Unexpected: ${arg}`);
  }
  return { help, file };
}

export interface BackupArgs {
  help: boolean;
  /** Absolute, or null for the default name. */
  out: string | null;
}

/** `--out FILE` (made absolute against `cwd`: the socket's server has another one). */
export function parseBackupArgs(argv: readonly string[], cwd = process.cwd()): BackupArgs {
  const { help, file } = parseFileOption(argv, '--out');
  return { help, out: file === null ? null : resolve(cwd, file) };
}

export function parseRestoreArgs(
  argv: readonly string[],
  cwd = process.cwd(),
): { help: boolean; from: string } {
  const { help, file } = parseFileOption(argv, '--from');
  if (!help && file === null) throw new BackupUsageError('--from FILE is required');
  return { help, from: file === null ? '' : resolve(cwd, file) };
}

/** ./backups/rosto-2026-11-29T09-30-00Z.tar.gz (or .dump for PostgreSQL), under `cwd`. */
export function defaultBackupFile(
  kind: DatabaseHandle['kind'],
  cwd: string,
  now = new Date(),
): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/u, 'Z')
    .replaceAll(':', '-');
  return resolve(cwd, 'backups', `rosto-${stamp}${kind === 'pglite' ? '.tar.gz' : '.dump'}`);
}

/** The npm script runs in the repository's root; a relative path is the caller's. */
export function callerCwd(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD && isAbsolute(env.INIT_CWD) ? env.INIT_CWD : process.cwd();
}

/**
 * Writes `work(partial)` to `file` through a `.partial` file renamed at the
 * end: a backup cut short is never taken for a whole one. Owner-only (0600):
 * it holds every customer's personal data.
 */
async function writeOnce(file: string, work: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(file)) {
    throw new BackupRefusedError(`Refused: ${file} exists. A backup never overwrites a file.`);
  }
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    await (await open(partial, 'wx', 0o600)).close();
    await work(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * The PGlite folder's dump. It waits for every transaction and statement in
 * flight and holds the next ones back while the files are read (PGlite's own
 * transaction lock, then its query lock inside `dumpDataDir`), so the copy is
 * the database between two transactions; a CHECKPOINT first keeps the WAL a
 * restore replays short.
 */
export async function dumpPglite(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('CHECKPOINT');
  const dump = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
  return new Uint8Array(await dump.arrayBuffer());
}

/** libpq's settings for `url`, the password in the environment rather than in `ps`. */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found: install PostgreSQL's client tools (${tool}).`)
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

export interface BackupTarget {
  database: DatabaseHandle;
  /** The PostgreSQL URL for pg_dump; null with PGlite. */
  databaseUrl: string | null;
}

/** Writes the backup to `file` (absolute); answers its size in bytes. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<number> {
  const { database, databaseUrl } = target;
  await writeOnce(file, async (partial) => {
    if (database.kind === 'pglite') {
      if (!database.pglite) throw new Error('The PGlite database has no instance to dump.');
      const dump = await dumpPglite(database.pglite);
      const handle = await open(partial, 'w', 0o600);
      try {
        await handle.writeFile(dump);
        await handle.sync();
      } finally {
        await handle.close();
      }
    } else {
      if (!databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL.');
      const { dbname, env } = libpqTarget(databaseUrl);
      await runTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, dbname],
        env,
      );
    }
  });
  return (await stat(file)).size;
}

/** What a backup file is, by its first bytes. */
async function backupKind(file: string): Promise<'pglite' | 'postgres'> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupRefusedError(`Refused: ${file} is not a backup of npm run backup.`);
}

/** Brings a PGlite backup into `pgliteDir`, which must be empty or absent and not locked. */
export async function restorePglite(file: string, pgliteDir: string): Promise<void> {
  if ((await backupKind(file)) !== 'pglite') {
    throw new BackupRefusedError(
      `Refused: ${file} is a PostgreSQL backup (pg_dump); set DATABASE_URL to an empty database to restore it.`,
    );
  }
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new BackupRefusedError(
      `Refused: ${pgliteDir} is not empty. Restore into an empty folder (set DATA_DIR to a new one).`,
    );
  }
  // The lock file is taken as a server's would be: a running server refuses it.
  const database = await openPglite({
    dataDir: pgliteDir,
    loadDataDir: new Blob([await readFile(file)], { type: 'application/x-gzip' }),
  });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
}

/** Tables outside PostgreSQL's own schemas: a database to restore into has none. */
async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** Brings a pg_dump backup into the empty database at `databaseUrl`. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  if ((await backupKind(file)) !== 'postgres') {
    throw new BackupRefusedError(
      `Refused: ${file} is a PGlite backup; unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`,
    );
  }
  const tables = await userTableCount(databaseUrl);
  if (tables > 0) {
    throw new BackupRefusedError(
      `Refused: the database of DATABASE_URL is not empty (${tables} tables or sequences). ` +
        'Create an empty one (createdb) and point DATABASE_URL at it.',
    );
  }
  const { dbname, env } = libpqTarget(databaseUrl);
  await runTool(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** "12.3 MB" */
export function describeSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
