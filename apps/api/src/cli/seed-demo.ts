// `npm run seed:demo` (issue 11, "Sandbox seed"): opens the database as the
// server does (DATABASE_URL, or PGlite in DATA_DIR, which one process holds at a
// time: stop the server first), migrates and seeds it as at the server's start,
// builds the app without listening, and runs the demo seed through its
// services. The npm script checks the face models first, as `npm start` does.
// The report goes to stdout, the logs to stderr.
import { mkdirSync } from 'node:fs';
import { pino } from 'pino';
import packageJson from '../../package.json' with { type: 'json' };
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../seed';
import { readSharedFace, sharedFaces, sharedFacesDir } from '../face-engine/testing/shared-faces';
import { pickDemoFace } from '../modules/seed/demo-plan';
import { demoSeedDeps, seedDemo } from '../modules/seed/demo-seed';
import { loggerOptions } from '../plugins/app/logger';
import {
  SEED_DEMO_USAGE,
  SeedDemoUsageError,
  parseSeedDemoArgs,
  requestedStage,
  runSeedDemoCommand,
} from './seed-demo-command';

async function seed() {
  const config = loadConfig(process.env);
  const logger = pino(loggerOptions(config), pino.destination(2));
  const face = pickDemoFace(sharedFaces());
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, { warn: (message) => logger.warn(message) });
    await seedDatabase(database.db, config.stage);
    const app = await buildApp({ config, database, logger, version: packageJson.version });
    try {
      await app.ready();
      return await seedDemo(demoSeedDeps(app, { readPhoto: readSharedFace }), face);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  try {
    if (parseSeedDemoArgs(process.argv.slice(2)).help) {
      process.stdout.write(`${SEED_DEMO_USAGE}\n`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof SeedDemoUsageError)) throw error;
    process.stderr.write(`${error.message}\n${SEED_DEMO_USAGE}\n`);
    return 2;
  }
  const stage = requestedStage(process.env);
  try {
    return await runSeedDemoCommand(
      // A value that is no stage: the configuration check says why.
      { stage: stage ?? 'sandbox', facesDir: sharedFacesDir, seed },
      (line) => {
        process.stdout.write(`${line}\n`);
      },
    );
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
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
