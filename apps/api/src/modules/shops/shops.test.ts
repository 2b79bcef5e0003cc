// console/shops, console/terminals and console/partners (issue 26, role
// shops) on PGlite and PostgreSQL (TEST_DB): who may call them, shops with
// their CNPJ, and terminal keys made, revoked and rotated as the terminal API
// sees them at once; every change audited, no key in the trail or the logs.
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleShopDetail, ConsoleShopSummary } from '@rosto/contract/schemas/console-shops';
import { fakeClock, memoryLogger, useTestApp } from '../../../test/app';
import { expectError } from '../../../test/entrance';
import { type SignedInOperator, signedInOperator } from '../../../test/operators';
import { createPlace } from '../../../test/payments';
import { startPayment, terminalCall } from '../../../test/terminal';
import { auditEvents, places, terminals } from '../../db/schema';
import { mercadoAzul, padariaSol } from '../partners/sandbox-partners';

const VALID_CNPJ = '11222333000181';
const OTHER_VALID_CNPJ = '11444777000161';
const UNKNOWN_ID = '3b0f7c9e-2a41-4d8b-9c6e-5f1a2b3c4d5e';
const KEY_FORMAT = /^rosto_term_[A-Za-z0-9_-]{43}$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/u;

describe('console shops and terminals', () => {
  const clock = fakeClock(new Date('2026-11-27T12:00:00Z'));
  const logs = memoryLogger();
  const ctx = useTestApp({ clock, logger: logs.logger });
  let shops: SignedInOperator;
  /** Every key the console answered: none may reach the audit trail or the logs. */
  const issuedKeys: string[] = [];

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string> = shops.headers,
    payload?: Record<string, unknown>,
  ) => ctx.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

  function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ data: T }>().data;
  }

  let shopCount = 0;
  const newShop = async (body: Record<string, unknown> = {}) => {
    shopCount += 1;
    return dataOf<ConsoleShopDetail>(
      await call('POST', 'console/shops', shops.headers, {
        partnerId: mercadoAzul.id,
        name: `Mercado Azul Loja ${shopCount}`,
        address: 'Rua Augusta, 500, São Paulo',
        cnpj: VALID_CNPJ,
        ...body,
      }),
      201,
    );
  };
  const newTerminal = async (shopId: string, body: Record<string, unknown> = {}) => {
    const response = await call('POST', `console/shops/${shopId}/terminals`, shops.headers, {
      name: 'Caixa 1',
      ...body,
    });
    const created = dataOf<{ terminal: ConsoleShopDetail['terminals'][number]; key: string }>(
      response,
      201,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    issuedKeys.push(created.key);
    return created;
  };
  const shopView = async (id: string) =>
    dataOf<ConsoleShopDetail>(await call('GET', `console/shops/${id}`));
  const listed = async (query = '') =>
    dataOf<{ items: ConsoleShopSummary[] }>(await call('GET', `console/shops${query}`)).items;
  const auditRowsOf = (targetId: string) =>
    ctx.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId));

  beforeAll(async () => {
    shops = await signedInOperator(ctx.app, ['shops']);
  });

  it('refuses every call without a console session (401) and every operator without the shops role (403)', async () => {
    const shop = await newShop();
    const { terminal } = await newTerminal(shop.id);
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>][] = [
      ['GET', 'console/shops'],
      ['GET', `console/shops/${shop.id}`],
      [
        'POST',
        'console/shops',
        { partnerId: mercadoAzul.id, name: 'Intrusa', address: 'Rua X, 1', cnpj: VALID_CNPJ },
      ],
      ['PUT', `console/shops/${shop.id}`, { name: 'Renomeada' }],
      ['POST', `console/shops/${shop.id}/terminals`, { name: 'Caixa 9' }],
      ['POST', `console/terminals/${terminal.id}/revoke`, { reason: 'teste de acesso' }],
      ['POST', `console/terminals/${terminal.id}/rotate`, { reason: 'teste de acesso' }],
      ['GET', 'console/partners'],
    ];
    const others = await Promise.all(
      (['reviewer', 'support', 'admin'] as const).map((role) => signedInOperator(ctx.app, [role])),
    );
    for (const [method, url, body] of calls) {
      expectError(await call(method, url, {}, body), 401, 'UNAUTHORIZED');
      for (const operator of others) {
        expectError(await call(method, url, operator.headers, body), 403, 'FORBIDDEN');
      }
    }
    // Nothing was done by any of them.
    expect(await shopView(shop.id)).toMatchObject({
      name: shop.name,
      terminals: [{ id: terminal.id, revokedAt: null, keyPrefix: terminal.keyPrefix }],
    });
    expect((await auditRowsOf(terminal.id)).map((row) => row.action)).toEqual(['terminal.create']);
  });

  it('answers the partners a shop may belong to', async () => {
    const partners = dataOf<{ items: { id: string; slug: string; name: string }[] }>(
      await call('GET', 'console/partners'),
    ).items;
    expect(partners).toEqual(
      expect.arrayContaining(
        [mercadoAzul, padariaSol].map(({ id, slug, name }) => ({ id, slug, name })),
      ),
    );
  });

  it('creates a shop with its CNPJ kept as digits and shown masked, lists and filters shops, and audits the creation', async () => {
    const response = await call('POST', 'console/shops', shops.headers, {
      partnerId: padariaSol.id,
      name: '  Padaria Sol Pinheiros ',
      address: 'Rua dos Pinheiros, 900, São Paulo',
      cnpj: VALID_CNPJ,
      latitude: -23.5667,
      longitude: -46.6919,
    });
    const shop = dataOf<ConsoleShopDetail>(response, 201);
    expect(shop).toEqual({
      id: expect.stringMatching(UUID) as string,
      name: 'Padaria Sol Pinheiros',
      partner: { id: padariaSol.id, name: padariaSol.name, slug: padariaSol.slug },
      address: 'Rua dos Pinheiros, 900, São Paulo',
      cnpj: '11.222.333/0001-81',
      latitude: -23.5667,
      longitude: -46.6919,
      slug: 'padaria-sol-pinheiros',
      maxAmountCents: 500_000,
      terminals: [],
    });
    const [row] = await ctx.app.db.select().from(places).where(eq(places.id, shop.id));
    expect(row?.cnpj).toBe(VALID_CNPJ);
    expect(await shopView(shop.id)).toEqual(shop);

    // A place the terminal command made (no CNPJ) is a shop too.
    const fromCommand = await createPlace(ctx.app.db, { name: 'Padaria Sol do comando' });
    const all = await listed();
    expect(all.find((item) => item.id === shop.id)).toEqual({
      ...shop,
      terminals: 0,
      lastUsedAt: null,
    });
    expect(all.find((item) => item.id === fromCommand.id)).toMatchObject({ cnpj: null });

    expect((await listed('?q=PINHEIROS')).map((item) => item.id)).toEqual([shop.id]);
    expect((await listed(`?q=sol&partnerId=${padariaSol.id}`)).map((item) => item.id)).toEqual(
      expect.arrayContaining([shop.id]),
    );
    expect(await listed(`?q=pinheiros&partnerId=${mercadoAzul.id}`)).toEqual([]);
    // The filter's text is matched as written, not as a LIKE pattern.
    expect(await listed(`?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await listed(`?q=${encodeURIComponent('Padaria_Sol')}`)).toEqual([]);
    expectError(await call('GET', 'console/shops?partnerId=azul'), 400, 'VALIDATION_ERROR');

    const audit = await auditRowsOf(shop.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'shop.create',
        targetKind: 'shop',
        operatorId: shops.id,
        reason: null,
      }),
    ]);
    expect(audit[0]?.requestId).toBe(response.headers['x-request-id']);
  });

  it('refuses a wrong CNPJ, a half or out-of-range location, an unknown partner and a name the partner has already', async () => {
    const valid = {
      partnerId: mercadoAzul.id,
      name: 'Mercado Azul Recusado',
      address: 'Rua Recusada, 1',
      cnpj: VALID_CNPJ,
    };
    const create = (body: Record<string, unknown>) =>
      call('POST', 'console/shops', shops.headers, { ...valid, ...body });
    for (const cnpj of [
      '11222333000182',
      '11.222.333/0001-81',
      '1122233300018',
      '',
      11222333000181,
    ]) {
      expectError(await create({ cnpj }), 400, 'CNPJ_INVALID');
    }
    const { cnpj: _cnpj, ...withoutCnpj } = valid;
    expectError(
      await call('POST', 'console/shops', shops.headers, withoutCnpj),
      400,
      'CNPJ_INVALID',
    );
    for (const location of [
      { latitude: -23.5 },
      { longitude: -46.6 },
      { latitude: -23.5, longitude: null },
      { latitude: 91, longitude: 0 },
      { latitude: 0, longitude: -181 },
      { latitude: '-23.5', longitude: '-46.6' },
    ]) {
      expectError(await create(location), 400, 'SHOP_LOCATION_INVALID');
    }
    expectError(await create({ name: '   ' }), 400, 'VALIDATION_ERROR');
    expectError(await create({ partnerId: UNKNOWN_ID }), 422, 'PARTNER_NOT_FOUND');

    const first = await newShop({ name: 'Mercado Azul Centro' });
    expectError(await create({ name: 'Mercado Azul Centro' }), 409, 'SHOP_NAME_TAKEN');
    // Another partner may use the name.
    await newShop({ name: 'Mercado Azul Centro', partnerId: padariaSol.id });
    const second = await newShop({ name: 'Mercado Azul Bela Vista' });
    expectError(
      await call('PUT', `console/shops/${second.id}`, shops.headers, { name: first.name }),
      409,
      'SHOP_NAME_TAKEN',
    );
    expectError(
      await call('PUT', `console/shops/${second.id}`, shops.headers, { cnpj: '00000000000000' }),
      400,
      'CNPJ_INVALID',
    );
    expectError(
      await call('PUT', `console/shops/${second.id}`, shops.headers, { latitude: 10 }),
      400,
      'SHOP_LOCATION_INVALID',
    );
    expectError(
      await call('PUT', `console/shops/${second.id}`, shops.headers, { partnerId: UNKNOWN_ID }),
      422,
      'PARTNER_NOT_FOUND',
    );
    expectError(
      await call('PUT', `console/shops/${second.id}`, shops.headers, {}),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await call('PUT', `console/shops/${UNKNOWN_ID}`, shops.headers, { name: 'Nenhuma' }),
      404,
      'SHOP_NOT_FOUND',
    );
    expectError(await call('GET', `console/shops/${UNKNOWN_ID}`), 404, 'SHOP_NOT_FOUND');
    expectError(await call('GET', 'console/shops/nao-e-um-id'), 400, 'VALIDATION_ERROR');
    expectError(
      await call('POST', `console/shops/${UNKNOWN_ID}/terminals`, shops.headers, { name: 'Caixa' }),
      404,
      'SHOP_NOT_FOUND',
    );
    // A refused change changes nothing and writes no audit row.
    expect(await shopView(second.id)).toMatchObject({ name: second.name, cnpj: second.cnpj });
    expect((await auditRowsOf(second.id)).map((row) => row.action)).toEqual(['shop.create']);
  });

  it('changes only the fields sent, and the audit row names the fields that changed', async () => {
    const shop = await newShop({ latitude: -23.55, longitude: -46.66 });
    const updated = dataOf<ConsoleShopDetail>(
      await call('PUT', `console/shops/${shop.id}`, shops.headers, {
        name: 'Mercado Azul Consolação',
        cnpj: OTHER_VALID_CNPJ,
        address: shop.address,
      }),
    );
    expect(updated).toEqual({
      ...shop,
      name: 'Mercado Azul Consolação',
      cnpj: '11.444.777/0001-61',
    });
    const moved = dataOf<ConsoleShopDetail>(
      await call('PUT', `console/shops/${shop.id}`, shops.headers, {
        partnerId: padariaSol.id,
        latitude: null,
        longitude: null,
      }),
    );
    expect(moved).toMatchObject({
      partner: { id: padariaSol.id, slug: padariaSol.slug },
      latitude: null,
      longitude: null,
      address: shop.address,
    });
    expect(await shopView(shop.id)).toEqual(moved);
    expect(
      (await auditRowsOf(shop.id)).map((row) => [row.action, row.reason, row.operatorId]),
    ).toEqual([
      ['shop.create', null, shops.id],
      ['shop.update', 'changed: name, cnpj', shops.id],
      ['shop.update', 'changed: partnerId, latitude, longitude', shops.id],
    ]);
  });

  it('makes a terminal whose key is answered once and works; revoking it refuses the key at once', async () => {
    const shop = await newShop();
    const { terminal, key } = await newTerminal(shop.id, { name: 'Caixa 2', requirePin: true });
    expect(key).toMatch(KEY_FORMAT);
    expect(terminal).toEqual({
      id: expect.stringMatching(UUID) as string,
      name: 'Caixa 2',
      keyPrefix: key.slice(11, 19),
      requirePin: true,
      createdAt: expect.stringMatching(ISO_TIME) as string,
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await ctx.app.db.select().from(terminals).where(eq(terminals.id, terminal.id));
    expect(JSON.stringify(row)).not.toContain(key.slice(11));

    // The key pays at once, and the shop shows its use.
    await startPayment(ctx.app, key);
    const viewed = await call('GET', `console/shops/${shop.id}`);
    expect(viewed.body).not.toContain(key.slice(11));
    expect(viewed.json<{ data: ConsoleShopDetail }>().data.terminals).toEqual([
      { ...terminal, lastUsedAt: clock.now().toISOString() },
    ]);
    expect((await listed('?q=' + encodeURIComponent(shop.name)))[0]).toMatchObject({
      terminals: 1,
      lastUsedAt: clock.now().toISOString(),
    });

    clock.advance(5 * 60_000);
    const revoked = dataOf<ConsoleShopDetail['terminals'][number]>(
      await call('POST', `console/terminals/${terminal.id}/revoke`, shops.headers, {
        reason: 'terminal roubado',
      }),
    );
    expect(revoked).toMatchObject({ id: terminal.id, revokedAt: clock.now().toISOString() });
    expectError(
      await terminalCall(ctx.app, key, 'payments', {
        amountCents: 1000,
        idempotencyKey: 'depois-da-revogacao',
      }),
      401,
      'TERMINAL_UNAUTHORIZED',
    );
    expect((await listed('?q=' + encodeURIComponent(shop.name)))[0]).toMatchObject({
      terminals: 0,
      lastUsedAt: new Date(clock.now().getTime() - 5 * 60_000).toISOString(),
    });

    // A revoked terminal stays so: neither revoked again nor given a new key.
    for (const action of ['revoke', 'rotate']) {
      expectError(
        await call('POST', `console/terminals/${terminal.id}/${action}`, shops.headers, {
          reason: 'de novo',
        }),
        409,
        'TERMINAL_REVOKED',
      );
      expectError(
        await call('POST', `console/terminals/${UNKNOWN_ID}/${action}`, shops.headers, {
          reason: 'não existe',
        }),
        404,
        'TERMINAL_NOT_FOUND',
      );
      expectError(
        await call('POST', `console/terminals/${terminal.id}/${action}`, shops.headers, {}),
        400,
        'VALIDATION_ERROR',
      );
    }
    expect((await auditRowsOf(terminal.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['terminal.create', `at shop ${shop.id}`],
      ['terminal.revoke', 'terminal roubado'],
    ]);
  });

  it('rotates a key: the old one is refused at once, the new one works and its use is shown', async () => {
    const shop = await newShop();
    const made = await newTerminal(shop.id);
    await startPayment(ctx.app, made.key);

    clock.advance(2 * 60_000);
    const response = await call(
      'POST',
      `console/terminals/${made.terminal.id}/rotate`,
      shops.headers,
      {
        reason: 'chave exposta em um print',
      },
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const rotated = dataOf<{ terminal: ConsoleShopDetail['terminals'][number]; key: string }>(
      response,
    );
    issuedKeys.push(rotated.key);
    expect(rotated.key).toMatch(KEY_FORMAT);
    expect(rotated.key).not.toBe(made.key);
    expect(rotated.terminal).toMatchObject({
      id: made.terminal.id,
      name: made.terminal.name,
      keyPrefix: rotated.key.slice(11, 19),
      revokedAt: null,
    });

    expectError(
      await terminalCall(ctx.app, made.key, 'payments', {
        amountCents: 1000,
        idempotencyKey: 'chave-antiga',
      }),
      401,
      'TERMINAL_UNAUTHORIZED',
    );
    await startPayment(ctx.app, rotated.key);
    expect((await shopView(shop.id)).terminals).toEqual([
      { ...rotated.terminal, lastUsedAt: clock.now().toISOString() },
    ]);
    expect(
      (await auditRowsOf(made.terminal.id)).map((entry) => [
        entry.action,
        entry.reason,
        entry.operatorId,
      ]),
    ).toEqual([
      ['terminal.create', `at shop ${shop.id}`, shops.id],
      ['terminal.rotate', 'chave exposta em um print', shops.id],
    ]);
  });

  it('keeps every key out of the audit trail and the logs', async () => {
    expect(issuedKeys.length).toBeGreaterThanOrEqual(4);
    const rows = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(
        inArray(auditEvents.action, [
          'shop.create',
          'shop.update',
          'terminal.create',
          'terminal.revoke',
          'terminal.rotate',
        ]),
      );
    expect(new Set(rows.map((row) => row.action)).size).toBe(5);
    const trail = JSON.stringify(rows);
    const logged = logs.raw().join('\n');
    expect(logged).not.toBe('');
    for (const key of issuedKeys) {
      // The random part, in any form: the whole key, or the 8 characters the lists show.
      expect(trail).not.toContain(key.slice(11));
      expect(trail).not.toContain(key.slice(11, 19));
      expect(logged).not.toContain(key.slice(11));
    }
  });
});
