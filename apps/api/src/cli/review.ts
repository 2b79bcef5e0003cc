// `npm run review -- list|approve|reject <id> [--reason TEXT] [--kind face|card]`
// (decisions 021, 030): runs the review command on the database as the server
// opens it (cli/database-command.ts). Messages go through the same adapters
// (sandbox: outbox).
import { createFaceNotices } from '../modules/face-review/notices';
import { createFaceReview } from '../modules/face-review/review';
import { createFaceReviewRepository } from '../modules/face-review/review-repository';
import { createOutboxRepository } from '../plugins/app/outbox-repository';
import { createUsersRepository } from '../modules/user/repository';
import { createCardReview } from '../modules/wallet/card-review';
import { createWalletRepository } from '../modules/wallet/repository';
import { createMessaging } from '../plugins/app/messaging';
import { runDatabaseCommand } from './database-command';
import {
  REVIEW_USAGE,
  ReviewUsageError,
  cardReviewQueue,
  faceReviewQueue,
  parseReviewArgs,
  runReviewCommand,
} from './review-command';

runDatabaseCommand({
  parse: parseReviewArgs,
  usageError: ReviewUsageError,
  usage: REVIEW_USAGE,
  run(command, { config, logger, database, print }) {
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
    return runReviewCommand(
      command,
      { face: faceReviewQueue(faces), card: cardReviewQueue(cards) },
      print,
    );
  },
});
