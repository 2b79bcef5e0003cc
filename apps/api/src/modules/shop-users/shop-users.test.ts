import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, sandboxUser } from '../../../test/entrance';
import { signedInOperator, signedInShopUser, totpCode } from '../../../test/operators';
import { createPlace } from '../../../test/payments';
import { auditEvents, shopUsers as shopUsersTable } from '../../db/schema';
import { STAFF_LOCK_MS, STAFF_MAX_FAILED_SIGN_INS } from '../../staff-auth/sign-in';

const TOTP_STEP_MS = 30_000;

describe("the shops' people: portal sign-in in a realm of its own", () => {
  const clock = fakeClock(new Date('2026-11-27T12:00:00Z'));
  const ctx = useTestApp({ clock });

  const signIn = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/shop/session', payload });
  const shopMe = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/shop/me', headers });

  let placeId: string;
  beforeAll(async () => {
    placeId = (await createPlace(ctx.app.db, { name: 'Padaria São João' })).id;
  });

  it('signs in with e-mail, password and TOTP code, and names the shop', async () => {
    const created = await ctx.app.shopUsers.create({
      placeId,
      email: 'Dona.Rita@Padaria.Test',
      role: 'owner',
    });
    expect(created.user).toMatchObject({ email: 'dona.rita@padaria.test', role: 'owner' });
    expect(created.otpauthUri).toMatch(/^otpauth:\/\/totp\/Rosto%20Lojas:dona\.rita/u);

    const data = dataOf<{ token: string; user: { role: string }; shop: { slug: string } }>(
      await signIn({
        email: 'DONA.RITA@padaria.test',
        password: created.password,
        totp: await totpCode(created.totpSecret, clock.now()),
      }),
    );
    expect(data.token).toMatch(/^rosto_shop_[\w-]{43}$/u);
    expect(data.shop.slug).toMatch(/^padaria-sao-joao(-\d+)?$/u);
    expect(dataOf(await shopMe(bearer(data.token)))).toMatchObject({
      user: { email: 'dona.rita@padaria.test', role: 'owner' },
      shop: { id: placeId, maxAmountCents: 500_000 },
    });

    const [row] = await ctx.app.db
      .select()
      .from(shopUsersTable)
      .where(eq(shopUsersTable.id, created.user.id));
    expect(row!.passwordHash).toMatch(/^p1\$\$argon2id\$/u);
    expect(Buffer.from(row!.totpSecretSealed).toString('utf8')).not.toContain(created.totpSecret);
  });

  it('answers one 401 to a wrong password, a wrong code, an unknown e-mail and a replayed code', async () => {
    const created = await ctx.app.shopUsers.create({
      placeId,
      email: 'caixa.um@padaria.test',
      role: 'cashier',
    });
    const code = await totpCode(created.totpSecret, clock.now());
    for (const payload of [
      { email: 'caixa.um@padaria.test', password: 'errada', totp: code },
      { email: 'caixa.um@padaria.test', password: created.password, totp: '000000' },
      { email: 'ninguem@padaria.test', password: created.password, totp: code },
    ]) {
      expectError(await signIn(payload), 401, 'SHOP_USER_SIGN_IN_FAILED');
    }
    const right = { email: 'caixa.um@padaria.test', password: created.password, totp: code };
    expect((await signIn(right)).statusCode).toBe(200);
    expectError(await signIn(right), 401, 'SHOP_USER_SIGN_IN_FAILED');
    clock.advance(TOTP_STEP_MS);
  });

  it(`locks the account after ${STAFF_MAX_FAILED_SIGN_INS} failures, as the console does`, async () => {
    const created = await ctx.app.shopUsers.create({
      placeId,
      email: 'caixa.dois@padaria.test',
      role: 'cashier',
    });
    for (let attempt = 0; attempt < STAFF_MAX_FAILED_SIGN_INS; attempt += 1) {
      expectError(
        await signIn({ email: created.user.email, password: 'errada', totp: '123456' }),
        401,
        'SHOP_USER_SIGN_IN_FAILED',
      );
    }
    const right = async () => ({
      email: created.user.email,
      password: created.password,
      totp: await totpCode(created.totpSecret, clock.now()),
    });
    expect(expectError(await signIn(await right()), 429, 'SHOP_USER_LOCKED')).toMatchObject({
      retryAfterSeconds: STAFF_LOCK_MS / 1000,
    });
    clock.advance(STAFF_LOCK_MS);
    expect((await signIn(await right())).statusCode).toBe(200);
    clock.advance(TOTP_STEP_MS);
  });

  it("never lets a shop's token into the console, nor a console's or a customer's into the portal", async () => {
    const shopUser = await signedInShopUser(ctx.app, placeId, 'owner');
    const operator = await signedInOperator(ctx.app, ['admin', 'shops', 'support', 'reviewer']);
    const customer = await sandboxUser(ctx.app);

    for (const url of ['/api/console/me', '/api/console/shops', '/api/console/overview']) {
      expectError(
        await ctx.app.inject({ method: 'GET', url, headers: shopUser.headers }),
        401,
        'UNAUTHORIZED',
      );
    }
    for (const headers of [operator.headers, bearer(customer.token), bearer('rosto_shop_forged')]) {
      expectError(await shopMe(headers), 401, 'UNAUTHORIZED');
      expectError(
        await ctx.app.inject({ method: 'GET', url: '/api/shop/sales', headers }),
        401,
        'UNAUTHORIZED',
      );
    }
    expectError(await shopMe({}), 401, 'UNAUTHORIZED');
  });

  it('ends the session at sign-out, and a disabled account is out at the next call', async () => {
    const shopUser = await signedInShopUser(ctx.app, placeId, 'cashier');
    expect((await shopMe(shopUser.headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/shop/session',
      headers: shopUser.headers,
    });
    expect(dataOf(out)).toEqual({ ended: true });
    expectError(await shopMe(shopUser.headers), 401, 'UNAUTHORIZED');

    const other = await signedInShopUser(ctx.app, placeId, 'cashier');
    await ctx.app.db
      .update(shopUsersTable)
      .set({ disabledAt: clock.now() })
      .where(eq(shopUsersTable.id, other.id));
    expectError(await shopMe(other.headers), 401, 'UNAUTHORIZED');
  });

  it("the console (role shops) makes a shop's accounts, answering the secrets once, audited", async () => {
    const shopsOperator = await signedInOperator(ctx.app, ['shops']);
    const reviewer = await signedInOperator(ctx.app, ['reviewer']);
    const make = (headers: Record<string, string>, id: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/console/shops/${id}/users`, headers, payload });

    const body = { email: 'gerente@padaria.test', role: 'owner' };
    expectError(await make(reviewer.headers, placeId, body), 403, 'FORBIDDEN');
    const response = await make(shopsOperator.headers, placeId, body);
    expect(response.statusCode).toBe(201);
    const created = response.json<{
      data: { user: { id: string }; password: string; totpSecret: string };
    }>().data;
    expect(created.password).toMatch(/^[\w-]{20}$/u);
    expectError(await make(shopsOperator.headers, placeId, body), 409, 'SHOP_USER_EMAIL_TAKEN');
    expectError(
      await make(shopsOperator.headers, '00000000-0000-4000-8000-000000000000', {
        email: 'x@padaria.test',
        role: 'cashier',
      }),
      404,
      'SHOP_NOT_FOUND',
    );

    const listed = dataOf<{ items: { email: string }[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/console/shops/${placeId}/users`,
        headers: shopsOperator.headers,
      }),
    );
    expect(listed.items.map((item) => item.email)).toContain('gerente@padaria.test');
    expect(JSON.stringify(listed)).not.toContain(created.password);

    const audited = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'shop-user.create'), eq(auditEvents.targetId, created.user.id)),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]!.operatorId).toBe(shopsOperator.id);

    const signedIn = dataOf<{ user: { id: string } }>(
      await signIn({
        email: 'gerente@padaria.test',
        password: created.password,
        totp: await totpCode(created.totpSecret, clock.now()),
      }),
    );
    const signInEvents = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'shop-user.sign-in'),
          eq(auditEvents.targetId, signedIn.user.id),
        ),
      );
    expect(signInEvents.map((event) => event.shopUserId)).toEqual([signedIn.user.id]);
    clock.advance(TOTP_STEP_MS);
  });

  it("signs in the sandbox's demo owner and cashier of a shop", async () => {
    const owner = dataOf<{ token: string; user: { email: string; role: string } }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/shop-users/session',
        payload: { shopId: placeId, role: 'owner' },
      }),
    );
    expect(owner.user.role).toBe('owner');
    expect(owner.user.email).toMatch(/^demo\.owner\.padaria-sao-joao(-\d+)?@sandbox\.rosto\.app$/u);
    expect((await shopMe(bearer(owner.token))).statusCode).toBe(200);
    const again = dataOf<{ user: { email: string } }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/shop-users/session',
        payload: { shopId: placeId, role: 'owner' },
      }),
    );
    expect(again.user.email).toBe(owner.user.email);
  });
});
