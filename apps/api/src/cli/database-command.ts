// What every database command (`npm run review`, `terminal:create`, …) does
// around its own work: read the arguments (exit 2 with the usage when they are
// wrong), read the configuration as the server does (exit 2 when it is wrong),
// open the database (DATABASE_URL, or PGlite in DATA_DIR, which one process
// holds at a time: stop the server first), bring it up to date as the server's
// start does, run, close, and set the exit code. Logs go to stderr: stdout is
// the command's answer.
import { mkdirSync } from 'node:fs';
import { type Logger, pino } from 'pino';
import { type AppConfig, ConfigError, parseEnv } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { loggerOptions } from '../plugins/app/logger';

export interface DatabaseCommandContext {
  config: AppConfig;
  logger: Logger;
  database: DatabaseHandle;
  /** One line of the command's answer, on stdout. */
  print: (line: string) => void;
}

export interface DatabaseCommand<Command> {
  /** Throws `usageError` for arguments it does not take. */
  parse(argv: string[]): Command;
  usageError: abstract new (...args: never[]) => Error;
  usage: string;
  /** The command's work on the opened, migrated database; answers the exit code. */
  run(command: Command, context: DatabaseCommandContext): Promise<number>;
}

async function main<Command>(spec: DatabaseCommand<Command>): Promise<number> {
  let command: Command;
  try {
    command = spec.parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof spec.usageError)) throw error;
    process.stderr.write(`${error.message}\n${spec.usage}\n`);
    return 2;
  }
  let config: AppConfig;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  const logger = pino(loggerOptions(config), pino.destination(2));
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, { warn: (message) => logger.warn(message) });
    return await spec.run(command, {
      config,
      logger,
      database,
      print: (line) => {
        process.stdout.write(`${line}\n`);
      },
    });
  } finally {
    await database.close();
  }
}

/** Runs the command as this process's work and sets its exit code. */
export function runDatabaseCommand<Command>(spec: DatabaseCommand<Command>): void {
  main(spec).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
