import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { registerFinishResponseSchema } from '@rosto/contract/schemas/entrance';
import { userProfileResponseSchema } from '@rosto/contract/schemas/user';
import { bearer, fakeClock, memoryLogger, startTestApp, useTestApp } from '../../../test/app';
import {
  dataOf,
  expectError,
  lastCode,
  lastMessage,
  newCpf,
  newDevice,
  newPhone,
  otherCode,
  registerUser,
  registration,
} from '../../../test/entrance';
import { phoneCodes, registerIntentions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { addCreditCard } from '../../../test/wallet';

const clock = fakeClock();

describe('registration', () => {
  const ctx = useTestApp({ clock });

  it('goes start, set phone, confirm phone, set e-mail, finish, and signs the user in', async () => {
    const steps = registration(ctx.app, { fullName: 'João da Silva Santos' });
    const started = dataOf<{ registerIntentionId: string }>(await steps.start());
    expect(started.registerIntentionId).toMatch(/^[0-9a-f-]{36}$/u);

    const phoneSet = dataOf<{ registerIntentionId: string; resendAfterSeconds: number }>(
      await steps.setPhone(),
    );
    expect(phoneSet).toEqual({
      registerIntentionId: started.registerIntentionId,
      resendAfterSeconds: 5,
    });
    const sms = await lastMessage(ctx.app, steps.phone.digits);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(
      /^Rosto: seu código de verificação é \d{6}\. Ele vale por 10 minutos\. Não compartilhe com ninguém\.$/u,
    );

    expect(dataOf(await steps.confirmPhone())).toEqual({ ok: true });
    expect(dataOf(await steps.setEmail(' Joao.Silva@Mail.COM '))).toEqual({ ok: true });

    const finished = await steps.finish('7392');
    expect(finished.statusCode).toBe(200);
    const { token, profile } = registerFinishResponseSchema.parse(finished.json()).data;
    expect(profile).toMatchObject({
      cpf: steps.cpf,
      firstName: 'João',
      lastName: 'da Silva Santos',
      phone: { confirmed: true, country: 'BR', number: steps.phone.digits },
      email: 'joao.silva@mail.com',
      isEmailValidated: false,
      emailValidationToken: null,
      hasPin: true,
      deleted: false,
      blocked: false,
      mustRegisterFace: true,
      privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: true },
    });

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(userProfileResponseSchema.parse(me.json()).data.id).toBe(profile.id);

    // A new account may add its first card at once (decision 046).
    expect(userProfileResponseSchema.parse(me.json()).data).toMatchObject({
      scoreStatus: 'AUTO_APPROVED',
      allowAddPaymentStatus: 'AUTO_APPROVED',
      getPaymentStatus: 'AUTO_APPROVED',
    });
    const card = await addCreditCard(ctx.app, token);
    expect(card.statusCode, card.body).toBe(201);

    // The PIN is kept only as an argon2id hash of the peppered PIN.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, profile.id));
    expect(row?.pinHash).toMatch(/^p1\$\$argon2id\$/u);
    expect(row?.pinHash).not.toContain('7392');

    // The confirmation link goes out when the user exists.
    const mail = await lastMessage(ctx.app, 'joao.silva@mail.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirme seu e-mail no Rosto' });
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/validar-email\/[A-Za-z0-9_-]{43}\n/u);
  });

  it('sends the code by voice call when asked', async () => {
    const steps = registration(ctx.app);
    dataOf(await steps.start());
    dataOf(await steps.setPhone({ call: true }));
    const call = await lastMessage(ctx.app, steps.phone.digits);
    expect(call?.channel).toBe('voice');
    expect(call?.body).toMatch(/código de verificação é \d \d \d \d \d \d\. Repetindo/u);
    expect(dataOf(await steps.confirmPhone())).toEqual({ ok: true });
  });

  it("counts the code against the requester's network, as sign-in codes are", async () => {
    const steps = registration(ctx.app);
    const { registerIntentionId } = dataOf<{ registerIntentionId: string }>(await steps.start());
    dataOf(await steps.setPhone());
    const [row] = await ctx.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.intentionId, registerIntentionId));
    // Without it, the network's hourly caps (decision 017) would not see registrations.
    expect(row?.networkHash).toMatch(/^[0-9a-f]{64}$/u);
  });

  it('keeps the partner of a known partner id and ignores an unknown one', async () => {
    const known = await registerUser(ctx.app, { partnerId: 'padaria-sol' });
    expect(known.profile.privateLabelStatus.isEnabled).toBe(true);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, known.profile.id));
    expect(row?.partnerId).not.toBeNull();

    const unknown = await registerUser(ctx.app, { partnerId: 'no-such-partner' });
    expect(unknown.profile.privateLabelStatus.isEnabled).toBe(false);
  });

  describe('start', () => {
    const startWith = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/entrance/register/start',
        payload: payload as object,
      });
    const valid = () => ({
      deviceUUID: newDevice(),
      fullName: 'Ana Souza',
      cpf: newCpf(),
      acceptedTerms: true,
    });

    it('needs the terms accepted', async () => {
      expectError(await startWith({ ...valid(), acceptedTerms: false }), 400, 'TERMS_NOT_ACCEPTED');
      const { acceptedTerms: _omitted, ...withoutTerms } = valid();
      expectError(await startWith(withoutTerms), 400, 'TERMS_NOT_ACCEPTED');
    });

    it('refuses a malformed CPF or name, a missing device and a broken body', async () => {
      expectError(await startWith({ ...valid(), cpf: '12345678900' }), 400, 'CPF_INVALID');
      expectError(await startWith({ ...valid(), cpf: '529.982.247-25' }), 400, 'CPF_INVALID');
      expectError(await startWith({ ...valid(), fullName: 'Ana' }), 400, 'FULL_NAME_INVALID');
      expectError(
        await startWith({ ...valid(), fullName: 'Ana 2 Souza' }),
        400,
        'FULL_NAME_INVALID',
      );
      expectError(await startWith({ ...valid(), deviceUUID: 'phone-1' }), 400, 'VALIDATION_ERROR');
      expectError(await startWith({}), 400, 'VALIDATION_ERROR');
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/api/entrance/register/start',
        headers: { 'content-type': 'application/json' },
        payload: '{"cpf":',
      });
      expectError(broken, 400, 'INVALID_JSON');
    });

    it('refuses a CPF that already has an account', async () => {
      const { steps } = await registerUser(ctx.app);
      expectError(await startWith({ ...valid(), cpf: steps.cpf }), 400, 'CPF_ALREADY_IN_USE');
    });

    it('tells the owner of a blocked account so, instead of CPF_ALREADY_IN_USE', async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/users',
        payload: { blocked: true },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { cpf } = created.json<{ data: { profile: { cpf: string } } }>().data.profile;
      expectError(await startWith({ ...valid(), cpf }), 403, 'USER_IS_BLOCKED');
    });

    it('keeps the extra device info on the intention, and refuses an oversize field', async () => {
      const deviceInfo = {
        platform: 'ios',
        platformVersion: '17.4.1',
        deviceName: 'iPhone 15',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15',
      };
      const intentionOf = async (registerIntentionId: string) => {
        const [row] = await ctx.database.db
          .select()
          .from(registerIntentions)
          .where(eq(registerIntentions.id, registerIntentionId));
        return row;
      };
      const kept = dataOf<{ registerIntentionId: string }>(
        await startWith({ ...valid(), deviceInfo: { ...deviceInfo, extra: 'dropped' } }),
      );
      expect((await intentionOf(kept.registerIntentionId))?.deviceInfo).toEqual(deviceInfo);
      const without = dataOf<{ registerIntentionId: string }>(await startWith(valid()));
      expect((await intentionOf(without.registerIntentionId))?.deviceInfo).toBeNull();

      for (const oversize of [
        { platform: 'x'.repeat(51) },
        { platformVersion: '1'.repeat(51) },
        { deviceName: 'x'.repeat(201) },
        { userAgent: 'x'.repeat(1025) },
      ]) {
        expectError(
          await startWith({ ...valid(), deviceInfo: { ...deviceInfo, ...oversize } }),
          400,
          'VALIDATION_ERROR',
        );
      }
    });

    it('answers GOOGLE_RECAPTCHA when the captcha check fails', async () => {
      const verify = vi.spyOn(ctx.app.captcha, 'verify').mockResolvedValue(false);
      try {
        const payload = { ...valid(), recaptcha: 'bot-token' };
        expectError(await startWith(payload), 400, 'GOOGLE_RECAPTCHA');
        expect(verify).toHaveBeenCalledWith({
          token: 'bot-token',
          kind: 'invisible',
          action: 'register',
          remoteIp: '127.0.0.1',
        });
      } finally {
        verify.mockRestore();
      }
    });
  });

  describe('steps out of order', () => {
    it('answers 409 REGISTER_STEP_OUT_OF_ORDER with the step still to do', async () => {
      const steps = registration(ctx.app);
      dataOf(await steps.start());
      const expectStep = (
        response: Awaited<ReturnType<typeof steps.finish>>,
        expectedStep: string,
      ) => {
        const body = expectError(response, 409, 'REGISTER_STEP_OUT_OF_ORDER');
        expect(body.additionalData).toEqual({ expectedStep });
      };
      expectStep(await steps.confirmPhone('123456'), 'set-phone');
      expectStep(await steps.setEmail(), 'set-phone');
      expectStep(await steps.finish(), 'set-phone');

      dataOf(await steps.setPhone());
      expectStep(await steps.setEmail(), 'confirm-phone');
      expectStep(await steps.finish(), 'confirm-phone');

      dataOf(await steps.confirmPhone());
      expectStep(await steps.finish(), 'set-email');

      dataOf(await steps.setEmail());
      dataOf(await steps.finish());
    });

    it('answers USER_ALREADY_SET to any step once finished', async () => {
      const { steps } = await registerUser(ctx.app);
      expectError(await steps.setPhone(), 409, 'USER_ALREADY_SET');
      expectError(await steps.confirmPhone('123456'), 409, 'USER_ALREADY_SET');
      expectError(await steps.setEmail(), 409, 'USER_ALREADY_SET');
      expectError(await steps.finish(), 409, 'USER_ALREADY_SET');
    });
  });

  describe('the intention', () => {
    it('is unknown, on another device, or expired after an hour: EXPIRED_SESSION', async () => {
      const steps = registration(ctx.app);
      dataOf(await steps.start());
      const id = steps.registerIntentionId;

      steps.registerIntentionId = '00000000-0000-4000-8000-000000000000';
      expectError(await steps.setPhone(), 400, 'EXPIRED_SESSION');
      steps.registerIntentionId = id;

      const device = steps.deviceUUID;
      steps.deviceUUID = newDevice();
      expectError(await steps.setPhone(), 400, 'EXPIRED_SESSION');
      steps.deviceUUID = device.toUpperCase(); // the same device id, written in capitals
      dataOf(await steps.setPhone());

      clock.advance(60 * 60 * 1000);
      expectError(await steps.confirmPhone(), 400, 'EXPIRED_SESSION');
    });
  });

  describe('set phone', () => {
    it('refuses invalid and non-Brazilian phones', async () => {
      const steps = registration(ctx.app);
      dataOf(await steps.start());
      for (const phone of [
        { areaCode: '01', number: '987654321' },
        { areaCode: '11', number: '87654321' },
        { areaCode: '11', number: '9876543210' },
        '+5511987654321',
      ]) {
        expectError(await steps.setPhone({ phone }), 400, 'PHONE_INVALID');
      }
      expectError(await steps.setPhone({ country: 'PT' }), 400, 'PHONE_INVALID');
    });

    it('refuses a phone another account has confirmed', async () => {
      const owner = await registerUser(ctx.app);
      const steps = registration(ctx.app, { phone: owner.steps.phone });
      dataOf(await steps.start());
      expectError(await steps.setPhone(), 400, 'PHONE_ALREADY_IN_USE');
    });

    it('re-sends after the countdown; only the newest code counts', async () => {
      const steps = registration(ctx.app);
      dataOf(await steps.start());
      dataOf(await steps.setPhone());
      const first = await lastCode(ctx.app, steps.phone.digits);

      const tooSoon = expectError(await steps.setPhone(), 429, 'PHONE_OTP_RESEND_TOO_SOON');
      expect(tooSoon.additionalData).toEqual({ retryAfterSeconds: 5 });
      clock.advance(2_000);
      const stillTooSoon = expectError(await steps.setPhone(), 429, 'PHONE_OTP_RESEND_TOO_SOON');
      expect(stillTooSoon.additionalData).toEqual({ retryAfterSeconds: 3 });

      clock.advance(3_000);
      dataOf(await steps.setPhone({ call: true }));
      const second = await lastCode(ctx.app, steps.phone.digits);
      if (first !== second) {
        expectError(await steps.confirmPhone(first), 400, 'PHONE_OTP_TOKEN_INVALID');
      }
      dataOf(await steps.confirmPhone(second));
    });

    it('on a changed phone, drops the earlier code and confirmation', async () => {
      const steps = registration(ctx.app);
      dataOf(await steps.start());
      dataOf(await steps.setPhone());
      dataOf(await steps.confirmPhone());
      const firstPhone = steps.phone;

      steps.phone = newPhone();
      dataOf(await steps.setPhone());
      const body = expectError(await steps.setEmail(), 409, 'REGISTER_STEP_OUT_OF_ORDER');
      expect(body.additionalData).toEqual({ expectedStep: 'confirm-phone' });

      // A code sent to the first phone no longer confirms anything.
      steps.phone = firstPhone;
      clock.advance(5_000);
      dataOf(await steps.setPhone());
      const codeToFirst = await lastCode(ctx.app, firstPhone.digits);
      steps.phone = newPhone();
      dataOf(await steps.setPhone());
      expectError(await steps.confirmPhone(codeToFirst), 400, 'PHONE_OTP_TOKEN_INVALID');
      dataOf(await steps.confirmPhone());
      dataOf(await steps.setEmail());
      const { profile } = dataOf<{ profile: { phone: { number: string } } }>(await steps.finish());
      expect(profile.phone.number).toBe(steps.phone.digits);
    });

    it('sends nothing and keeps no code when the SMS provider fails', async () => {
      const steps = registration(ctx.app);
      dataOf(await steps.start());
      const send = vi
        .spyOn(ctx.app.messaging.sms, 'send')
        .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE'));
      try {
        expectError(await steps.setPhone(), 503, 'SERVICE_UNAVAILABLE');
      } finally {
        send.mockRestore();
      }
      // No countdown started: the next try goes out at once.
      dataOf(await steps.setPhone());
      dataOf(await steps.confirmPhone());
    });
  });

  describe('malformed bodies', () => {
    it('answer 4xx with the field code on every step', async () => {
      const steps = registration(ctx.app);
      dataOf(await steps.start());
      dataOf(await steps.setPhone());
      const base = { deviceUUID: steps.deviceUUID, registerIntentionId: steps.registerIntentionId };
      const cases: [string, Record<string, unknown>, string][] = [
        ['set-phone', { ...base }, 'PHONE_INVALID'],
        [
          'set-phone',
          { ...base, registerIntentionId: 'x', phone: steps.phone },
          'VALIDATION_ERROR',
        ],
        ['confirm-phone', { ...base, otp: '12345' }, 'PHONE_OTP_TOKEN_INVALID'],
        ['confirm-phone', { ...base, otp: 'abcdef' }, 'PHONE_OTP_TOKEN_INVALID'],
        ['confirm-phone', { ...base, otp: 123456 }, 'PHONE_OTP_TOKEN_INVALID'],
        ['set-email', { ...base, email: 'ana@mail' }, 'EMAIL_INVALID'],
        ['set-email', { ...base }, 'EMAIL_INVALID'],
        ['finish', { ...base }, 'INVALID_USER_PIN_FORMAT'],
        ['finish', { ...base, pin: '12a4' }, 'INVALID_USER_PIN_FORMAT'],
        ['finish', { ...base, pin: '1111' }, 'INVALID_USER_PIN_TOO_EASY'],
        ['finish', { ...base, pin: '6789' }, 'INVALID_USER_PIN_TOO_EASY'],
        [
          'finish',
          { registerIntentionId: steps.registerIntentionId, pin: '7392' },
          'VALIDATION_ERROR',
        ],
      ];
      for (const [step, payload, code] of cases) {
        const response = await ctx.app.inject({
          method: 'PUT',
          url: `/api/entrance/register/${step}`,
          payload,
        });
        expectError(response, 400, code);
      }
      const notJson = await ctx.app.inject({
        method: 'PUT',
        url: '/api/entrance/register/finish',
        headers: { 'content-type': 'text/plain' },
        payload: 'pin=7392',
      });
      expectError(notJson, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  });
});

describe('entrance rate limit', () => {
  const ctx = useTestApp();

  it('limits each entrance call per IP, apart from the global limit', async () => {
    const app = await startTestApp(ctx.database, { env: { ENTRANCE_RATE_LIMIT_MAX: '2' } });
    try {
      const start = () =>
        app.inject({ method: 'POST', url: '/api/entrance/register/start', payload: {} });
      expectError(await start(), 400, 'VALIDATION_ERROR');
      expectError(await start(), 400, 'VALIDATION_ERROR');
      const limited = expectError(await start(), 429, 'TOO_MANY_REQUESTS');
      expect(limited.retryAfterSeconds).toEqual(expect.any(Number));
      // Other calls keep their own count.
      const login = await app.inject({
        method: 'POST',
        url: '/api/entrance/login/start',
        payload: {},
      });
      expectError(login, 400, 'VALIDATION_ERROR');
    } finally {
      await app.close();
    }
  });
});

describe('registration logs', () => {
  const log = memoryLogger();
  const ctx = useTestApp({ logger: log.logger });

  it('never carry the PIN, the code or the SMS text', async () => {
    const steps = registration(ctx.app, { pin: '7392' });
    dataOf(await steps.start());
    dataOf(await steps.setPhone());
    const code = await lastCode(ctx.app, steps.phone.digits);
    expectError(await steps.confirmPhone(otherCode(code)), 400, 'PHONE_OTP_TOKEN_INVALID');
    dataOf(await steps.confirmPhone(code));
    dataOf(await steps.setEmail());
    dataOf(await steps.finish());

    const logged = JSON.stringify(log.lines());
    expect(log.lines().length).toBeGreaterThan(10);
    for (const secret of ['"7392"', `"${code}"`, 'código de verificação', '$argon2id$']) {
      expect(logged).not.toContain(secret);
    }
  });
});
