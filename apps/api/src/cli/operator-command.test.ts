// The operator command: its arguments, and the command run through the
// server's command socket on the test database (as `npm run operator:create`
// does while a server holds the embedded database), the new operator then
// signing in with the printed secrets.
import { mkdtempSync, statSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { totpCode } from '../../test/operators';
import { addCreditCard, visa, walletUser } from '../../test/wallet';
import { sendToServer } from './command-client';
import { startCommandServer } from './command-server';
import { databaseCommands } from './commands';
import { OperatorUsageError, parseOperatorArgs } from './operator-command';
import { ShopUserUsageError, parseShopUserArgs } from './shop-user-command';
import { createPlace } from '../../test/payments';

describe('operator command arguments', () => {
  it('reads create with an e-mail and one or more roles', () => {
    expect(parseOperatorArgs(['create', '--email', 'Ana@Rosto.App', '--role', 'admin'])).toEqual({
      action: 'create',
      email: 'ana@rosto.app',
      roles: ['admin'],
    });
    expect(
      parseOperatorArgs([
        'create',
        '--email',
        'b@rosto.app',
        '--role',
        'reviewer, support,reviewer',
      ]),
    ).toMatchObject({ roles: ['reviewer', 'support'] });
  });

  it('refuses what it does not know', () => {
    for (const argv of [
      [],
      ['delete', '--email', 'a@rosto.app', '--role', 'admin'],
      ['create', '--role', 'admin'],
      ['create', '--email', 'não é e-mail', '--role', 'admin'],
      ['create', '--email', 'a@rosto.app'],
      ['create', '--email', 'a@rosto.app', '--role', 'root'],
      ['create', '--email', 'a@rosto.app', '--role', 'admin', '--password', 'x'],
    ]) {
      expect(() => parseOperatorArgs(argv), argv.join(' ')).toThrow(OperatorUsageError);
    }
  });
});

describe('shop user command arguments', () => {
  it('reads create with a shop slug, an e-mail and a role', () => {
    expect(
      parseShopUserArgs([
        'create',
        '--shop',
        'Padaria-Centro',
        '--email',
        'Ana@Loja.App',
        '--role',
        'owner',
      ]),
    ).toEqual({ action: 'create', shop: 'padaria-centro', email: 'ana@loja.app', role: 'owner' });
  });

  it('refuses what it does not know', () => {
    for (const argv of [
      [],
      ['create', '--email', 'a@loja.app', '--role', 'owner'],
      ['create', '--shop', 'padaria', '--role', 'owner'],
      ['create', '--shop', 'padaria', '--email', 'a@loja.app'],
      ['create', '--shop', 'padaria', '--email', 'a@loja.app', '--role', 'admin'],
      ['create', '--shop', 'padaria', '--email', 'a@loja.app', '--role', 'owner,cashier'],
    ]) {
      expect(() => parseShopUserArgs(argv), argv.join(' ')).toThrow(ShopUserUsageError);
    }
  });
});

describe("database commands through the server's command socket", () => {
  const ctx = useTestApp();
  const socketPath = join(mkdtempSync(join(tmpdir(), 'rosto-commands-')), 'pglite.commands.sock');
  let server: Server;

  beforeAll(async () => {
    server = await startCommandServer({
      socketPath,
      commands: databaseCommands,
      context: {
        config: ctx.app.config,
        logger: pino({ level: 'silent' }),
        database: ctx.database,
      },
      log: pino({ level: 'silent' }),
    });
  });
  afterAll(() => {
    server.close();
  });

  const send = async (command: string, argv: string[]) => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await sendToServer(
      socketPath,
      command,
      argv,
      { print: (line) => stdout.push(line), printError: (line) => stderr.push(line) },
      { serverPid: process.pid },
    );
    return { code, stdout, stderr };
  };

  it('creates an operator, printing one JSON line whose secrets sign it in', async () => {
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    const answer = await send('operator', [
      'create',
      '--email',
      'admin@rosto.app',
      '--role',
      'admin',
    ]);
    expect(answer).toMatchObject({ code: 0, stderr: [] });
    expect(answer.stdout).toHaveLength(1);
    const line = JSON.parse(answer.stdout[0]!) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(['email', 'roles', 'password', 'totpSecret', 'otpauthUri']);
    expect(line).toMatchObject({ email: 'admin@rosto.app', roles: ['admin'] });

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/console/session',
      payload: {
        email: 'admin@rosto.app',
        password: line.password,
        totp: await totpCode(line.totpSecret as string, ctx.app.clock.now()),
      },
    });
    expect(signIn.statusCode).toBe(200);
    const [created] = await ctx.app.auditRepository.list({ action: 'operator.create' }, 1);
    expect(created).toMatchObject({ operatorId: null, targetKind: 'operator' });
    expect(created!.reason).toContain('npm run operator:create');

    const again = await send('operator', [
      'create',
      '--email',
      'ADMIN@rosto.app',
      '--role',
      'support',
    ]);
    expect(again).toMatchObject({ code: 1, stdout: [] });
    expect(again.stderr.join('\n')).toMatch(/exists already/u);
  });

  it("creates a shop's owner by the shop's slug, printing one JSON line whose secrets sign in", async () => {
    const place = await createPlace(ctx.app.db, { name: 'Mercearia Boa Vista' });
    const answer = await send('shopUser', [
      'create',
      '--shop',
      place.slug,
      '--email',
      'dono@boavista.test',
      '--role',
      'owner',
    ]);
    expect(answer).toMatchObject({ code: 0, stderr: [] });
    const line = JSON.parse(answer.stdout[0]!) as Record<string, string>;
    expect(Object.keys(line)).toEqual([
      'shop',
      'email',
      'role',
      'password',
      'totpSecret',
      'otpauthUri',
    ]);
    expect(line).toMatchObject({ shop: place.slug, email: 'dono@boavista.test', role: 'owner' });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/shop/session',
      payload: {
        email: 'dono@boavista.test',
        password: line.password,
        totp: await totpCode(line.totpSecret!, ctx.app.clock.now()),
      },
    });
    expect(signIn.json()).toMatchObject({
      data: { shop: { id: place.id }, user: { role: 'owner' } },
    });
    const [created] = await ctx.app.auditRepository.list({ action: 'shop-user.create' }, 1);
    expect(created!.reason).toContain('npm run shop:user:create');

    const unknown = await send('shopUser', [
      'create',
      '--shop',
      'no-such-shop',
      '--email',
      'x@boavista.test',
      '--role',
      'cashier',
    ]);
    expect(unknown).toMatchObject({ code: 1, stdout: [] });
    expect(unknown.stderr.join('\n')).toMatch(/No shop has the slug no-such-shop/u);
  });

  it('answers the usage with exit 2 for wrong arguments or an unknown command', async () => {
    const wrong = await send('operator', ['create', '--email', 'x@rosto.app', '--role', 'root']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.join('\n')).toMatch(
      /Unknown role: root[\s\S]*Usage: npm run operator:create/u,
    );
    expect((await send('drop-database', [])).code).toBe(2);
  });

  it('runs the review command there too, each decision in the audit trail', async () => {
    const answer = await send('review', ['list']);
    expect(answer.code).toBe(0);
    expect(answer.stdout.join('\n')).toMatch(/nothing|Nada|No faces|^$/iu);

    const user = await walletUser(ctx.app, { allowAddPaymentStatus: 'WAITING_APPROVAL' });
    const added = await addCreditCard(ctx.app, user.token, { number: visa(731) });
    const { id } = added.json<{ data: { id: string } }>().data;
    const rejected = await send('review', ['reject', id, '--kind', 'card', '--reason', 'teste']);
    expect(rejected).toMatchObject({ code: 0, stderr: [] });
    const [row] = await ctx.app.auditRepository.list({ targetKind: 'card', targetId: id }, 5);
    expect(row).toMatchObject({
      operatorId: null,
      action: 'card.reject',
      reason: 'npm run review: teste',
    });
  });

  it('tells the person when the server there takes no commands', async () => {
    const stderr: string[] = [];
    const answer = await sendToServer(
      join(tmpdir(), 'rosto-no-such.sock'),
      'operator',
      [],
      { print: () => undefined, printError: (line) => stderr.push(line) },
      { serverPid: 4242 },
    );
    expect(answer).toBe(1);
    expect(stderr).toEqual([
      expect.stringMatching(/in use by process 4242, which takes no commands/u),
    ]);
  });
});
