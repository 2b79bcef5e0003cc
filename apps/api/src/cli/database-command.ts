// What every database command (`npm run review`, `terminal:create`,
// `operator:create`, …) does around its own work: read the arguments (exit 2
// with the usage when they are wrong), read the configuration as the server
// does (exit 2 when it is wrong), then run on the database:
// - PostgreSQL (DATABASE_URL): opened here beside any running server;
// - PGlite (DATA_DIR) held by a running server: sent to that server's command
//   socket, which runs it on its own open database (cli/command-server.ts);
// - PGlite free: opened here (and brought up to date as the server's start does).
// Logs go to stderr: stdout is the command's answer.
import { mkdirSync } from 'node:fs';
import { type Logger, pino } from 'pino';
import type { App } from '../app';
import { ConfigError, loadConfig, type ResolvedConfig } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { lockOwner } from '../db/folder-lock';
import { migrateDatabase } from '../db/migrate';
import { loggerOptions } from '../plugins/app/logger';
import { commandSocketPath, sendToServer } from './command-client';

export interface CommandOutput {
  /** One line of the command's answer, on stdout. */
  print: (line: string) => void;
  /** One line for the person running it, on stderr. */
  printError: (line: string) => void;
}

export interface DatabaseCommandContext extends CommandOutput {
  config: ResolvedConfig;
  logger: Logger;
  database: DatabaseHandle;
  /**
   * The running server's app, when the command came through its socket: a
   * command that works through the app's services (the demo seed) uses it
   * rather than building a second app on the same database.
   */
  app?: App;
}

export interface DatabaseCommand<Command> {
  /** Its name on the server's command socket. */
  name: string;
  /** Throws `usageError` for arguments it does not take. */
  parse(argv: string[]): Command;
  usageError: abstract new (...args: never[]) => Error;
  usage: string;
  /** The command's work on the opened, migrated database; answers the exit code. */
  run(command: Command, context: DatabaseCommandContext): Promise<number>;
}

/** The command parsed, or the exit code 2 after the usage was printed. */
export function parseCommand<Command>(
  spec: DatabaseCommand<Command>,
  argv: string[],
  output: CommandOutput,
): { command: Command } | { exitCode: 2 } {
  try {
    return { command: spec.parse(argv) };
  } catch (error) {
    if (!(error instanceof spec.usageError)) throw error;
    output.printError(`${error.message}\n${spec.usage}`);
    return { exitCode: 2 };
  }
}

const terminalOutput: CommandOutput = {
  print: (line) => process.stdout.write(`${line}\n`),
  printError: (line) => process.stderr.write(`${line}\n`),
};

async function main<Command>(spec: DatabaseCommand<Command>, argv: string[]): Promise<number> {
  const parsed = parseCommand(spec, argv, terminalOutput);
  if ('exitCode' in parsed) return parsed.exitCode;
  let config: ResolvedConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    terminalOutput.printError(error.message);
    return 2;
  }
  if (!config.databaseUrl) {
    const serverPid = lockOwner(`${config.pgliteDir}.lock`);
    if (serverPid !== null) {
      return sendToServer(commandSocketPath(config.pgliteDir), spec.name, argv, terminalOutput, {
        serverPid,
      });
    }
  }
  const logger = pino(loggerOptions(config), pino.destination(2));
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, { warn: (message) => logger.warn(message) });
    return await spec.run(parsed.command, { config, logger, database, ...terminalOutput });
  } finally {
    await database.close();
  }
}

/** Runs the command as this process's work and sets its exit code. */
export function runDatabaseCommand<Command>(
  spec: DatabaseCommand<Command>,
  argv: string[] = process.argv.slice(2),
): void {
  main(spec, argv).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
