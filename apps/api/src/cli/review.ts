// `npm run review -- list|approve|reject <id> [--reason TEXT] [--kind face|card]`
// (decisions 021, 030):
// opens the database as the server does (DATABASE_URL, or PGlite in DATA_DIR,
// which one process holds at a time: stop the server first) and runs the
// review command on it. Messages go through the same adapters (sandbox: outbox).
import { mkdirSync } from 'node:fs';
import { pino } from 'pino';
import { ConfigError, parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createFaceNotices } from '../modules/face/notices';
import { createFaceReview } from '../modules/face/review';
import { createFaceReviewRepository } from '../modules/face/review-repository';
import { createOutboxRepository } from '../modules/sandbox/outbox-repository';
import { createUsersRepository } from '../modules/user/repository';
import { createCardReview } from '../modules/wallet/card-review';
import { createWalletRepository } from '../modules/wallet/repository';
import { createMessaging } from '../plugins/messaging';
import { loggerOptions } from '../plugins/logger';
import {
  REVIEW_USAGE,
  ReviewUsageError,
  cardReviewQueue,
  faceReviewQueue,
  parseReviewArgs,
  runReviewCommand,
} from './review-command';

async function main(): Promise<number> {
  let command;
  try {
    command = parseReviewArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ReviewUsageError)) throw error;
    process.stderr.write(`${error.message}\n${REVIEW_USAGE}\n`);
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
  // Logs on stderr: stdout is the command's answer.
  const logger = pino(loggerOptions(config), pino.destination(2));
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  try {
    // As at the server's start, so the command works on a fresh or older database.
    await migrateDatabase(database, { warn: (message) => logger.warn(message) });
    const users = createUsersRepository(database.db);
    const messaging = createMessaging(config, createOutboxRepository(database.db), logger);
    const faces = createFaceReview({
      reviews: createFaceReviewRepository(database.db),
      notices: createFaceNotices({ users, sms: messaging.sms, log: logger }),
      now: () => new Date(),
    });
    const cards = createCardReview({
      repository: createWalletRepository(database.db),
      users,
      sms: messaging.sms,
      log: logger,
      now: () => new Date(),
    });
    return await runReviewCommand(
      command,
      { face: faceReviewQueue(faces), card: cardReviewQueue(cards) },
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
