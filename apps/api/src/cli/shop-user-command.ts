// The shop user command (issue 27, decision 053): `create --shop SLUG --email E
// --role owner|cashier` makes an account in a shop's portal and prints one
// JSON line with its password and TOTP secret, which are shown nowhere else.
import { parseArgs } from 'node:util';
import { type ShopRole, shopRoles } from '@rosto/contract/operator-roles';
import { isValidEmail } from '@rosto/contract/validators/email';
import type { NewShopUserCredentials } from '../modules/shop-users/service';

export interface ShopUserCommand {
  action: 'create';
  shop: string;
  email: string;
  role: ShopRole;
}

export const SHOP_USER_USAGE = `Usage: npm run shop:user:create -- --shop <slug> --email <e-mail> --role owner|cashier
  owner: everything of the shop (sales, refunds, terminals, webhooks);
  cashier: the day's sales and refunds
  the shop's slug is in the console's shop page (e.g. padaria-do-centro)
  prints one JSON line: {"shop","email","role","password","totpSecret","otpauthUri"};
  the password and the TOTP secret are shown this once. Works while the server runs.`;

export class ShopUserUsageError extends Error {}

const isShopRole = (value: string): value is ShopRole =>
  (shopRoles as readonly string[]).includes(value);

export function parseShopUserArgs(argv: string[]): ShopUserCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { shop: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (error) {
    throw new ShopUserUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'create') {
    throw new ShopUserUsageError(
      positionals.length === 0 ? 'No command' : `Unknown: ${positionals.join(' ')}`,
    );
  }
  const shop = values.shop?.trim().toLowerCase();
  if (!shop) throw new ShopUserUsageError("--shop needs the shop's slug");
  const email = values.email?.trim().toLowerCase();
  if (!email || !isValidEmail(email)) throw new ShopUserUsageError('--email needs an e-mail');
  const role = values.role?.trim() ?? '';
  if (!isShopRole(role)) throw new ShopUserUsageError('--role is owner or cashier');
  return { action: 'create', shop, email, role };
}

export interface ShopUserCommandDeps {
  create(input: {
    slug: string;
    email: string;
    role: ShopRole;
  }): Promise<NewShopUserCredentials & { shop: { id: string; slug: string } }>;
  /** Writes the creation to the audit trail (no operator: a command did it). */
  audit(shopUserId: string, shopId: string, role: ShopRole): Promise<void>;
}

/** Runs the command; answers the exit code (1: no such shop, or the e-mail is taken). */
export async function runShopUserCommand(
  command: ShopUserCommand,
  deps: ShopUserCommandDeps,
  print: (line: string) => void,
  printError: (line: string) => void,
): Promise<number> {
  let created;
  try {
    created = await deps.create({ slug: command.shop, email: command.email, role: command.role });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'SHOP_NOT_FOUND') {
      printError(`No shop has the slug ${command.shop}.`);
      return 1;
    }
    if (code === 'SHOP_USER_EMAIL_TAKEN') {
      printError(`A portal account with the e-mail ${command.email} exists already.`);
      return 1;
    }
    throw error;
  }
  await deps.audit(created.user.id, created.shop.id, created.user.role);
  print(
    JSON.stringify({
      shop: created.shop.slug,
      email: created.user.email,
      role: created.user.role,
      password: created.password,
      totpSecret: created.totpSecret,
      otpauthUri: created.otpauthUri,
    }),
  );
  return 0;
}
