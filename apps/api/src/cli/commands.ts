// The database commands, by name: each entry point (review.ts, terminal.ts,
// operator.ts, seed-demo.ts) runs its own, and a server on the embedded database answers
// them all on its command socket (cli/command-server.ts), so they work while
// it holds the database folder.
import packageJson from '../../package.json' with { type: 'json' };
import { buildApp, type App } from '../app';
import { readSharedFace, sharedFaces, sharedFacesDir } from '../face-engine/testing/shared-faces';
import { createFaceNotices } from '../modules/face-review/notices';
import { createFaceReview } from '../modules/face-review/review';
import { createFaceReviewRepository } from '../modules/face-review/review-repository';
import { createAuditRepository } from '../modules/audit/repository';
import { createOperatorsRepository } from '../modules/operators/repository';
import { createOperators, operatorRealm } from '../modules/operators/service';
import { operatorTables, shopUserTables } from '../staff-auth/account-store';
import { staffSignInOn } from '../staff-auth/realm';
import { createPartnersRepository } from '../modules/partners/repository';
import { createShopUsersRepository } from '../modules/shop-users/repository';
import { createShopUsers, shopUserRealm } from '../modules/shop-users/service';
import { createTerminalsRepository } from '../modules/terminals/repository';
import { createTerminalsService } from '../modules/terminals/service';
import { issueTerminalKey } from '../modules/terminals/terminal-keys';
import { createUsersRepository } from '../modules/user/repository';
import { createCardReview } from '../modules/wallet/card-review';
import { createWalletRepository } from '../modules/wallet/repository';
import { createMessaging } from '../plugins/app/messaging';
import { createOutboxRepository } from '../plugins/app/outbox-repository';
import { pickDemoFace } from '../modules/seed/demo-plan';
import { demoSeedDeps, seedDemo as runDemoSeed } from '../modules/seed/demo-seed';
import { seedDatabase } from '../seed';
import {
  BACKUP_USAGE,
  BackupRefusedError,
  BackupUsageError,
  backupDatabase,
  defaultBackupFile,
  describeSize,
  parseBackupArgs,
} from './backup-command';
import type { DatabaseCommand, DatabaseCommandContext } from './database-command';
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
  SEED_DEMO_USAGE,
  SeedDemoUsageError,
  parseSeedDemoArgs,
  runSeedDemoCommand,
} from './seed-demo-command';
import {
  SHOP_USER_USAGE,
  ShopUserUsageError,
  parseShopUserArgs,
  runShopUserCommand,
} from './shop-user-command';
import {
  TERMINAL_USAGE,
  TerminalUsageError,
  parseTerminalArgs,
  runTerminalCommand,
} from './terminal-command';

const systemNow = () => new Date();
const systemClock = { now: systemNow };

/** Writes what a command did to the audit trail: no operator, a command did it. */
function auditByCommand(database: DatabaseCommandContext['database']) {
  const audit = createAuditRepository(database.db);
  return async (event: {
    action: string;
    targetKind: string;
    targetId: string;
    reason: string;
  }) => {
    await audit.record({ ...event, at: systemNow(), operatorId: null });
  };
}

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
    return runReviewCommand(
      command,
      { face: faceReviewQueue(faces), card: cardReviewQueue(cards) },
      print,
      auditByCommand(database),
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
    const audit = auditByCommand(database);
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
        audit: (action, terminalId, reason) =>
          audit({ action, targetKind: 'terminal', targetId: terminalId, reason }),
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
      signIn: staffSignInOn(database.db, operatorTables, operatorRealm, {
        pepper: config.pinPepper,
        clock: systemClock,
      }),
      clock: systemClock,
    });
    const audit = auditByCommand(database);
    return runOperatorCommand(
      command,
      {
        create: (input) => operators.create(input),
        audit: (operatorId, roles) =>
          audit({
            action: 'operator.create',
            targetKind: 'operator',
            targetId: operatorId,
            reason: `npm run operator:create (roles: ${roles.join(',')})`,
          }),
      },
      print,
      printError,
    );
  },
};

/** `npm run shop:user:create -- --shop SLUG --email E --role owner|cashier` (decision 053). */
const shopUser: DatabaseCommand<ReturnType<typeof parseShopUserArgs>> = {
  name: 'shopUser',
  parse: parseShopUserArgs,
  usageError: ShopUserUsageError,
  usage: SHOP_USER_USAGE,
  run(command, { config, database, print, printError }) {
    const shopUsers = createShopUsers({
      repository: createShopUsersRepository(database.db),
      signIn: staffSignInOn(database.db, shopUserTables, shopUserRealm, {
        pepper: config.pinPepper,
        clock: systemClock,
      }),
      clock: systemClock,
    });
    const audit = auditByCommand(database);
    return runShopUserCommand(
      command,
      {
        create: (input) => shopUsers.createInShopOfSlug(input),
        audit: (shopUserId, shopId, role) =>
          audit({
            action: 'shop-user.create',
            targetKind: 'shop-user',
            targetId: shopUserId,
            reason: `npm run shop:user:create (shop ${shopId}, role ${role})`,
          }),
      },
      print,
      printError,
    );
  },
};

/**
 * The running server's app (through the command socket), or one built here on
 * the database the command opened, without listening, and closed after.
 */
async function withApp<T>(
  { app, config, database, logger }: DatabaseCommandContext,
  work: (app: App) => Promise<T>,
): Promise<T> {
  if (app) return work(app);
  // As at the server's start: a fresh database gets the stage's partners.
  await seedDatabase(database.db, config.stage);
  const built = await buildApp({ config, database, logger, version: packageJson.version });
  try {
    await built.ready();
    return await work(built);
  } finally {
    await built.close();
  }
}

/**
 * `npm run seed:demo` (issue 11): through the app's own services, so on a
 * running server its face index and caches see what the seed made. The stage
 * is the server's (the socket) or this configuration's.
 */
const seedDemo: DatabaseCommand<ReturnType<typeof parseSeedDemoArgs>> = {
  name: 'seedDemo',
  parse: parseSeedDemoArgs,
  usageError: SeedDemoUsageError,
  usage: SEED_DEMO_USAGE,
  run(_command, context) {
    return runSeedDemoCommand(
      {
        stage: context.config.stage,
        facesDir: sharedFacesDir,
        seed: () =>
          withApp(context, (app) =>
            runDemoSeed(
              demoSeedDeps(app, { readPhoto: readSharedFace }),
              pickDemoFace(sharedFaces()),
            ),
          ),
      },
      context.print,
    );
  },
};

/**
 * `npm run backup -- --out FILE` (decision 079). The command line makes FILE
 * absolute before it is sent here: a server on its socket has its own cwd.
 */
const backup: DatabaseCommand<ReturnType<typeof parseBackupArgs>> = {
  name: 'backup',
  parse: (argv) => parseBackupArgs(argv),
  usageError: BackupUsageError,
  usage: BACKUP_USAGE,
  async run(command, { config, database, print, printError }) {
    const file = command.out ?? defaultBackupFile(database.kind, process.cwd());
    try {
      const bytes = await backupDatabase({ database, databaseUrl: config.databaseUrl }, file);
      print(`Backup written: ${file} (${describeSize(bytes)}, ${database.kind}).`);
      return 0;
    } catch (error) {
      if (!(error instanceof BackupRefusedError)) throw error;
      printError(error.message);
      return 1;
    }
  },
};

export const databaseCommands = {
  review,
  terminal,
  operator,
  shopUser,
  seedDemo,
  backup,
} as const;
