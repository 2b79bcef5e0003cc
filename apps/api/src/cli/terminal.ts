// `npm run terminal:create -- …` and `npm run terminal:revoke -- <terminalId>`
// (issue 11, decision 032): the terminal command (cli/commands.ts) on the
// database as the server opens it (cli/database-command.ts). The new key goes
// to stdout.
import { databaseCommands } from './commands';
import { runDatabaseCommand } from './database-command';

runDatabaseCommand(databaseCommands.terminal);
