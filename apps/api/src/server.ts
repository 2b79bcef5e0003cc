// Starts the server: reads the environment, opens and migrates the database,
// seeds it, listens, and shuts down gracefully on SIGTERM/SIGINT.
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import packageJson from '../package.json' with { type: 'json' };
import { buildApp } from './app';
import { commandSocketPath } from './cli/command-client';
import { startCommandServer } from './cli/command-server';
import { databaseCommands } from './cli/commands';
import { ConfigError, loadConfig, type ResolvedConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './seed';
import { loggerOptions } from './plugins/app/logger';

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ResolvedConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    pino().fatal(error.message);
    process.exit(1);
  }
  const logger = pino(loggerOptions(config));

  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config, (error) =>
    logger.warn({ err: error }, 'idle database connection lost'),
  );
  await migrateDatabase(database, { warn: (message) => logger.warn(message) });
  await seedDatabase(database.db, config.stage);

  const app = await buildApp({ config, database, logger, version: packageJson.version });
  await app.listen({ port: config.port, host: config.host });
  // The embedded database is this process's alone: the database commands
  // (npm run review, terminal:create, operator:create) come here to run.
  const commandServer =
    database.kind === 'pglite'
      ? await startCommandServer({
          socketPath: commandSocketPath(config.pgliteDir),
          commands: databaseCommands,
          context: { config, logger, database, app },
          log: logger,
        })
      : null;
  // The face models load in the background: the first photo need not wait for them.
  app.faceEngine.warmUp?.().catch((error: unknown) => {
    logger.error({ err: error }, 'face engine could not start; photos will be refused');
  });
  // The 1:N index too (in process where the database has no pgvector).
  const indexStartedAt = performance.now();
  app
    .faceSearch()
    .then((search) => search.warmUp())
    .then((templates) => {
      logger.info(
        { templates, inMs: Math.round(performance.now() - indexStartedAt) },
        'face search index ready',
      );
    })
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'face search index not warmed; the first search will build it');
    });
  logger.info(
    {
      stage: config.stage,
      database: database.kind,
      url: config.publicUrl,
      // Whether the store-review account's fixed code is live (decision 026); never its CPF.
      reviewAccount: config.reviewAccount !== null,
      readyInMs: Math.round(performance.now() - startedAt),
    },
    'Rosto is ready',
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    app.shuttingDown = true;
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    commandServer?.close();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  pino().fatal({ err: error }, 'failed to start');
  process.exit(1);
});
