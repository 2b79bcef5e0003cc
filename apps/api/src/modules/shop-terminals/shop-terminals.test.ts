import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { dataOf, expectError } from '../../../test/entrance';
import { type SignedInShopUser, signedInShopUser } from '../../../test/operators';
import { createPlace, createTerminal } from '../../../test/payments';
import { auditEvents } from '../../db/schema';

interface TerminalView {
  id: string;
  name: string;
  keyPrefix: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

describe("a shop's terminals in its portal", () => {
  const ctx = useTestApp();
  let owner: SignedInShopUser;
  let cashier: SignedInShopUser;
  let foreignTerminalId: string;

  beforeAll(async () => {
    const place = await createPlace(ctx.app.db, { name: 'Quitanda Central' });
    const other = await createPlace(ctx.app.db, { name: 'Quitanda do Lado' });
    await createTerminal(ctx.app.db, place.id, { name: 'Caixa 1' });
    foreignTerminalId = (await createTerminal(ctx.app.db, other.id, { name: 'Caixa deles' }))
      .terminal.id;
    owner = await signedInShopUser(ctx.app, place.id, 'owner');
    cashier = await signedInShopUser(ctx.app, place.id, 'cashier');
  });

  const call = (user: SignedInShopUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/${url}`, headers: user.headers, payload });
  const list = async (user: SignedInShopUser) =>
    dataOf<{ items: TerminalView[] }>(await call(user, 'GET', 'shop/terminals')).items;
  /** The terminal API's answer to a key: 401 for a refused one. */
  const terminalKeyWorks = async (key: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/terminal/payments',
        headers: { authorization: `Bearer ${key}` },
        payload: { amountCents: 100, idempotencyKey: `k-${Date.now()}-${Math.random()}` },
      })
    ).statusCode !== 401;

  it("lists the shop's own terminals only, to owner and cashier alike", async () => {
    for (const user of [owner, cashier]) {
      const names = (await list(user)).map((terminal) => terminal.name);
      expect(names).toEqual(['Caixa 1']);
    }
  });

  it('an owner makes a terminal (its key answered once, never stored), rotates and revokes it', async () => {
    const created = await call(owner, 'POST', 'shop/terminals', { name: 'Caixa 2' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { terminal, key } = created.json<{ data: { terminal: TerminalView; key: string } }>()
      .data;
    expect(key).toMatch(/^rosto_term_/u);
    expect(await terminalKeyWorks(key)).toBe(true);
    expect(JSON.stringify(await list(owner))).not.toContain(key);

    const rotated = dataOf<{ key: string }>(
      await call(owner, 'POST', `shop/terminals/${terminal.id}/rotate`),
    );
    expect(await terminalKeyWorks(key)).toBe(false);
    expect(await terminalKeyWorks(rotated.key)).toBe(true);

    const revoked = dataOf<TerminalView>(
      await call(owner, 'POST', `shop/terminals/${terminal.id}/revoke`),
    );
    expect(revoked.revokedAt).not.toBeNull();
    expect(await terminalKeyWorks(rotated.key)).toBe(false);
    expectError(
      await call(owner, 'POST', `shop/terminals/${terminal.id}/revoke`),
      409,
      'TERMINAL_REVOKED',
    );

    const audited = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetKind, 'terminal'), eq(auditEvents.targetId, terminal.id)));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'terminal.create',
      'terminal.revoke',
      'terminal.rotate',
    ]);
    expect(new Set(audited.map((row) => row.shopUserId))).toEqual(new Set([owner.id]));
  });

  it("a cashier may not change terminals; nobody reaches another shop's (404)", async () => {
    expectError(await call(cashier, 'POST', 'shop/terminals', { name: 'X' }), 403, 'FORBIDDEN');
    const [mine] = await list(owner);
    expectError(await call(cashier, 'POST', `shop/terminals/${mine!.id}/revoke`), 403, 'FORBIDDEN');
    for (const action of ['revoke', 'rotate']) {
      expectError(
        await call(owner, 'POST', `shop/terminals/${foreignTerminalId}/${action}`),
        404,
        'TERMINAL_NOT_FOUND',
      );
    }
  });

  it("lists the sandbox's shops for their demo accounts", async () => {
    const shops = dataOf<{ items: { name: string; slug: string }[] }>(
      await ctx.app.inject({ method: 'GET', url: '/api/sandbox/shops' }),
    );
    expect(shops.items.map((shop) => shop.name)).toEqual(
      expect.arrayContaining(['Quitanda Central', 'Quitanda do Lado']),
    );
  });
});
