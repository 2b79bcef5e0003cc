// The PIN calls (docs/spec/account-checklist.md §5, issue 9): verify-pin, change-pin and reset-pin,
// the lockout after 5 wrong PINs in a row, the pepper, and the sessions a
// change ends. On PGlite and PostgreSQL (TEST_DB).
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isPinTooEasy } from '@rosto/contract/validators/pin';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, lastMessage, sandboxUser } from '../../../test/entrance';
import { users } from '../../db/schema';
import { PIN_RESETS_PER_HOUR } from './pins';

const PIN = '7392';
const WRONG = '7393';

describe('PIN calls', () => {
  const clock = fakeClock(new Date('2026-11-23T18:00:00Z'));
  const ctx = useTestApp({ clock });

  async function newUser(pin: string | null = PIN) {
    const { token, profile } = await sandboxUser(ctx.app, pin ? { pin } : {});
    return { token, id: profile.id, phone: profile.phone!.number };
  }
  const call = (token: string, url: string, payload?: unknown, method = 'POST') =>
    ctx.app.inject({
      method: method as 'POST',
      url: `/api/user/profile/${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const verifyPin = (token: string, pin: string) => call(token, 'verify-pin', { pin });
  const changePin = (token: string, currentPin: string, newPin: string) =>
    call(token, 'change-pin', { currentPin, newPin }, 'PUT');
  const resetPin = (token: string) => call(token, 'reset-pin');
  const row = async (id: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const profileStatus = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
      .statusCode;

  it('verifies the PIN; a wrong one is 403, a malformed one 400', async () => {
    const user = await newUser();
    expect(dataOf(await verifyPin(user.token, PIN))).toEqual({ ok: true });
    expectError(await verifyPin(user.token, WRONG), 403, 'INVALID_USER_PIN');
    expectError(await verifyPin(user.token, '12a4'), 400, 'INVALID_USER_PIN_FORMAT');
    // The right PIN clears the wrong one before it.
    dataOf(await verifyPin(user.token, PIN));
    expect((await row(user.id)).pinFailures).toBe(0);
  });

  it('locks the PIN after 5 wrong in a row, until a reset', async () => {
    const user = await newUser();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = expectError(await verifyPin(user.token, WRONG), 403, 'INVALID_USER_PIN');
      // The tries left, as the code steps give them (issue 29).
      expect(wrong.additionalData).toEqual({ remainingAttempts: 5 - attempt });
    }
    expectError(await verifyPin(user.token, WRONG), 423, 'USER_PIN_LOCKED');
    expectError(await verifyPin(user.token, PIN), 423, 'USER_PIN_LOCKED');
    expectError(await changePin(user.token, PIN, '4817'), 423, 'USER_PIN_LOCKED');

    dataOf(await resetPin(user.token));
    const sent = /nova senha é (\d{4})\./u.exec((await lastMessage(ctx.app, user.phone))!.body);
    expect(dataOf(await verifyPin(user.token, sent![1]!))).toEqual({ ok: true });
  });

  it('checks no more than 5 of 20 concurrent wrong PINs', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verifyPin(user.token, WRONG)),
    );
    const codes = answers.map((answer) => answer.json<{ message: string }>().message);
    expect(codes.filter((code) => code === 'INVALID_USER_PIN')).toHaveLength(4);
    expect(codes.filter((code) => code === 'USER_PIN_LOCKED')).toHaveLength(16);
    expect((await row(user.id)).pinFailures).toBe(5);
  });

  it('changes the PIN after the current one, refusing easy ones, and ends other sessions', async () => {
    const user = await newUser();
    const otherPhone = await ctx.app.sessions.start(user.id, crypto.randomUUID());
    expectError(await changePin(user.token, WRONG, '4817'), 403, 'INVALID_USER_PIN');
    for (const easy of ['1111', '1234', '1212', '2580', '1004', '1987']) {
      expectError(await changePin(user.token, PIN, easy), 400, 'INVALID_USER_PIN_TOO_EASY');
    }
    expect(await profileStatus(otherPhone)).toBe(200);

    expect(dataOf(await changePin(user.token, PIN, '4817'))).toEqual({ ok: true });
    expectError(await verifyPin(user.token, PIN), 403, 'INVALID_USER_PIN');
    dataOf(await verifyPin(user.token, '4817'));
    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(otherPhone)).toBe(401);
  });

  it('resets the PIN to a random one sent by SMS, a few times an hour', async () => {
    const user = await newUser(null);
    for (let reset = 0; reset < PIN_RESETS_PER_HOUR; reset += 1) {
      dataOf(await resetPin(user.token));
      const sms = (await lastMessage(ctx.app, user.phone))!.body;
      expect(sms).toMatch(/^Rosto: sua nova senha é \d{4}\. .*Não compartilhe/u);
      const pin = /é (\d{4})\./u.exec(sms)![1]!;
      expect(isPinTooEasy(pin)).toBe(false);
      dataOf(await verifyPin(user.token, pin));
    }
    const capped = expectError(await resetPin(user.token), 429, 'TOO_MANY_REQUESTS');
    expect(capped.retryAfterSeconds).toBeGreaterThan(0);
    clock.advance(60 * 60 * 1000);
    dataOf(await resetPin(user.token));
  });

  it('keeps only a peppered argon2id hash, and upgrades a hash from before the pepper', async () => {
    const user = await newUser();
    const stored = (await row(user.id)).pinHash!;
    expect(stored).toMatch(/^p1\$\$argon2id\$/u);
    // The pepper is part of it: the bare PIN's argon2 check fails on it.
    const { verify } = await import('@node-rs/argon2');
    expect(await verify(stored.slice(3), PIN)).toBe(false);

    const legacy = await hash(PIN);
    await ctx.database.db.update(users).set({ pinHash: legacy }).where(eq(users.id, user.id));
    dataOf(await verifyPin(user.token, PIN));
    const upgraded = (await row(user.id)).pinHash!;
    expect(upgraded).toMatch(/^p1\$/u);
    dataOf(await verifyPin(user.token, PIN));
  });

  it('ends the other sessions when the e-mail changes', async () => {
    const user = await newUser();
    const otherPhone = await ctx.app.sessions.start(user.id, crypto.randomUUID());
    dataOf(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(user.token),
        payload: { email: `pin-${user.id.slice(0, 8)}@example.com` },
      }),
    );
    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(otherPhone)).toBe(401);
  });
});
