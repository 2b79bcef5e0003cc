// `npm run restore -- --from FILE` (decision 079): a backup of `npm run
// backup` brought back into the empty place the configuration names: the
// PGlite folder of DATA_DIR (no server may hold it) or the PostgreSQL
// database of DATABASE_URL. Not a database command: it makes the database
// rather than opening one, so it never goes through a server's socket.
import { ConfigError, loadConfig } from '../config/env';
import { lockOwner } from '../db/folder-lock';
import {
  BackupRefusedError,
  BackupUsageError,
  RESTORE_USAGE,
  callerCwd,
  parseRestoreArgs,
  restorePglite,
  restorePostgres,
} from './backup-command';

async function main(argv: string[]): Promise<number> {
  let from: string;
  try {
    const args = parseRestoreArgs(argv, callerCwd());
    if (args.help) {
      process.stdout.write(`${RESTORE_USAGE}\n`);
      return 0;
    }
    from = args.from;
  } catch (error) {
    if (!(error instanceof BackupUsageError)) throw error;
    process.stderr.write(`${error.message}\n${RESTORE_USAGE}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  try {
    if (config.databaseUrl) {
      await restorePostgres(from, config.databaseUrl);
      process.stdout.write(`Restored ${from} into the PostgreSQL database of DATABASE_URL.\n`);
    } else {
      const serverPid = lockOwner(`${config.pgliteDir}.lock`);
      if (serverPid !== null) {
        process.stderr.write(
          `Refused: process ${serverPid} holds ${config.pgliteDir}. Restore into an empty ` +
            'folder (set DATA_DIR to a new one) and start the server on it.\n',
        );
        return 1;
      }
      await restorePglite(from, config.pgliteDir);
      process.stdout.write(`Restored ${from} into ${config.pgliteDir}.\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefusedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
