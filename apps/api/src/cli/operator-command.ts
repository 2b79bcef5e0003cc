// The operator command (issue 26, decision 049): `create --email E --role R[,R…]`
// makes an operator account (the first admin comes from here) and prints one
// JSON line with its password and TOTP secret, which are shown nowhere else.
import { parseArgs } from 'node:util';
import { isOperatorRole, type OperatorRole } from '@rosto/contract/operator-roles';
import { isValidEmail } from '@rosto/contract/validators/email';
import type { NewOperatorCredentials } from '../modules/operators/service';

export interface OperatorCommand {
  action: 'create';
  email: string;
  roles: OperatorRole[];
}

export const OPERATOR_USAGE = `Usage: npm run operator:create -- --email <e-mail> --role <role>[,<role>…]
  roles: reviewer (faces, cards), support (customers, references),
         shops (shops, terminals), admin (operators, audit)
  prints one JSON line: {"email","roles","password","totpSecret","otpauthUri"};
  the password and the TOTP secret are shown this once (the TOTP secret or the
  otpauth:// URI goes into an authenticator app). Works while the server runs.`;

export class OperatorUsageError extends Error {}

export function parseOperatorArgs(argv: string[]): OperatorCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (error) {
    throw new OperatorUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'create') {
    throw new OperatorUsageError(
      positionals.length === 0 ? 'No command' : `Unknown: ${positionals.join(' ')}`,
    );
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !isValidEmail(email)) throw new OperatorUsageError('--email needs an e-mail');
  const roles = (values.role ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  if (roles.length === 0) throw new OperatorUsageError('--role needs at least one role');
  const unknown = roles.filter((role) => !isOperatorRole(role));
  if (unknown.length > 0) throw new OperatorUsageError(`Unknown role: ${unknown.join(', ')}`);
  return { action: 'create', email, roles: [...new Set(roles as OperatorRole[])] };
}

export interface OperatorCommandDeps {
  create(input: { email: string; roles: OperatorRole[] }): Promise<NewOperatorCredentials>;
  /** Writes the creation to the audit trail (no operator: a command did it). */
  audit(operatorId: string, roles: OperatorRole[]): Promise<void>;
}

/** Runs the command; answers the exit code (1: that e-mail has an account already). */
export async function runOperatorCommand(
  command: OperatorCommand,
  deps: OperatorCommandDeps,
  print: (line: string) => void,
  printError: (line: string) => void,
): Promise<number> {
  let created: NewOperatorCredentials;
  try {
    created = await deps.create({ email: command.email, roles: command.roles });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'OPERATOR_EMAIL_TAKEN') {
      printError(`An operator with the e-mail ${command.email} exists already.`);
      return 1;
    }
    throw error;
  }
  await deps.audit(created.operator.id, created.operator.roles);
  print(
    JSON.stringify({
      email: created.operator.email,
      roles: created.operator.roles,
      password: created.password,
      totpSecret: created.totpSecret,
      otpauthUri: created.otpauthUri,
    }),
  );
  return 0;
}
