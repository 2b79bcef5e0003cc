// The database commands, by name: each entry point (review.ts, terminal.ts,
// operator.ts) runs its own, and a server on the embedded database answers
// them all on its command socket (cli/command-server.ts), so they work while
// it holds the database folder.
import { createPepperedHasher } from '../crypto/peppered-hash';
import { createFaceNotices } from '../modules/face-review/notices';
import { createFaceReview } from '../modules/face-review/review';
import { createFaceReviewRepository } from '../modules/face-review/review-repository';
import { createAuditRepository } from '../modules/audit/repository';
import { createTotp } from '../modules/operators/credentials';
import { createOperatorsRepository } from '../modules/operators/repository';
import { createOperators } from '../modules/operators/service';
import { createPartnersRepository } from '../modules/partners/repository';
import { createTerminalsRepository } from '../modules/terminals/repository';
import { createTerminalsService } from '../modules/terminals/service';
import { issueTerminalKey } from '../modules/terminals/terminal-keys';
import { createUsersRepository } from '../modules/user/repository';
import { createCardReview } from '../modules/wallet/card-review';
import { createWalletRepository } from '../modules/wallet/repository';
import { createMessaging } from '../plugins/app/messaging';
import { createOutboxRepository } from '../plugins/app/outbox-repository';
import { seedDatabase } from '../seed';
import type { DatabaseCommand } from './database-command';
import {
  OPERATOR_USAGE,
  OperatorUsageError,
  parseOperatorArgs,
  runOperatorCommand,
} from './operator-command';
import {
  REVIEW_USAGE,
  ReviewUsageError,
  cardReviewQueue,
  faceReviewQueue,
  parseReviewArgs,
  runReviewCommand,
} from './review-command';
import {
  TERMINAL_USAGE,
  TerminalUsageError,
  parseTerminalArgs,
  runTerminalCommand,
} from './terminal-command';

const systemNow = () => new Date();

/** `npm run review -- …` (decisions 021, 030). Messages go through the same adapters (sandbox: outbox). */
const review: DatabaseCommand<ReturnType<typeof parseReviewArgs>> = {
  name: 'review',
  parse: parseReviewArgs,
  usageError: ReviewUsageError,
  usage: REVIEW_USAGE,
  run(command, { config, logger, database, print }) {
    const users = createUsersRepository(database.db);
    const messaging = createMessaging(config, createOutboxRepository(database.db), logger);
    const faces = createFaceReview({
      reviews: createFaceReviewRepository(database.db),
      notices: createFaceNotices({ users, sms: messaging.sms, log: logger }),
      now: systemNow,
    });
    const cards = createCardReview({
      repository: createWalletRepository(database.db),
      users,
      sms: messaging.sms,
      log: logger,
      now: systemNow,
    });
    const audit = createAuditRepository(database.db);
    return runReviewCommand(
      command,
      { face: faceReviewQueue(faces), card: cardReviewQueue(cards) },
      print,
      async (event) => {
        await audit.record({ ...event, at: systemNow(), operatorId: null });
      },
    );
  },
};

/** `npm run terminal:create -- …` and `npm run terminal:revoke -- <terminalId>` (decision 032). */
const terminal: DatabaseCommand<ReturnType<typeof parseTerminalArgs>> = {
  name: 'terminal',
  parse: parseTerminalArgs,
  usageError: TerminalUsageError,
  usage: TERMINAL_USAGE,
  async run(command, { config, database, print }) {
    // As at the server's start: a fresh database gets the stage's partners, so
    // a terminal can be made before the first start.
    await seedDatabase(database.db, config.stage);
    const partners = createPartnersRepository(database.db);
    const repository = createTerminalsRepository(database.db);
    const audit = createAuditRepository(database.db);
    return runTerminalCommand(
      command,
      {
        findPartner: (slugOrId) => partners.findBySlugOrId(slugOrId),
        places: repository,
        terminals: createTerminalsService({
          repository,
          issueKey: () => issueTerminalKey(),
          now: systemNow,
        }),
        audit: async (action, terminalId, reason) => {
          await audit.record({
            at: systemNow(),
            operatorId: null,
            action,
            targetKind: 'terminal',
            targetId: terminalId,
            reason,
          });
        },
      },
      print,
    );
  },
};

/** `npm run operator:create -- --email E --role R[,R…]` (decision 049). */
const operator: DatabaseCommand<ReturnType<typeof parseOperatorArgs>> = {
  name: 'operator',
  parse: parseOperatorArgs,
  usageError: OperatorUsageError,
  usage: OPERATOR_USAGE,
  run(command, { config, database, print, printError }) {
    const operators = createOperators({
      repository: createOperatorsRepository(database.db),
      hasher: createPepperedHasher(config.pinPepper),
      totp: createTotp(config.pinPepper),
      clock: { now: systemNow },
    });
    const audit = createAuditRepository(database.db);
    return runOperatorCommand(
      command,
      {
        create: (input) => operators.create(input),
        audit: async (operatorId, roles) => {
          await audit.record({
            at: systemNow(),
            operatorId: null,
            action: 'operator.create',
            targetKind: 'operator',
            targetId: operatorId,
            reason: `npm run operator:create (roles: ${roles.join(',')})`,
          });
        },
      },
      print,
      printError,
    );
  },
};

export const databaseCommands = { review, terminal, operator } as const;
