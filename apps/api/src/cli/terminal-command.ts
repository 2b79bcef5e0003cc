// The shop-terminal command (issue 11, decision 032): parses
// `create --partner <slug> --place "<name>" [--address …] [--lat … --lng …]
// [--require-pin] [--terminal-name …]` and `revoke <terminalId>`, and runs them
// on the terminals repository. A new terminal's API key is printed once here
// and nowhere else: the database keeps only its hash.
import { parseArgs } from 'node:util';
import type { PlaceRow, TerminalsRepository } from '../modules/terminals/repository';
import type { TerminalsService } from '../modules/terminals/service';

export type TerminalCommand =
  | {
      action: 'create';
      partner: string;
      place: string;
      address?: string;
      location?: { lat: number; lng: number };
      requirePin: boolean;
      terminalName?: string;
    }
  | { action: 'revoke'; terminalId: string };

export const TERMINAL_USAGE = `Usage:
  npm run terminal:create -- --partner <slug> --place "<name>" [--address "<address>"]
                             [--lat <latitude> --lng <longitude>] [--require-pin]
                             [--terminal-name "<name>"]
      makes the place when the partner has none of that name (an existing one is
      used as it is) and a terminal there; prints its id and its API key, once
  npm run terminal:revoke -- <terminalId>
      the terminal's key stops working at once
Works while the server runs (the embedded database: through its command socket).`;

export class TerminalUsageError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

function coordinate(name: string, text: string, limit: number): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new TerminalUsageError(`--${name} must be a number from -${limit} to ${limit}`);
  }
  return value;
}

const filled = (name: string, text: string | undefined): string | undefined => {
  if (text === undefined) return undefined;
  if (text.trim() === '') throw new TerminalUsageError(`--${name} cannot be empty`);
  return text.trim();
};

/**
 * Brazil is south and west of zero: `--lat -23.56` must read as a value, which
 * parseArgs calls ambiguous. Such pairs become `--lat=-23.56` first.
 */
function joinNegativeCoordinates(argv: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if ((arg === '--lat' || arg === '--lng') && next !== undefined && /^-\d/u.test(next)) {
      joined.push(`${arg}=${next}`);
      i += 1;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

export function parseTerminalArgs(argv: string[]): TerminalCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: joinNegativeCoordinates(argv),
      allowPositionals: true,
      options: {
        partner: { type: 'string' },
        place: { type: 'string' },
        address: { type: 'string' },
        lat: { type: 'string' },
        lng: { type: 'string' },
        'require-pin': { type: 'boolean', default: false },
        'terminal-name': { type: 'string' },
      },
    });
  } catch (error) {
    throw new TerminalUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [action, ...rest] = positionals;

  if (action === 'revoke') {
    const createOnly = Object.keys(values).filter((key) => key !== 'require-pin');
    if (createOnly.length > 0 || values['require-pin']) {
      throw new TerminalUsageError('revoke takes only a terminal id');
    }
    const [terminalId, ...extra] = rest;
    if (!terminalId) throw new TerminalUsageError('revoke needs a terminal id');
    if (extra.length > 0) throw new TerminalUsageError(`Unexpected: ${extra.join(' ')}`);
    if (!UUID.test(terminalId)) throw new TerminalUsageError(`Not a terminal id: ${terminalId}`);
    return { action, terminalId: terminalId.toLowerCase() };
  }

  if (action === 'create') {
    if (rest.length > 0) throw new TerminalUsageError(`Unexpected: ${rest.join(' ')}`);
    const partner = filled('partner', values.partner);
    const place = filled('place', values.place);
    if (!partner) throw new TerminalUsageError('create needs --partner <slug>');
    if (!place) throw new TerminalUsageError('create needs --place "<name>"');
    if ((values.lat === undefined) !== (values.lng === undefined)) {
      throw new TerminalUsageError('--lat and --lng go together');
    }
    const address = filled('address', values.address);
    const terminalName = filled('terminal-name', values['terminal-name']);
    return {
      action,
      partner,
      place,
      ...(address ? { address } : {}),
      ...(values.lat !== undefined && values.lng !== undefined
        ? {
            location: {
              lat: coordinate('lat', values.lat, 90),
              lng: coordinate('lng', values.lng, 180),
            },
          }
        : {}),
      requirePin: values['require-pin'],
      ...(terminalName ? { terminalName } : {}),
    };
  }

  throw new TerminalUsageError(action ? `Unknown command: ${action}` : 'No command');
}

export interface TerminalCommandDeps {
  /** The partner by slug or id (partners repository). */
  findPartner(slugOrId: string): Promise<{ id: string; name: string } | null>;
  places: Pick<TerminalsRepository, 'findOrCreatePlace'>;
  /** The terminals service, as the console's shops call it. */
  terminals: Pick<TerminalsService, 'create' | 'revoke'>;
  /** Writes a change to the audit trail (no operator: a command did it). */
  audit(
    action: 'terminal.create' | 'terminal.revoke',
    terminalId: string,
    reason: string,
  ): Promise<void>;
}

const describePlace = (place: PlaceRow) =>
  [
    `${place.name} (${place.id})`,
    place.address,
    place.latitude !== null && place.longitude !== null
      ? `${place.latitude}, ${place.longitude}`
      : 'no location: its receipts show no map',
  ]
    .filter(Boolean)
    .join(' · ');

/** Runs the command; answers the exit code (0 done, 1 nothing under that name or id). */
export async function runTerminalCommand(
  command: TerminalCommand,
  deps: TerminalCommandDeps,
  print: (line: string) => void,
): Promise<number> {
  if (command.action === 'revoke') {
    const revoked = await deps.terminals.revoke(command.terminalId);
    switch (revoked.outcome) {
      case 'done':
        await deps.audit('terminal.revoke', revoked.terminal.id, 'npm run terminal:revoke');
        print(
          `Terminal ${revoked.terminal.id} (${revoked.terminal.name}) revoked: its key no longer works.`,
        );
        return 0;
      case 'revoked-already':
        print(
          `Terminal ${revoked.terminal.id} was revoked already, at ${revoked.terminal.revokedAt?.toISOString()}.`,
        );
        return 0;
      case 'not-found':
        print(`No terminal ${command.terminalId}.`);
        return 1;
    }
  }

  const partner = await deps.findPartner(command.partner);
  if (!partner) {
    print(`No partner ${command.partner}.`);
    return 1;
  }
  const { place, created } = await deps.places.findOrCreatePlace({
    partnerId: partner.id,
    name: command.place,
    address: command.address ?? null,
    latitude: command.location?.lat ?? null,
    longitude: command.location?.lng ?? null,
  });
  if (created) {
    print(`Place created: ${describePlace(place)}`);
  } else {
    print(`Place found: ${describePlace(place)}`);
    if (command.address !== undefined || command.location !== undefined) {
      print('  (it already existed: its address and location were left as they were)');
    }
  }
  const { terminal, key } = await deps.terminals.create(place.id, {
    ...(command.terminalName ? { name: command.terminalName } : {}),
    requirePin: command.requirePin,
  });
  await deps.audit('terminal.create', terminal.id, `npm run terminal:create (at shop ${place.id})`);
  print(`Terminal created: ${terminal.name} (${terminal.id}) at ${partner.name}`);
  print(`PIN at every payment: ${terminal.requirePin ? 'yes' : 'no'}`);
  print('API key (shown this once; only its hash is kept):');
  print(key);
  return 0;
}
