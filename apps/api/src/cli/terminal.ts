// `npm run terminal:create -- …` and `npm run terminal:revoke -- <terminalId>`
// (issue 11, decision 032): runs the terminal command on the database as the
// server opens it (cli/database-command.ts). The new key goes to stdout.
import { seedDatabase } from '../seed';
import { createPartnersRepository } from '../modules/partners/repository';
import { createTerminalsRepository } from '../modules/terminals/repository';
import { issueTerminalKey } from '../modules/terminals/terminal-keys';
import { runDatabaseCommand } from './database-command';
import {
  TERMINAL_USAGE,
  TerminalUsageError,
  parseTerminalArgs,
  runTerminalCommand,
} from './terminal-command';

runDatabaseCommand({
  parse: parseTerminalArgs,
  usageError: TerminalUsageError,
  usage: TERMINAL_USAGE,
  async run(command, { config, database, print }) {
    // As at the server's start: a fresh database gets the stage's partners, so
    // a terminal can be made before the first start.
    await seedDatabase(database.db, config.stage);
    const partners = createPartnersRepository(database.db);
    return runTerminalCommand(
      command,
      {
        findPartner: (slugOrId) => partners.findBySlugOrId(slugOrId),
        terminals: createTerminalsRepository(database.db),
        issueKey: () => issueTerminalKey(),
        now: () => new Date(),
      },
      print,
    );
  },
});
