// `npm run backup [-- --out FILE]` (decision 079): the backup command
// (cli/commands.ts) on the database as the server opens it
// (cli/database-command.ts). With PGlite held by a running server, the server
// writes the dump, through its command socket. FILE is made absolute here,
// against the directory npm was called from, and the default name is chosen
// here too: the server's own directory is not the caller's.
import {
  BACKUP_USAGE,
  BackupUsageError,
  callerCwd,
  defaultBackupFile,
  parseBackupArgs,
} from './backup-command';
import { databaseCommands } from './commands';
import { runDatabaseCommand } from './database-command';

function main(argv: string[]): number | string[] {
  try {
    const args = parseBackupArgs(argv, callerCwd());
    if (args.help) {
      process.stdout.write(`${BACKUP_USAGE}\n`);
      return 0;
    }
    const kind = process.env.DATABASE_URL?.trim() ? 'postgres' : 'pglite';
    return ['--out', args.out ?? defaultBackupFile(kind, callerCwd())];
  } catch (error) {
    if (!(error instanceof BackupUsageError)) throw error;
    process.stderr.write(`${error.message}\n${BACKUP_USAGE}\n`);
    return 2;
  }
}

const outcome = main(process.argv.slice(2));
if (typeof outcome === 'number') process.exitCode = outcome;
else runDatabaseCommand(databaseCommands.backup, outcome);
