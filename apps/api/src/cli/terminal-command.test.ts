// The terminal command (decision 032): its arguments, and creating and
// revoking a terminal on a real database (PGlite or PostgreSQL, TEST_DB).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, places, terminals } from '../db/schema';
import { createAuditRepository } from '../modules/audit/repository';
import { mercadoAzul } from '../modules/partners/sandbox-partners';
import { createPartnersRepository } from '../modules/partners/repository';
import { createTerminalsRepository } from '../modules/terminals/repository';
import { createTerminalsService } from '../modules/terminals/service';
import { issueTerminalKey, verifyTerminalKey } from '../modules/terminals/terminal-keys';
import { useTestApp } from '../../test/app';
import {
  type TerminalCommand,
  TerminalUsageError,
  parseTerminalArgs,
  runTerminalCommand,
} from './terminal-command';

const TERMINAL_ID = '3b0f7c9e-2a41-4d8b-9c6e-5f1a2b3c4d5e';

describe('terminal command arguments', () => {
  it('reads create with its place, location, PIN setting and name, and revoke with an id', () => {
    expect(
      parseTerminalArgs([
        'create',
        '--partner',
        'mercado-azul',
        '--place',
        'Mercado Azul Paulista',
        '--address',
        'Av. Paulista, 1000',
        '--lat',
        '-23.5614',
        '--lng',
        '-46.6559',
        '--require-pin',
        '--terminal-name',
        'Caixa 2',
      ]),
    ).toEqual({
      action: 'create',
      partner: 'mercado-azul',
      place: 'Mercado Azul Paulista',
      address: 'Av. Paulista, 1000',
      location: { lat: -23.5614, lng: -46.6559 },
      requirePin: true,
      terminalName: 'Caixa 2',
    });
    expect(parseTerminalArgs(['create', '--partner', 'padaria-sol', '--place', 'Centro'])).toEqual({
      action: 'create',
      partner: 'padaria-sol',
      place: 'Centro',
      requirePin: false,
    });
    expect(parseTerminalArgs(['revoke', TERMINAL_ID.toUpperCase()])).toEqual({
      action: 'revoke',
      terminalId: TERMINAL_ID,
    });
  });

  it('refuses what it does not know', () => {
    const create = ['create', '--partner', 'mercado-azul', '--place', 'Centro'];
    for (const args of [
      [],
      ['list'],
      ['create', '--place', 'Centro'],
      ['create', '--partner', 'mercado-azul'],
      ['create', '--partner', 'mercado-azul', '--place', '  '],
      [...create, '--lat', '-23.5'],
      [...create, '--lng', '-46.6'],
      [...create, '--lat', '91', '--lng', '0'],
      [...create, '--lat', '0', '--lng', '-181'],
      [...create, '--lat', 'south', '--lng', '0'],
      [...create, '--lat', '', '--lng', '0'],
      [...create, 'extra'],
      [...create, '--verbose'],
      ['revoke'],
      ['revoke', 'abc'],
      ['revoke', TERMINAL_ID, TERMINAL_ID],
      ['revoke', TERMINAL_ID, '--require-pin'],
      ['revoke', TERMINAL_ID, '--place', 'Centro'],
    ]) {
      expect(() => parseTerminalArgs(args), args.join(' ')).toThrow(TerminalUsageError);
    }
  });
});

describe('terminal command on the database', () => {
  const ctx = useTestApp();

  const run = async (command: TerminalCommand, now = new Date('2026-11-25T12:00:00Z')) => {
    const lines: string[] = [];
    const partners = createPartnersRepository(ctx.database.db);
    const repository = createTerminalsRepository(ctx.database.db);
    const audit = createAuditRepository(ctx.database.db);
    const code = await runTerminalCommand(
      command,
      {
        findPartner: (slugOrId) => partners.findBySlugOrId(slugOrId),
        places: repository,
        terminals: createTerminalsService({
          repository,
          issueKey: () => issueTerminalKey(),
          now: () => now,
        }),
        audit: async (action, terminalId, reason) => {
          await audit.record({
            at: now,
            operatorId: null,
            action,
            targetKind: 'terminal',
            targetId: terminalId,
            reason,
          });
        },
      },
      (line) => lines.push(line),
    );
    return { code, lines, output: lines.join('\n') };
  };

  it('makes the place once and a terminal there, printing its key once and keeping only its hash', async () => {
    const first = await run(
      parseTerminalArgs([
        'create',
        '--partner',
        'mercado-azul',
        '--place',
        'Mercado Azul Paulista',
        '--address',
        'Av. Paulista, 1000',
        '--lat',
        '-23.5614',
        '--lng',
        '-46.6559',
        '--require-pin',
      ]),
    );
    expect(first.code).toBe(0);
    const keys = first.output.match(/rosto_term_[A-Za-z0-9_-]{43}/gu) ?? [];
    expect(keys).toHaveLength(1);
    const key = keys[0]!;

    const [place] = await ctx.database.db
      .select()
      .from(places)
      .where(eq(places.name, 'Mercado Azul Paulista'));
    expect(place).toMatchObject({
      partnerId: mercadoAzul.id,
      address: 'Av. Paulista, 1000',
      latitude: -23.5614,
      longitude: -46.6559,
    });
    const [terminal] = await ctx.database.db
      .select()
      .from(terminals)
      .where(eq(terminals.placeId, place!.id));
    expect(terminal).toMatchObject({ name: 'Caixa 1', requirePin: true, revokedAt: null });
    expect(first.output).toContain(terminal!.id);
    expect(JSON.stringify(terminal)).not.toContain(key.slice(11));
    expect(terminal!.keyPrefix).toBe(key.slice(11, 19));
    expect(verifyTerminalKey(key, terminal!)).toBe(true);

    // The same place again: found, left as it was; a second terminal with its own key.
    const second = await run(
      parseTerminalArgs([
        'create',
        '--partner',
        'mercado-azul',
        '--place',
        'Mercado Azul Paulista',
        '--lat',
        '0',
        '--lng',
        '0',
      ]),
    );
    expect(second.code).toBe(0);
    expect(second.output).toContain('left as they were');
    expect(await ctx.database.db.$count(places, eq(places.name, 'Mercado Azul Paulista'))).toBe(1);
    const both = await ctx.database.db
      .select()
      .from(terminals)
      .where(eq(terminals.placeId, place!.id));
    expect(both.map((row) => [row.name, row.requirePin]).sort()).toEqual([
      ['Caixa 1', true],
      ['Caixa 2', false],
    ]);
    expect(
      verifyTerminalKey(
        key,
        both.find((row) => row.name === 'Caixa 2')!,
      ),
    ).toBe(false);
  });

  it('revokes a terminal: its key stops working; an unknown id is an error', async () => {
    const created = await run(
      parseTerminalArgs(['create', '--partner', 'padaria-sol', '--place', 'Padaria Sol Centro']),
    );
    const key = /rosto_term_[A-Za-z0-9_-]{43}/u.exec(created.output)![0];
    const id = /\(([0-9a-f-]{36})\) at Padaria Sol/u.exec(created.output)![1]!;
    const revokedAt = new Date('2026-11-25T13:00:00Z');

    const revoked = await run({ action: 'revoke', terminalId: id }, revokedAt);
    expect(revoked.code).toBe(0);
    const [row] = await ctx.database.db.select().from(terminals).where(eq(terminals.id, id));
    expect(row?.revokedAt).toEqual(revokedAt);
    expect(verifyTerminalKey(key, row!)).toBe(false);

    // Made and revoked by a command: audited with no operator, never with the key.
    const audited = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(audited.map((entry) => [entry.action, entry.operatorId, entry.reason])).toEqual([
      [
        'terminal.create',
        null,
        expect.stringMatching(/^npm run terminal:create \(at shop [0-9a-f-]{36}\)$/u),
      ],
      ['terminal.revoke', null, 'npm run terminal:revoke'],
    ]);
    expect(JSON.stringify(audited)).not.toContain(key.slice(11));

    const again = await run({ action: 'revoke', terminalId: id });
    expect(again).toMatchObject({ code: 0 });
    expect(again.output).toContain('revoked already');
    expect((await run({ action: 'revoke', terminalId: TERMINAL_ID })).code).toBe(1);
    expect(
      (await run({ ...parseTerminalArgs(['create', '--partner', 'nobody', '--place', 'X']) })).code,
    ).toBe(1);
  });
});
