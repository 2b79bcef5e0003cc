// `npm run shop:user:create -- --shop SLUG --email E --role owner|cashier`
// (issue 27, decision 053): the shop user command (cli/commands.ts) on the
// database as the server opens it. One JSON line with the secrets goes to stdout.
import { databaseCommands } from './commands';
import { runDatabaseCommand } from './database-command';

runDatabaseCommand(databaseCommands.shopUser);
