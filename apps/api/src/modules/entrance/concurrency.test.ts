// Races that must have one winner. On PostgreSQL the requests really run at
// once (a pool of connections); on PGlite they interleave at every await.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import {
  dataOf,
  lastCode,
  loginConfirm,
  loginStart,
  newCpf,
  newDevice,
  registration,
} from '../../../test/entrance';
import { users } from '../../db/schema';

const ROUNDS = 3;

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();
const codes = (responses: { statusCode: number; json: <T>() => T }[]) =>
  responses
    .filter((response) => response.statusCode !== 200)
    .map((response) => response.json<{ message: string }>().message);

describe('concurrent requests', () => {
  const ctx = useTestApp();

  it('two confirmations of one register code: exactly one succeeds', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const steps = registration(ctx.app);
      dataOf(await steps.start());
      dataOf(await steps.setPhone());
      const otp = await lastCode(ctx.app, steps.phone.digits);
      const responses = await Promise.all([steps.confirmPhone(otp), steps.confirmPhone(otp)]);
      expect(statuses(responses)).toEqual([200, 400]);
      expect(codes(responses)).toEqual(['PHONE_OTP_TOKEN_INVALID']);
    }
  });

  it('two confirmations of one login code: exactly one session', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/users',
        payload: {},
      });
      const { profile } = created.json<{
        data: { profile: { cpf: string; phone: { number: string } } };
      }>().data;
      const deviceUUID = newDevice();
      const { loginIntentionId } = dataOf<{ loginIntentionId: string }>(
        await loginStart(ctx.app, { deviceUUID, cpf: profile.cpf }),
      );
      const otp = await lastCode(ctx.app, profile.phone.number);
      const body = { deviceUUID, loginIntentionId, otp };
      const responses = await Promise.all([
        loginConfirm(ctx.app, body),
        loginConfirm(ctx.app, body),
      ]);
      expect(statuses(responses)[0]).toBe(200);
      expect(statuses(responses)[1]).toBeGreaterThanOrEqual(400);
      // The loser either lost the code or found the session already open.
      expect(['PHONE_OTP_TOKEN_INVALID', 'USER_SESSION_ALREADY_ACTIVATED']).toContain(
        codes(responses)[0],
      );
    }
  });

  it('two registrations of one CPF finishing at once: one user', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const cpf = newCpf();
      const flows = [registration(ctx.app, { cpf }), registration(ctx.app, { cpf })];
      for (const steps of flows) {
        dataOf(await steps.start());
        dataOf(await steps.setPhone());
        dataOf(await steps.confirmPhone());
        dataOf(await steps.setEmail());
      }
      const responses = await Promise.all(flows.map((steps) => steps.finish()));
      expect(statuses(responses)).toEqual([200, 400]);
      expect(codes(responses)).toEqual(['CPF_ALREADY_IN_USE']);
      expect(await ctx.database.db.$count(users, eq(users.cpf, cpf))).toBe(1);
    }
  });

  it('two finishes of one registration at once: one user', async () => {
    const steps = registration(ctx.app);
    dataOf(await steps.start());
    dataOf(await steps.setPhone());
    dataOf(await steps.confirmPhone());
    dataOf(await steps.setEmail());
    const responses = await Promise.all([steps.finish(), steps.finish()]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(codes(responses)).toEqual(['USER_ALREADY_SET']);
    expect(await ctx.database.db.$count(users, eq(users.cpf, steps.cpf))).toBe(1);
  });
});
