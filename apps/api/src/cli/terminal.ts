// `npm run terminal:create -- …` and `npm run terminal:revoke -- <terminalId>`
// (issue 11, decision 032): opens the database as the server does
// (DATABASE_URL, or PGlite in DATA_DIR, which one process holds at a time: stop
// the server first) and runs the terminal command on it. The new key goes to
// stdout, the logs to stderr.
import { mkdirSync } from 'node:fs';
import { pino } from 'pino';
import { ConfigError, parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { createPartnersRepository } from '../modules/partners/repository';
import { createTerminalsRepository } from '../modules/terminals/repository';
import { issueTerminalKey } from '../modules/terminals/terminal-keys';
import { loggerOptions } from '../plugins/logger';
import {
  TERMINAL_USAGE,
  TerminalUsageError,
  parseTerminalArgs,
  runTerminalCommand,
} from './terminal-command';

async function main(): Promise<number> {
  let command;
  try {
    command = parseTerminalArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof TerminalUsageError)) throw error;
    process.stderr.write(`${error.message}\n${TERMINAL_USAGE}\n`);
    return 2;
  }
  let config;
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
    // As at the server's start: a fresh database gets its tables and the
    // stage's partners, so a terminal can be made before the first start.
    await migrateDatabase(database, { warn: (message) => logger.warn(message) });
    await seedDatabase(database.db, config.stage);
    const partners = createPartnersRepository(database.db);
    return await runTerminalCommand(
      command,
      {
        findPartner: (slugOrId) => partners.findBySlugOrId(slugOrId),
        terminals: createTerminalsRepository(database.db),
        issueKey: () => issueTerminalKey(),
        now: () => new Date(),
      },
      (line) => {
        process.stdout.write(`${line}\n`);
      },
    );
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
