// `npm run review -- list|approve|reject <id> [--reason TEXT] [--kind face|card]`
// (decisions 021, 030): the review command (cli/commands.ts) on the database
// as the server opens it (cli/database-command.ts).
import { databaseCommands } from './commands';
import { runDatabaseCommand } from './database-command';

runDatabaseCommand(databaseCommands.review);
