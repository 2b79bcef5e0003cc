// Revocable sessions (decision 016): logout, blocked and deleted users, tokens
// for users that do not exist, expired and idle sessions, ending them all.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Endpoint, apiBase, endpoints } from '@rosto/contract/endpoints';
import { bearer, fakeClock, signTestJwt, useTestApp } from '../../../test/app';
import { dataOf, expectError } from '../../../test/entrance';
import { sessions, users } from '../../db/schema';
import { LAST_SEEN_RESOLUTION_MS } from './service';

const clock = fakeClock();
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
  };

const handshakeBody = {
  deviceRequestInfo: {
    platform: 'android',
    platformVersion: '14',
    deviceName: 'Pixel',
    userAgent: 'x',
  },
};

describe('sessions', () => {
  const ctx = useTestApp({ clock, env: { JWT_EXPIRES_IN: '2d', SESSION_IDLE_TIMEOUT: '1d' } });

  const signIn = async (payload: Record<string, unknown> = {}) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/users', payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { token: string; profile: { id: string } } }>().data;
  };
  const profile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
  const handshake = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/set-face/handshake',
      headers: bearer(token),
      payload: handshakeBody,
    });
  const logout = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
  // Written past the app, as another instance or an operator would: the
  // cached session check hears of it by the database's notice (decision 039).
  const setUser = async (id: string, values: Partial<typeof users.$inferInsert>) => {
    await ctx.database.db.update(users).set(values).where(eq(users.id, id));
    await ctx.app.customerChanges.settle();
  };
  const sessionRow = async (id: string) => {
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, id));
    return row;
  };

  /** Every signed-in endpoint of the table, with made-up path parameters. */
  const signedInEndpoints = (Object.values(endpoints) as Endpoint[]).filter(
    (endpoint) => endpoint.auth === 'user',
  );
  const expectRefusedEverywhere = async (token: string) => {
    for (const endpoint of signedInEndpoints) {
      const path = endpoint.path.replace(/:\w+/gu, crypto.randomUUID());
      const answer = await ctx.app.inject({
        method: endpoint.method,
        url: `${apiBase}/${path}`,
        headers: bearer(token),
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      expectError(answer, 401, 'UNAUTHORIZED');
    }
  };

  it('starts a session row where the token is signed, named by the token', async () => {
    const { token, profile: user } = await signIn();
    const { sub, sid } = claimsOf(token);
    expect(sub).toBe(user.id);
    const row = await sessionRow(sid);
    expect(row).toMatchObject({ userId: user.id, revokedAt: null });
    expect(row?.expiresAt.getTime()).toBe((row?.createdAt.getTime() ?? 0) + 2 * DAY);
  });

  it('logout ends the session: the same token then answers 401, face routes included', async () => {
    const { token } = await signIn();
    const other = await signIn();
    expect((await profile(token)).statusCode).toBe(200);
    expect((await handshake(token)).statusCode).toBe(200);

    expect(dataOf(await logout(token))).toEqual({ ok: true });

    expectError(await profile(token), 401, 'UNAUTHORIZED');
    expectError(await handshake(token), 401, 'UNAUTHORIZED');
    expectError(await logout(token), 401, 'UNAUTHORIZED');
    expect((await sessionRow(claimsOf(token).sid))?.revokedAt).toBeInstanceOf(Date);
    // Only that session ended.
    expect((await profile(other.token)).statusCode).toBe(200);
  });

  it('a blocked user is refused on every signed-in route', async () => {
    const { token, profile: user } = await signIn();
    expect((await profile(token)).statusCode).toBe(200);
    await setUser(user.id, { blocked: true });
    await expectRefusedEverywhere(token);
    // Unblocked, the session (not revoked) counts again.
    await setUser(user.id, { blocked: false });
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('a deleted user is refused on every signed-in route, face routes included', async () => {
    const { token, profile: user } = await signIn();
    expect((await handshake(token)).statusCode).toBe(200);
    await setUser(user.id, { deleted: true });
    expectError(await handshake(token), 401, 'UNAUTHORIZED');
    await expectRefusedEverywhere(token);
  });

  it('a sandbox user created blocked or deleted gets no working session', async () => {
    for (const flags of [{ blocked: true }, { deleted: true }]) {
      const { token } = await signIn(flags);
      expectError(await profile(token), 401, 'UNAUTHORIZED');
      expectError(await handshake(token), 401, 'UNAUTHORIZED');
    }
  });

  it('a validly signed token for a user that does not exist answers 401, not 500', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const ghost = signTestJwt({ sub: crypto.randomUUID(), sid: crypto.randomUUID(), exp });
    expectError(await profile(ghost), 401, 'UNAUTHORIZED');
    expectError(await handshake(ghost), 401, 'UNAUTHORIZED');
    // The user removed for good: its sessions go with it (cascade).
    const { token, profile: user } = await signIn();
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await sessionRow(claimsOf(token).sid)).toBeUndefined();
    expectError(await handshake(token), 401, 'UNAUTHORIZED');
    await expectRefusedEverywhere(token);
  });

  it('refuses a token past its exp, though it was verified (and remembered) before', async () => {
    const { token } = await signIn();
    // Valid for one to two seconds from now (exp counts whole seconds).
    const exp = Math.ceil(Date.now() / 1000) + 1;
    const brief = signTestJwt({ ...claimsOf(token), exp });
    expect((await profile(brief)).statusCode).toBe(200);
    expect((await profile(brief)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    expectError(await profile(brief), 401, 'UNAUTHORIZED');
    // The session itself is still open: the app's own token still counts.
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('refuses a token signed before sessions (no sid)', async () => {
    const { profile: user } = await signIn();
    const old = signTestJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 600 });
    expectError(await profile(old), 401, 'UNAUTHORIZED');
  });

  it('an idle session ends after SESSION_IDLE_TIMEOUT; use keeps it open', async () => {
    const idle = await signIn();
    const used = await signIn();
    for (let hours = 0; hours < 30; hours += 6) {
      clock.advance(6 * HOUR);
      expect((await profile(used.token)).statusCode).toBe(200);
    }
    // 30 hours later: the idle one is past its 1-day idle timeout.
    expectError(await profile(idle.token), 401, 'UNAUTHORIZED');
    expectError(await handshake(idle.token), 401, 'UNAUTHORIZED');
  });

  it('a session ends at its lifetime (JWT_EXPIRES_IN) however much it is used', async () => {
    const { token } = await signIn();
    for (let hours = 0; hours < 47; hours += 12) {
      expect((await profile(token)).statusCode).toBe(200);
      clock.advance(12 * HOUR);
    }
    // 48 hours after the start; the token's own exp (real time) is still ahead.
    expectError(await profile(token), 401, 'UNAUTHORIZED');
  });

  it('moves last_seen_at at most once a minute', async () => {
    const { token } = await signIn();
    const { sid } = claimsOf(token);
    const started = (await sessionRow(sid))?.lastSeenAt.getTime();
    clock.advance(LAST_SEEN_RESOLUTION_MS - 1000);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await sessionRow(sid))?.lastSeenAt.getTime()).toBe(started);
    clock.advance(2000);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await sessionRow(sid))?.lastSeenAt.getTime()).toBe(clock.now().getTime());
  });

  it("'sign out everywhere' ends every session of the user, and only theirs", async () => {
    const first = await signIn();
    const userId = first.profile.id;
    const second = await ctx.app.sessions.start(userId, crypto.randomUUID());
    const bystander = await signIn();
    expect((await profile(second)).statusCode).toBe(200);

    const everywhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/logout/all',
      headers: bearer(second),
    });
    expect(everywhere.json()).toEqual({ data: { ok: true } });

    expectError(await profile(first.token), 401, 'UNAUTHORIZED');
    expectError(await handshake(second), 401, 'UNAUTHORIZED');
    expect((await profile(bystander.token)).statusCode).toBe(200);
    expect(await ctx.app.sessions.endAll(userId)).toBe(0);
  });

  it('the server can end every other session of a user', async () => {
    const first = await signIn();
    const userId = first.profile.id;
    const second = await ctx.app.sessions.start(userId, crypto.randomUUID());
    const { sid } = ctx.app.jwt.decode<{ sid: string }>(first.token)!;
    expect(await ctx.app.sessions.endAll(userId, sid)).toBe(1);
    expect((await profile(first.token)).statusCode).toBe(200);
    expectError(await profile(second), 401, 'UNAUTHORIZED');
  });
});
