// `npm run seed:demo` (issue 11, "Sandbox seed"): the demo seed command
// (cli/commands.ts) on the database as the server opens it
// (cli/database-command.ts). While a server holds the embedded database, the
// seed runs in that server, through its own app, on its command socket. The
// npm script checks the face models first, as `npm start` does. The report
// goes to stdout, the logs to stderr.
import { databaseCommands } from './commands';
import { runDatabaseCommand } from './database-command';
import {
  SEED_DEMO_USAGE,
  SeedDemoUsageError,
  parseSeedDemoArgs,
  requestedStage,
  seedDemoStageRefusal,
} from './seed-demo-command';

/** The exit code when the command ends here, or null to run the seed. */
function before(argv: string[]): number | null {
  try {
    if (parseSeedDemoArgs(argv).help) {
      process.stdout.write(`${SEED_DEMO_USAGE}\n`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof SeedDemoUsageError)) throw error;
    process.stderr.write(`${error.message}\n${SEED_DEMO_USAGE}\n`);
    return 2;
  }
  // Read before the whole configuration: production is refused even where
  // its other settings are missing (a value that is no stage is the
  // configuration's to explain).
  const stage = requestedStage(process.env);
  const refusal = stage && seedDemoStageRefusal(stage);
  if (refusal) {
    process.stdout.write(`${refusal}\n`);
    return 1;
  }
  return null;
}

const exitCode = before(process.argv.slice(2));
if (exitCode === null) runDatabaseCommand(databaseCommands.seedDemo);
else process.exitCode = exitCode;
