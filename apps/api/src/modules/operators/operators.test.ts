import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleAuditResponseSchema } from '@rosto/contract/schemas/console';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { type SignedInOperator, signedInOperator, totpCode } from '../../../test/operators';
import { operators as operatorsTable } from '../../db/schema';
import {
  STAFF_IDLE_TIMEOUT_MS,
  STAFF_LOCK_MS,
  STAFF_MAX_FAILED_SIGN_INS,
  STAFF_SESSION_TTL_MS,
} from '../../staff-auth/sign-in';

const TOTP_STEP_MS = 30_000;

describe('console sign-in and sessions', () => {
  const clock = fakeClock(new Date('2026-11-27T12:00:00Z'));
  const ctx = useTestApp({ clock });

  const signIn = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/console/session', payload });
  const me = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/console/me', headers });

  async function newOperator(email: string) {
    return ctx.app.operators.create({ email, roles: ['reviewer'] });
  }

  it('signs in with e-mail, password and TOTP code, and keeps the secrets only hashed and sealed', async () => {
    const created = await newOperator('Ana.Revisora@Rosto.Test');
    expect(created.operator.email).toBe('ana.revisora@rosto.test');
    expect(created.otpauthUri).toMatch(/^otpauth:\/\/totp\/Rosto:ana\.revisora%40rosto\.test\?/u);
    expect(created.otpauthUri).toContain(`secret=${created.totpSecret}`);

    const response = await signIn({
      email: 'ANA.REVISORA@rosto.test',
      password: created.password,
      totp: await totpCode(created.totpSecret, clock.now()),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { token: string; expiresAt: string; idleMinutes: number };
    }>();
    expect(data.token).toMatch(/^rosto_op_[\w-]{43}$/u);
    expect(data.expiresAt).toBe(
      new Date(clock.now().getTime() + STAFF_SESSION_TTL_MS).toISOString(),
    );
    expect(data.idleMinutes).toBe(30);
    const profile = await me(bearer(data.token));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      data: { email: 'ana.revisora@rosto.test', roles: ['reviewer'], disabled: false },
    });

    const [row] = await ctx.app.db
      .select()
      .from(operatorsTable)
      .where(eq(operatorsTable.id, created.operator.id));
    expect(row!.passwordHash).toMatch(/^p1\$\$argon2id\$/u);
    expect(row!.passwordHash).not.toContain(created.password);
    expect(Buffer.from(row!.totpSecretSealed).toString('latin1')).not.toContain(created.totpSecret);
  });

  it('answers the same 401 to a wrong password, a wrong code and an unknown e-mail', async () => {
    const created = await newOperator('bruno@rosto.test');
    const code = await totpCode(created.totpSecret, clock.now());
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = [
      await signIn({ email: 'bruno@rosto.test', password: `${created.password}x`, totp: code }),
      await signIn({ email: 'bruno@rosto.test', password: created.password, totp: wrongCode }),
      await signIn({ email: 'ninguem@rosto.test', password: created.password, totp: code }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'OPERATOR_SIGN_IN_FAILED',
      });
    }
  });

  it('takes a TOTP code once: the same code again is refused', async () => {
    const created = await newOperator('carla@rosto.test');
    const payload = {
      email: 'carla@rosto.test',
      password: created.password,
      totp: await totpCode(created.totpSecret, clock.now()),
    };
    expect((await signIn(payload)).statusCode).toBe(200);
    const replay = await signIn(payload);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: 'OPERATOR_SIGN_IN_FAILED' });
    clock.advance(TOTP_STEP_MS);
    const next = { ...payload, totp: await totpCode(created.totpSecret, clock.now()) };
    expect((await signIn(next)).statusCode).toBe(200);
  });

  it(`locks the account after ${STAFF_MAX_FAILED_SIGN_INS} failures for 15 minutes, even for the right secrets`, async () => {
    const created = await newOperator('davi@rosto.test');
    for (let attempt = 0; attempt < STAFF_MAX_FAILED_SIGN_INS; attempt += 1) {
      const answer = await signIn({ email: 'davi@rosto.test', password: 'errada', totp: '000000' });
      expect(answer.statusCode).toBe(401);
    }
    const right = async () =>
      signIn({
        email: 'davi@rosto.test',
        password: created.password,
        totp: await totpCode(created.totpSecret, clock.now()),
      });
    const locked = await right();
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: 'OPERATOR_LOCKED',
      retryAfterSeconds: STAFF_LOCK_MS / 1000,
    });
    clock.advance(STAFF_LOCK_MS - 60_000);
    expect((await right()).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await right()).statusCode).toBe(200);
  });

  it('counts concurrent wrong tries before checking them: 20 at once check 5 at most', async () => {
    const created = await newOperator('elisa@rosto.test');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        signIn({ email: 'elisa@rosto.test', password: 'errada', totp: '000000' }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(STAFF_MAX_FAILED_SIGN_INS);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20 - checked);
    const right = await signIn({
      email: 'elisa@rosto.test',
      password: created.password,
      totp: await totpCode(created.totpSecret, clock.now()),
    });
    expect(right.statusCode).toBe(429);
  });

  it('ends a session after 30 idle minutes, after 8 hours however busy, and at sign-out', async () => {
    const idle = await signedInOperator(ctx.app, ['support']);
    clock.advance(STAFF_IDLE_TIMEOUT_MS - 1000);
    expect((await me(idle.headers)).statusCode).toBe(200);
    clock.advance(STAFF_IDLE_TIMEOUT_MS - 1000);
    expect((await me(idle.headers)).statusCode).toBe(200);
    clock.advance(STAFF_IDLE_TIMEOUT_MS);
    expect((await me(idle.headers)).json()).toMatchObject({
      statusCode: 401,
      message: 'UNAUTHORIZED',
    });

    const busy = await signedInOperator(ctx.app, ['support']);
    for (let elapsed = 0; elapsed < STAFF_SESSION_TTL_MS; elapsed += 20 * 60_000) {
      expect((await me(busy.headers)).statusCode).toBe(200);
      clock.advance(20 * 60_000);
    }
    expect((await me(busy.headers)).statusCode).toBe(401);

    const leaving = await signedInOperator(ctx.app, ['support']);
    const out = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/console/session',
      headers: leaving.headers,
    });
    expect(out.json()).toEqual({ data: { ended: true } });
    expect((await me(leaving.headers)).statusCode).toBe(401);
  });

  it("refuses customers' tokens and made-up console tokens", async () => {
    const customer = ctx.app.signSessionToken({
      sub: crypto.randomUUID(),
      sid: crypto.randomUUID(),
    });
    for (const headers of [{}, bearer(customer), bearer(`rosto_op_${'A'.repeat(43)}`)]) {
      expect((await me(headers)).statusCode).toBe(401);
    }
  });
});

describe('operator accounts (admin)', () => {
  const clock = fakeClock();
  const ctx = useTestApp({ clock });
  let admin: SignedInOperator;
  beforeAll(async () => {
    admin = await signedInOperator(ctx.app, ['admin']);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => ctx.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

  it('creates an operator whose secrets are answered once, and who then signs in', async () => {
    const created = await call('POST', 'console/operators', admin.headers, {
      email: 'fabio@rosto.test',
      roles: ['reviewer', 'support'],
    });
    expect(created.statusCode).toBe(201);
    const { data } = created.json<{
      data: { operator: { id: string }; password: string; totpSecret: string };
    }>();
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/console/session',
      payload: {
        email: 'fabio@rosto.test',
        password: data.password,
        totp: await totpCode(data.totpSecret, ctx.app.clock.now()),
      },
    });
    expect(signIn.statusCode).toBe(200);
    const list = await call('GET', 'console/operators', admin.headers);
    const listed = list.json<{ data: { items: Record<string, unknown>[] } }>().data.items;
    const fabio = listed.find((operator) => operator.email === 'fabio@rosto.test');
    expect(fabio).toMatchObject({ roles: ['reviewer', 'support'], disabled: false });
    expect(JSON.stringify(listed)).not.toContain(data.password);
    expect(JSON.stringify(listed)).not.toContain(data.totpSecret);

    const again = await call('POST', 'console/operators', admin.headers, {
      email: 'FABIO@rosto.test',
      roles: ['shops'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'OPERATOR_EMAIL_TAKEN' });
  });

  it('refuses every role but admin on operator accounts and the audit trail: 403', async () => {
    for (const roles of [
      ['reviewer'],
      ['support'],
      ['shops'],
      ['reviewer', 'support', 'shops'],
    ] as const) {
      const operator = await signedInOperator(ctx.app, [...roles]);
      for (const [method, url, payload] of [
        ['GET', 'console/operators', undefined],
        ['POST', 'console/operators', { email: 'x@rosto.test', roles: ['admin'] }],
        ['PUT', `console/operators/${admin.id}`, { disabled: true, reason: 'tomada de conta' }],
        ['GET', 'console/audit', undefined],
      ] as const) {
        const answer = await call(method, url, operator.headers, payload);
        expect(answer.statusCode, `${roles.join()} ${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ message: 'FORBIDDEN' });
      }
    }
    expect((await call('GET', 'console/operators', admin.headers)).statusCode).toBe(200);
  });

  it('puts a disabled operator out at once, and lets it in again when enabled', async () => {
    const reviewer = await signedInOperator(ctx.app, ['reviewer']);
    const disable = await call('PUT', `console/operators/${reviewer.id}`, admin.headers, {
      disabled: true,
      reason: 'saiu da empresa',
    });
    expect(disable.json()).toMatchObject({ data: { id: reviewer.id, disabled: true } });
    expect((await call('GET', 'console/me', reviewer.headers)).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/console/session',
      payload: {
        email: reviewer.email,
        password: reviewer.password,
        totp: await totpCode(reviewer.totpSecret, clock.now()),
      },
    });
    expect(signIn.statusCode).toBe(401);
    await call('PUT', `console/operators/${reviewer.id}`, admin.headers, {
      disabled: false,
      reason: 'voltou',
    });
    clock.advance(TOTP_STEP_MS);
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/console/session',
      payload: {
        email: reviewer.email,
        password: reviewer.password,
        totp: await totpCode(reviewer.totpSecret, clock.now()),
      },
    });
    expect(back.statusCode).toBe(200);
  });

  it('keeps one enabled admin at least, and an admin cannot disable itself', async () => {
    const self = await call('PUT', `console/operators/${admin.id}`, admin.headers, {
      disabled: true,
      reason: 'teste',
    });
    expect(self.statusCode).toBe(403);
    const others = (await ctx.app.operators.list()).filter(
      (operator) =>
        operator.roles.includes('admin') && !operator.disabled && operator.id !== admin.id,
    );
    for (const other of others) await ctx.app.operators.update(other.id, { disabled: true });
    const lastAdmin = await call('PUT', `console/operators/${admin.id}`, admin.headers, {
      roles: ['reviewer'],
      reason: 'teste',
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json()).toMatchObject({ message: 'OPERATOR_LAST_ADMIN' });
  });

  it('writes sign-ins and account changes to the audit trail, which the admin reads newest first in pages', async () => {
    const reviewer = await signedInOperator(ctx.app, ['reviewer']);
    await call('PUT', `console/operators/${reviewer.id}`, admin.headers, {
      roles: ['reviewer', 'support'],
      reason: 'cobrir férias',
    });
    const ofReviewer = await call(
      'GET',
      `console/audit?targetKind=operator&targetId=${reviewer.id}`,
      admin.headers,
    );
    expect(ofReviewer.statusCode, ofReviewer.body).toBe(200);
    const items = consoleAuditResponseSchema.parse(ofReviewer.json()).data.items;
    expect(items.map((item) => item.action)).toEqual(['operator.update', 'operator.sign-in']);
    expect(items[0]).toMatchObject({
      operatorId: admin.id,
      operatorEmail: admin.email,
      reason: 'cobrir férias (roles: reviewer,support)',
      ip: '127.0.0.1',
    });
    expect(items[1]).toMatchObject({ operatorId: reviewer.id, operatorEmail: reviewer.email });

    const firstPage = consoleAuditResponseSchema.parse(
      (await call('GET', 'console/audit?limit=2', admin.headers)).json(),
    ).data;
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.nextBefore).toBe(firstPage.items[1]!.id);
    const secondPage = consoleAuditResponseSchema.parse(
      (
        await call('GET', `console/audit?limit=2&before=${firstPage.nextBefore}`, admin.headers)
      ).json(),
    ).data;
    expect(secondPage.items[0]!.id).toBeLessThan(firstPage.items[1]!.id);
  });
});

describe("the sandbox's demo operators", () => {
  const ctx = useTestApp();

  it('signs in as the demo operator of each role, the same account each time, and audits it', async () => {
    const sessions = [];
    for (const role of ['reviewer', 'support', 'shops', 'admin', 'reviewer'] as const) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/operators/session',
        payload: { role },
      });
      expect(answer.statusCode).toBe(200);
      const { data } = answer.json<{
        data: { token: string; operator: { id: string; email: string; roles: string[] } };
      }>();
      expect(data.operator).toMatchObject({
        email: `demo.${role}@sandbox.rosto.app`,
        roles: [role],
      });
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/console/me',
        headers: bearer(data.token),
      });
      expect(me.statusCode).toBe(200);
      sessions.push(data.operator.id);
    }
    expect(sessions[4]).toBe(sessions[0]);
    const [audited] = await ctx.app.auditRepository.list({ operatorId: sessions[0] }, 1);
    expect(audited).toMatchObject({ action: 'operator.sign-in', reason: 'sandbox demo operator' });
  });
});

describe('the demo operators outside the sandbox', () => {
  const ctx = useTestApp({ env: { STAGE: 'demo' } });

  it('do not exist: 404', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/operators/session',
      payload: { role: 'admin' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
