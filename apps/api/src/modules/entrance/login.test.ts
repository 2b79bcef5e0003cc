import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loginConfirmPhoneResponseSchema,
  loginStartResponseSchema,
} from '@rosto/contract/schemas/entrance';
import { bearer, fakeClock, startTestApp, useTestApp } from '../../../test/app';
import {
  dataOf,
  expectError,
  lastCode,
  lastMessage,
  loginConfirm,
  loginStart,
  newCpf,
  newDevice,
  newPhone,
  otherCode,
  registerUser,
} from '../../../test/entrance';
import { users } from '../../db/schema';

const clock = fakeClock();

interface SandboxUser {
  token: string;
  profile: { id: string; cpf: string; phone: { number: string } };
}

describe('login', () => {
  const ctx = useTestApp({ clock });

  const sandboxUser = async (payload: Record<string, unknown> = {}): Promise<SandboxUser> => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: { fullName: 'Bruno Lima', faceStatus: 'PROCESSING', ...payload },
    });
    return response.json<{ data: SandboxUser }>().data;
  };
  const setUser = (id: string, values: Partial<typeof users.$inferInsert>) =>
    ctx.database.db.update(users).set(values).where(eq(users.id, id));

  it('sends a code to the account phone and answers only its area code and last four digits', async () => {
    const phone = newPhone();
    const user = await sandboxUser({ phone: { areaCode: phone.areaCode, number: phone.number } });
    const deviceUUID = newDevice();

    const started = await loginStart(ctx.app, { deviceUUID, cpf: user.profile.cpf });
    expect(started.statusCode).toBe(200);
    const result = loginStartResponseSchema.parse(started.json()).data;
    expect(result).toEqual({
      exists: true,
      loginIntentionId: expect.stringMatching(/^[0-9a-f-]{36}$/u) as string,
      privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
      phoneAreaCode: phone.areaCode,
      phoneLastFourDigits: phone.digits.slice(-4),
      resendAfterSeconds: 5,
    });
    expect(started.body).not.toContain(phone.number);

    const confirmed = await loginConfirm(ctx.app, {
      deviceUUID,
      loginIntentionId: result.loginIntentionId,
      otp: await lastCode(ctx.app, phone.digits),
    });
    expect(confirmed.statusCode).toBe(200);
    const { token, profile } = loginConfirmPhoneResponseSchema.parse(confirmed.json()).data;
    expect(profile).toMatchObject({
      id: user.profile.id,
      identityVerificationOutcome: 'PROCESSING',
    });

    // A JWT naming its session, with an expiry (JWT_EXPIRES_IN, 30 days in tests).
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      sid: string;
      iat: number;
      exp: number;
    };
    expect(claims.sub).toBe(user.profile.id);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/u);
    expect(claims.exp - claims.iat).toBe(30 * 24 * 60 * 60);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('signs in a user who registered, by voice call when asked', async () => {
    const { steps, profile } = await registerUser(ctx.app);
    const deviceUUID = newDevice();
    const { loginIntentionId } = dataOf<{ loginIntentionId: string }>(
      await loginStart(ctx.app, { deviceUUID, cpf: steps.cpf, call: true }),
    );
    expect((await lastMessage(ctx.app, steps.phone.digits))?.channel).toBe('voice');
    const otp = await lastCode(ctx.app, steps.phone.digits);
    const result = dataOf<{ profile: { id: string; identityVerificationOutcome: unknown } }>(
      await loginConfirm(ctx.app, { deviceUUID, loginIntentionId, otp }),
    );
    expect(result.profile).toMatchObject({ id: profile.id, identityVerificationOutcome: null });
  });

  describe('start', () => {
    it('answers USER_NOT_FOUND for an unknown CPF and CPF_INVALID for a malformed one', async () => {
      expectError(
        await loginStart(ctx.app, { deviceUUID: newDevice(), cpf: newCpf() }),
        404,
        'USER_NOT_FOUND',
      );
      expectError(
        await loginStart(ctx.app, { deviceUUID: newDevice(), cpf: '11111111111' }),
        400,
        'CPF_INVALID',
      );
      expectError(await loginStart(ctx.app, { cpf: newCpf() }), 400, 'VALIDATION_ERROR');
      expectError(
        await loginStart(ctx.app, { deviceUUID: newDevice(), cpf: newCpf(), call: 'yes' }),
        400,
        'VALIDATION_ERROR',
      );
    });

    it('refuses blocked and removed accounts, and accounts without a confirmed phone', async () => {
      const blocked = await sandboxUser();
      await setUser(blocked.profile.id, { blocked: true });
      const deleted = await sandboxUser();
      await setUser(deleted.profile.id, { deleted: true, blocked: true });
      const noPhone = await sandboxUser();
      await setUser(noPhone.profile.id, { phoneConfirmed: false });
      const start = (cpf: string) => loginStart(ctx.app, { deviceUUID: newDevice(), cpf });

      expectError(await start(blocked.profile.cpf), 403, 'USER_IS_BLOCKED');
      expectError(await start(deleted.profile.cpf), 403, 'USER_DELETED');
      expectError(await start(noPhone.profile.cpf), 404, 'USER_PHONE_NOT_FOUND');
    });

    it('answers GOOGLE_RECAPTCHA when the captcha check fails', async () => {
      const user = await sandboxUser();
      const verify = vi.spyOn(ctx.app.captcha, 'verify').mockResolvedValue(false);
      try {
        expectError(
          await loginStart(ctx.app, {
            deviceUUID: newDevice(),
            cpf: user.profile.cpf,
            recaptcha: 'x',
          }),
          400,
          'GOOGLE_RECAPTCHA',
        );
      } finally {
        verify.mockRestore();
      }
    });

    it('is the resend when called again on the same device: countdown, same intention, new code', async () => {
      const user = await sandboxUser();
      const deviceUUID = newDevice();
      const body = { deviceUUID, cpf: user.profile.cpf };
      const first = dataOf<{ loginIntentionId: string }>(await loginStart(ctx.app, body));
      const firstCode = await lastCode(ctx.app, user.profile.phone.number);

      // Within the countdown the code just sent is kept (login-abuse.test.ts).
      const kept = dataOf<{ loginIntentionId: string; resendAfterSeconds: number }>(
        await loginStart(ctx.app, body),
      );
      expect(kept).toMatchObject({ ...first, resendAfterSeconds: 5 });

      clock.advance(5_000);
      const second = dataOf<{ loginIntentionId: string }>(
        await loginStart(ctx.app, { ...body, call: true }),
      );
      expect(second.loginIntentionId).toBe(first.loginIntentionId);
      const secondCode = await lastCode(ctx.app, user.profile.phone.number);
      const confirm = (otp: string) =>
        loginConfirm(ctx.app, { deviceUUID, loginIntentionId: first.loginIntentionId, otp });
      if (firstCode !== secondCode) {
        expectError(await confirm(firstCode), 400, 'PHONE_OTP_TOKEN_INVALID');
      }
      dataOf(await confirm(secondCode));

      // Another device signs in on its own intention.
      const elsewhere = dataOf<{ loginIntentionId: string }>(
        await loginStart(ctx.app, { deviceUUID: newDevice(), cpf: user.profile.cpf }),
      );
      expect(elsewhere.loginIntentionId).not.toBe(first.loginIntentionId);
    });

    it('sends at most 5 codes an hour to one account phone, the last two only to a device that signed in before', async () => {
      const user = await sandboxUser();
      const phone = user.profile.phone.number;
      const start = (deviceUUID: string, network: number) =>
        loginStart(ctx.app, { deviceUUID, cpf: user.profile.cpf }, `198.51.${network}.1`);
      // The owner's own device: signed in once (code 1).
      const own = newDevice();
      const first = dataOf<{ loginIntentionId: string }>(await start(own, 0));
      dataOf(
        await loginConfirm(ctx.app, {
          deviceUUID: own,
          loginIntentionId: first.loginIntentionId,
          otp: await lastCode(ctx.app, phone),
        }),
      );
      // Devices never signed in, from other networks (so that none is busy): codes 2 and 3.
      dataOf(await start(newDevice(), 1));
      dataOf(await start(newDevice(), 2));
      const newDeviceCapped = expectError(await start(newDevice(), 3), 429, 'TOO_MANY_REQUESTS');
      expect(newDeviceCapped.retryAfterSeconds).toBe(60 * 60);
      // The owner's device still has codes 4 and 5 (decision 068).
      dataOf(await start(own, 4));
      clock.advance(5_000);
      dataOf(await start(own, 5));
      clock.advance(5_000);
      const capped = expectError(await start(own, 6), 429, 'TOO_MANY_REQUESTS');
      expect(capped.retryAfterSeconds).toBeGreaterThan(59 * 60);
    });
  });

  describe('confirm', () => {
    const started = async () => {
      const user = await sandboxUser();
      const deviceUUID = newDevice();
      const { loginIntentionId } = dataOf<{ loginIntentionId: string }>(
        await loginStart(ctx.app, { deviceUUID, cpf: user.profile.cpf }),
      );
      const otp = await lastCode(ctx.app, user.profile.phone.number);
      return { user, deviceUUID, loginIntentionId, otp };
    };

    it('refuses wrong, expired and used codes', async () => {
      const { deviceUUID, loginIntentionId, otp } = await started();
      const confirm = (code: string) =>
        loginConfirm(ctx.app, { deviceUUID, loginIntentionId, otp: code });
      const wrong = expectError(await confirm(otherCode(otp)), 400, 'PHONE_OTP_TOKEN_INVALID');
      expect(wrong.additionalData).toEqual({ remainingAttempts: 4 });
      dataOf(await confirm(otp));
      expectError(await confirm(otp), 409, 'USER_SESSION_ALREADY_ACTIVATED');

      const late = await started();
      clock.advance(10 * 60 * 1000 + 1);
      expectError(
        await loginConfirm(ctx.app, {
          deviceUUID: late.deviceUUID,
          loginIntentionId: late.loginIntentionId,
          otp: late.otp,
        }),
        400,
        'PHONE_OTP_VERIFICATION_WINDOW_EXPIRED',
      );
    });

    it('ends after 5 wrong tries', async () => {
      const { deviceUUID, loginIntentionId, otp } = await started();
      const confirm = (code: string) =>
        loginConfirm(ctx.app, { deviceUUID, loginIntentionId, otp: code });
      for (let i = 0; i < 4; i += 1)
        expectError(await confirm(otherCode(otp)), 400, 'PHONE_OTP_TOKEN_INVALID');
      expectError(await confirm(otherCode(otp)), 429, 'PHONE_OTP_TOO_MANY_ATTEMPTS');
      expectError(await confirm(otp), 429, 'PHONE_OTP_TOO_MANY_ATTEMPTS');
    });

    it('belongs to the device and intention that started it', async () => {
      const { deviceUUID, loginIntentionId, otp } = await started();
      expectError(
        await loginConfirm(ctx.app, { deviceUUID: newDevice(), loginIntentionId, otp }),
        400,
        'EXPIRED_SESSION',
      );
      expectError(
        await loginConfirm(ctx.app, {
          deviceUUID,
          loginIntentionId: '00000000-0000-4000-8000-000000000000',
          otp,
        }),
        400,
        'EXPIRED_SESSION',
      );
      dataOf(await loginConfirm(ctx.app, { deviceUUID, loginIntentionId, otp }));
    });

    it('refuses an account blocked or removed after the code was sent', async () => {
      const first = await started();
      await setUser(first.user.profile.id, { blocked: true });
      expectError(
        await loginConfirm(ctx.app, {
          deviceUUID: first.deviceUUID,
          loginIntentionId: first.loginIntentionId,
          otp: first.otp,
        }),
        403,
        'USER_IS_BLOCKED',
      );
      const second = await started();
      await setUser(second.user.profile.id, { deleted: true });
      expectError(
        await loginConfirm(ctx.app, {
          deviceUUID: second.deviceUUID,
          loginIntentionId: second.loginIntentionId,
          otp: second.otp,
        }),
        403,
        'USER_DELETED',
      );
    });

    it('answers 4xx with the field code for malformed bodies', async () => {
      const { deviceUUID, loginIntentionId } = await started();
      for (const [payload, code] of [
        [{ deviceUUID, loginIntentionId, otp: '12345' }, 'PHONE_OTP_TOKEN_INVALID'],
        [{ deviceUUID, loginIntentionId }, 'PHONE_OTP_TOKEN_INVALID'],
        [{ deviceUUID, loginIntentionId: 'abc', otp: '123456' }, 'VALIDATION_ERROR'],
        [{ loginIntentionId, otp: '123456' }, 'VALIDATION_ERROR'],
      ] as const) {
        expectError(await loginConfirm(ctx.app, payload), 400, code);
      }
      const broken = await ctx.app.inject({
        method: 'PUT',
        url: '/api/entrance/login/confirm-phone',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      });
      expectError(broken, 400, 'INVALID_JSON');
    });
  });
});

/** A stand-in SMS provider on 127.0.0.1 that keeps what it receives. */
function fakeSmsProvider() {
  const received: { body: { to: string; message: string; channel: string }; auth?: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({
        body: JSON.parse(raw) as { to: string; message: string; channel: string },
        ...(request.headers.authorization ? { auth: request.headers.authorization } : {}),
      });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  return {
    received,
    listen: () =>
      new Promise<string>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('login outside the sandbox (demo stage, HTTP SMS provider)', () => {
  const ctx = useTestApp();
  const provider = fakeSmsProvider();
  let url = '';
  beforeAll(async () => {
    url = await provider.listen();
  });
  afterAll(() => provider.close());

  it('sends the code to the provider, refuses the sandbox secret and counts 30 s down', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: {},
    });
    const user = created.json<{ data: SandboxUser }>().data;
    const demo = await startTestApp(ctx.database, {
      env: { STAGE: 'demo', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'provider-token' },
    });
    try {
      const deviceUUID = newDevice();
      const body = { deviceUUID, cpf: user.profile.cpf };
      const { loginIntentionId, resendAfterSeconds } = dataOf<{
        loginIntentionId: string;
        resendAfterSeconds: number;
      }>(await loginStart(demo, body));
      expect(resendAfterSeconds).toBe(30);
      expect(provider.received).toHaveLength(1);
      const [sent] = provider.received;
      expect(sent?.auth).toBe('Bearer provider-token');
      expect(sent?.body).toMatchObject({ to: `+55${user.profile.phone.number}`, channel: 'sms' });
      const otp = /é (\d{6})\./u.exec(sent?.body.message ?? '')?.[1] ?? '';

      // A second start within the countdown keeps the code: nothing sent, the countdown goes on.
      const kept = dataOf<{ loginIntentionId: string; resendAfterSeconds: number }>(
        await loginStart(demo, body),
      );
      expect(kept.loginIntentionId).toBe(loginIntentionId);
      expect(kept.resendAfterSeconds).toBeGreaterThan(25);
      expect(kept.resendAfterSeconds).toBeLessThanOrEqual(30);
      expect(provider.received).toHaveLength(1);

      if (otp !== '123456') {
        expectError(
          await loginConfirm(demo, { deviceUUID, loginIntentionId, otp: '123456' }),
          400,
          'PHONE_OTP_TOKEN_INVALID',
        );
      }
      dataOf(await loginConfirm(demo, { deviceUUID, loginIntentionId, otp }));
    } finally {
      await demo.close();
    }
  });
});
