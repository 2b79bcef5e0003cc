// The store-review account (decision 026): one configured CPF signs in and
// registers with a fixed code that is never sent, and skips the face step.
// Each test starts its own app configured for a fresh CPF, on one database.
import { describe, expect, it, vi } from 'vitest';
import {
  loginConfirmPhoneResponseSchema,
  loginStartResponseSchema,
  registerFinishResponseSchema,
} from '@rosto/contract/schemas/entrance';
import { userProfileResponseSchema } from '@rosto/contract/schemas/user';
import { bearer, memoryLogger, startTestApp, useTestApp } from '../../../test/app';
import {
  dataOf,
  expectError,
  lastCode,
  lastMessage,
  loginConfirm,
  loginStart,
  newCpf,
  newDevice,
  registration,
} from '../../../test/entrance';
import type { App } from '../../app';

const REVIEW_CODE = '246810';
/** The sandbox's code for every phone, which the review account does not take. */
const SANDBOX_SECRET = '123456';

describe('store-review account', () => {
  const ctx = useTestApp();

  /** An app whose review account is `cpf`, with the SMS and voice adapters watched. */
  async function reviewApp(cpf: string, logger?: ReturnType<typeof memoryLogger>) {
    const app = await startTestApp(ctx.database, {
      env: { REVIEW_ACCOUNT_CPF: cpf, REVIEW_ACCOUNT_CODE: REVIEW_CODE },
      ...(logger ? { logger: logger.logger } : {}),
    });
    const sms = vi.spyOn(app.messaging.sms, 'send');
    const voice = vi.spyOn(app.messaging.voice, 'call');
    return { app, sms, voice };
  }

  /** A signed-in account with this CPF, made through the sandbox (not through registration). */
  async function existingAccount(app: App, cpf: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: { cpf, fullName: 'Revisor Loja', faceStatus: null, mustRegisterFace: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{
      data: { token: string; profile: { id: string; phone: { number: string } } };
    }>().data;
  }

  it('registers without any message, with the fixed code, and ends without the face step', async () => {
    const cpf = newCpf();
    const { app, sms, voice } = await reviewApp(cpf);
    try {
      // By voice call, too: nothing is said either.
      const steps = registration(app, { cpf });
      dataOf(await steps.start());
      // The answer is the ordinary one: same intention, same countdown.
      expect(dataOf(await steps.setPhone({ call: true }))).toEqual({
        registerIntentionId: steps.registerIntentionId,
        resendAfterSeconds: 5,
      });
      expect(sms).not.toHaveBeenCalled();
      expect(voice).not.toHaveBeenCalled();
      expect(await lastMessage(app, steps.phone.digits)).toBeUndefined();

      expect(dataOf(await steps.confirmPhone(REVIEW_CODE))).toEqual({ ok: true });
      dataOf(await steps.setEmail());
      const finished = await steps.finish();
      expect(finished.statusCode, finished.body).toBe(200);
      const { token, profile } = registerFinishResponseSchema.parse(finished.json()).data;
      expect(profile).toMatchObject({ cpf, mustRegisterFace: false, features: ['REVIEW_ACCOUNT'] });

      const me = await app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(token),
      });
      expect(userProfileResponseSchema.parse(me.json()).data).toMatchObject({
        mustRegisterFace: false,
        features: ['REVIEW_ACCOUNT'],
      });
      expect(sms).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });

  it('signs an existing account in without any message, with the fixed code', async () => {
    const cpf = newCpf();
    const { app, sms, voice } = await reviewApp(cpf);
    try {
      const account = await existingAccount(app, cpf);
      const me = await app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(account.token),
      });
      // The flag comes from the configuration, whatever created the account.
      expect(userProfileResponseSchema.parse(me.json()).data.features).toEqual(['REVIEW_ACCOUNT']);

      const deviceUUID = newDevice();
      const started = await loginStart(app, { deviceUUID, cpf });
      const { loginIntentionId, phoneLastFourDigits, resendAfterSeconds } =
        loginStartResponseSchema.parse(started.json()).data;
      expect(phoneLastFourDigits).toBe(account.profile.phone.number.slice(-4));
      expect(resendAfterSeconds).toBe(5);
      // A second start (the resend) and a voice call send nothing either.
      dataOf(await loginStart(app, { deviceUUID, cpf, call: true }));
      expect(sms).not.toHaveBeenCalled();
      expect(voice).not.toHaveBeenCalled();
      expect(await lastMessage(app, account.profile.phone.number)).toBeUndefined();

      const confirmed = await loginConfirm(app, { deviceUUID, loginIntentionId, otp: REVIEW_CODE });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { profile } = loginConfirmPhoneResponseSchema.parse(confirmed.json()).data;
      expect(profile).toMatchObject({ id: account.profile.id, features: ['REVIEW_ACCOUNT'] });
      // An account that existed before keeps its own face state.
      expect(profile.mustRegisterFace).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('refuses a wrong code, the sandbox secret, and the right code after 5 wrong tries', async () => {
    const cpf = newCpf();
    const { app } = await reviewApp(cpf);
    try {
      await existingAccount(app, cpf);
      const deviceUUID = newDevice();
      const { loginIntentionId } = dataOf<{ loginIntentionId: string }>(
        await loginStart(app, { deviceUUID, cpf }),
      );
      const confirm = (otp: string) => loginConfirm(app, { deviceUUID, loginIntentionId, otp });
      const wrong = expectError(await confirm('246811'), 400, 'PHONE_OTP_TOKEN_INVALID');
      expect(wrong.additionalData).toEqual({ remainingAttempts: 4 });
      // Exactly the configured code: the sandbox's code for every phone is not it.
      expectError(await confirm(SANDBOX_SECRET), 400, 'PHONE_OTP_TOKEN_INVALID');
      expectError(await confirm('000000'), 400, 'PHONE_OTP_TOKEN_INVALID');
      expectError(await confirm('999999'), 400, 'PHONE_OTP_TOKEN_INVALID');
      expectError(await confirm('111111'), 429, 'PHONE_OTP_TOO_MANY_ATTEMPTS');
      expectError(await confirm(REVIEW_CODE), 429, 'PHONE_OTP_TOO_MANY_ATTEMPTS');
    } finally {
      await app.close();
    }
  });

  it('refuses a wrong code at registration, then takes the fixed one', async () => {
    const cpf = newCpf();
    const { app } = await reviewApp(cpf);
    try {
      const steps = registration(app, { cpf });
      dataOf(await steps.start());
      dataOf(await steps.setPhone());
      const wrong = expectError(await steps.confirmPhone('135790'), 400, 'PHONE_OTP_TOKEN_INVALID');
      expect(wrong.additionalData).toEqual({ remainingAttempts: 4 });
      expectError(await steps.confirmPhone(SANDBOX_SECRET), 400, 'PHONE_OTP_TOKEN_INVALID');
      expect(dataOf(await steps.confirmPhone(REVIEW_CODE))).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });

  it('leaves every other CPF as it was: a message, a random code, the face step', async () => {
    const { app, sms } = await reviewApp(newCpf());
    try {
      const steps = registration(app);
      dataOf(await steps.start());
      dataOf(await steps.setPhone());
      expect(sms).toHaveBeenCalledTimes(1);
      const code = await lastCode(app, steps.phone.digits);
      if (code !== REVIEW_CODE) {
        expectError(await steps.confirmPhone(REVIEW_CODE), 400, 'PHONE_OTP_TOKEN_INVALID');
      }
      dataOf(await steps.confirmPhone(code));
      dataOf(await steps.setEmail());
      const { token, profile } = dataOf<{
        token: string;
        profile: { mustRegisterFace: boolean; features: string[] };
      }>(await steps.finish());
      expect(profile).toMatchObject({ mustRegisterFace: true, features: [] });

      const deviceUUID = newDevice();
      const { loginIntentionId } = dataOf<{ loginIntentionId: string }>(
        await loginStart(app, { deviceUUID, cpf: steps.cpf }),
      );
      expect(sms).toHaveBeenCalledTimes(2);
      const otp = await lastCode(app, steps.phone.digits);
      const signedIn = dataOf<{ profile: { features: string[] } }>(
        await loginConfirm(app, { deviceUUID, loginIntentionId, otp }),
      );
      expect(signedIn.profile.features).toEqual([]);
      const me = await app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(token),
      });
      expect(userProfileResponseSchema.parse(me.json()).data.features).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('never logs the CPF nor the code', async () => {
    const cpf = newCpf();
    const log = memoryLogger();
    const { app } = await reviewApp(cpf, log);
    try {
      const steps = registration(app, { cpf });
      dataOf(await steps.start());
      dataOf(await steps.setPhone());
      dataOf(await steps.confirmPhone(REVIEW_CODE));
      dataOf(await steps.setEmail());
      dataOf(await steps.finish());
      const deviceUUID = newDevice();
      const { loginIntentionId } = dataOf<{ loginIntentionId: string }>(
        await loginStart(app, { deviceUUID, cpf }),
      );
      dataOf(await loginConfirm(app, { deviceUUID, loginIntentionId, otp: REVIEW_CODE }));

      const logged = JSON.stringify(log.lines());
      expect(logged).toContain('store-review account: fixed code, no message sent');
      expect(logged).not.toContain(cpf);
      expect(logged).not.toContain(REVIEW_CODE);
    } finally {
      await app.close();
    }
  });
});
