// `npm run operator:create -- --email E --role R[,R…]` (issue 26, decision 049):
// the operator command (cli/commands.ts) on the database as the server opens
// it (cli/database-command.ts). One JSON line with the secrets goes to stdout.
import { databaseCommands } from './commands';
import { runDatabaseCommand } from './database-command';

runDatabaseCommand(databaseCommands.operator);
