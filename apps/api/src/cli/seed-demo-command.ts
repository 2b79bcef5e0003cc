// `npm run seed:demo` (issue 11, "Sandbox seed"): the arguments, the stage
// rule and what the command prints. The seeding itself is
// modules/seed/demo-seed.ts; seed-demo.ts opens the database and builds the app.
import { type Stage, stages } from '../config/env';
import { AlreadySeededError, type DemoSeedResult } from '../modules/seed/demo-seed';

export const SEED_DEMO_USAGE = `Usage: npm run seed:demo
  Fills a sandbox database (STAGE=sandbox) with a lived-in demo account: the
  partners' places and terminals (their keys printed once), a customer with a
  PIN, a face enrolled from ../shared/faces, validated cards, a product card with
  credits and three months of payments; and a few faces and a card waiting for
  review in the console. Refuses to run twice on one database.
Works while the server runs: with embedded PGlite (no DATABASE_URL) the running
server does the seeding, through its command socket.`;

export class SeedDemoUsageError extends Error {}

/** Only `--help`: everything else is fixed, so every demo looks the same. */
export function parseSeedDemoArgs(argv: readonly string[]): { help: boolean } {
  const unexpected = argv.filter((arg) => arg !== '--help' && arg !== '-h');
  if (unexpected.length > 0) throw new SeedDemoUsageError(`Unexpected: ${unexpected.join(' ')}`);
  return { help: argv.length > 0 };
}

/**
 * The stage the environment asks for, read before the whole configuration is:
 * production must be refused even where its other settings are missing. Null
 * for a value that is no stage (the configuration check then says why).
 */
export function requestedStage(env: NodeJS.ProcessEnv): Stage | null {
  const value = env.STAGE?.trim() || 'sandbox';
  return (stages as readonly string[]).includes(value) ? (value as Stage) : null;
}

/**
 * Why the seed will not run at this stage, or null. Production never gets demo
 * data. The demo stage has no sandbox gateway (its card validation would charge
 * a real card), no SMS outbox to sign in with, and does not offer Visa.
 */
export function seedDemoStageRefusal(stage: Stage): string | null {
  if (stage === 'sandbox') return null;
  if (stage === 'production') {
    return 'Refused: STAGE=production. The demo seed never writes to a production database.';
  }
  return (
    `Refused: STAGE=${stage}. The demo seed needs STAGE=sandbox: it validates cards on the ` +
    'sandbox card gateway and the customer signs in with the code in the sandbox SMS outbox.'
  );
}

const reais = (cents: number) =>
  `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const saoPauloDay = (at: Date) => at.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** What the command prints once the seed is done: everything a person needs to try it. */
export function describeSeed(result: DemoSeedResult, facesDir: string): string[] {
  const { customer, payments } = result;
  return [
    'Demo data seeded.',
    '',
    `Customer: ${customer.fullName}`,
    `  CPF ${customer.cpf}, phone ${customer.phone}, PIN ${customer.pin}`,
    '  Sign in with the CPF; the SMS code is in the sandbox outbox at /sandbox/outbox',
    `  (or GET /api/sandbox/outbox?to=${customer.phone})`,
    `  Cards: ${result.cards.map((card) => card.label).join('; ')}`,
    `  Product card: ${result.productCard.placeName}, ${reais(result.productCard.balanceCents)} of credit`,
    `  Payments: ${payments.count} (${payments.canceled} canceled), ${saoPauloDay(payments.from)} to ${saoPauloDay(payments.to)}`,
    '',
    'Places and terminals (API keys shown this once; only their hashes are kept):',
    ...result.terminals.flatMap((terminal) => {
      const place = result.places.find((candidate) => candidate.name === terminal.placeName);
      return [
        `  ${terminal.placeName} (${terminal.partnerName})${place ? `, ${place.address} (${place.lat}, ${place.lng})` : ''}`,
        `    ${terminal.name} ${terminal.id}, PIN at every payment: ${terminal.requirePin ? 'yes' : 'no'}`,
        `    key ${terminal.key}`,
      ];
    }),
    '',
    `Shop portal (/loja/): ${result.portalShop.name} has ${result.portalShop.sales} recent sales on two tills, today's included.`,
    '  In sandbox, /loja/ offers its demo owner and cashier; or make one with',
    '  npm run shop:user:create -- --shop <slug> --email <e-mail> --role owner',
    '',
    `Face: enrolled from ${result.face.enrol.join(' and ')} (${result.face.identity}).`,
    `  Pay at /terminal by showing ${facesDir}/${result.face.atTerminal} to the camera (same person, a photo not used to enrol).`,
    '',
    'Waiting for review in the console (/console/, an operator with the reviewer role):',
    ...result.reviews.faces.map((face) => `  Face of ${face.fullName} ${face.id}: ${face.why}`),
    ...result.reviews.cards.map((card) => `  Card of ${card.fullName} ${card.id}: ${card.why}`),
  ];
}

export interface SeedDemoCommandDeps {
  stage: Stage;
  facesDir: string;
  /** Builds the seed's dependencies and runs it (only after the stage is checked). */
  seed(): Promise<DemoSeedResult>;
}

/** Runs the seed; answers the exit code (0 seeded, 1 refused or seeded already). */
export async function runSeedDemoCommand(
  deps: SeedDemoCommandDeps,
  print: (line: string) => void,
): Promise<number> {
  const refusal = seedDemoStageRefusal(deps.stage);
  if (refusal) {
    print(refusal);
    return 1;
  }
  try {
    const result = await deps.seed();
    for (const line of describeSeed(result, deps.facesDir)) print(line);
    return 0;
  } catch (error) {
    if (!(error instanceof AlreadySeededError)) throw error;
    print(error.message);
    return 1;
  }
}
