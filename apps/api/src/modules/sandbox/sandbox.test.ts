import { describe, expect, it } from 'vitest';
import {
  createSandboxTerminalResponseSchema,
  sandboxOutboxResponseSchema,
} from '@rosto/contract/schemas/sandbox';
import { isValidCpf } from '@rosto/contract/validators/cpf';
import { userProfileSchema } from '@rosto/contract/schemas/user';
import { bearer, startTestApp, useTestApp } from '../../../test/app';
import { expectError, registration } from '../../../test/entrance';
import { generateCpf } from './test-users';
import { addCreditCard, cardEndingIn, walletCall, walletUser } from '../../../test/wallet';

const notFound = { statusCode: 404, error: 'Not Found', message: 'ROUTE_NOT_FOUND' };
const demoEnv = { STAGE: 'demo' };

describe('sandbox outbox', () => {
  const ctx = useTestApp();

  it('keeps what the sandbox adapters would have sent, newest first, filtered by recipient', async () => {
    const { messaging } = ctx.app;
    await messaging.sms.send({ to: '11987654321', body: 'Seu código é 123456' });
    await messaging.mail.send({ to: 'Ana@Mail.com', subject: 'Confirme seu e-mail', text: 'Link' });
    await messaging.voice.call({ to: '+55 (11) 98765-4321', body: '1 2 3 4 5 6' });
    await messaging.sms.send({ to: '21999998888', body: 'Outro' });

    const all = await ctx.app.inject({ method: 'GET', url: '/api/sandbox/outbox' });
    expect(all.statusCode).toBe(200);
    const items = sandboxOutboxResponseSchema.parse(all.json()).data;
    expect(items.map((item) => item.body)).toEqual([
      'Outro',
      '1 2 3 4 5 6',
      'Link',
      'Seu código é 123456',
    ]);
    expect(items[2]).toMatchObject({
      channel: 'email',
      to: 'ana@mail.com',
      subject: 'Confirme seu e-mail',
    });

    const byPhone = async (to: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/sandbox/outbox?to=${encodeURIComponent(to)}`,
      });
      return sandboxOutboxResponseSchema.parse(response.json()).data;
    };
    expect((await byPhone('11987654321')).map((item) => item.channel)).toEqual(['voice', 'sms']);
    expect(await byPhone('+5511987654321')).toHaveLength(2);
    expect((await byPhone('ana@mail.com')).map((item) => item.channel)).toEqual(['email']);
    expect(await byPhone('nobody@mail.com')).toEqual([]);
    expect(await byPhone('abc')).toEqual([]);
  });

  it("shows the card validation's charge as the statement would, addressed to the card's last four", async () => {
    const { token } = await walletUser(ctx.app);
    const added = await addCreditCard(ctx.app, token, { number: cardEndingIn('4539', '3197') });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<{ data: { id: string } }>().data.id;
    const started = await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
      paymentMethodId: id,
    });
    expect(started.statusCode, started.body).toBe(200);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/sandbox/outbox' });
    const lines = sandboxOutboxResponseSchema
      .parse(response.json())
      .data.filter((item) => item.channel === 'card');
    // The sandbox's validation charge is its mock 123 cents.
    expect(lines).toEqual([
      expect.objectContaining({
        to: '3197',
        subject: null,
        body: 'Cobrança de R$ 1,23 no cartão final 3197',
      }),
    ]);
  });

  it('is not served outside the sandbox stage', async () => {
    const demo = await startTestApp(ctx.database, { env: demoEnv });
    try {
      const response = await demo.inject({ method: 'GET', url: '/api/sandbox/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    } finally {
      await demo.close();
    }
  });
});

describe('POST /api/sandbox/users', () => {
  const ctx = useTestApp();

  it('creates a signed-in test user with a valid generated CPF', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    const { token, profile } = response.json<{ data: { token: string; profile: unknown } }>().data;
    const parsed = userProfileSchema.parse(profile);
    expect(isValidCpf(parsed.cpf)).toBe(true);
    expect(parsed).toMatchObject({
      mustRegisterFace: false,
      userFaceStatus: 'SUCCESS',
      phone: { confirmed: true, country: 'BR' },
      email: null,
    });

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(me.json<{ data: { id: string } }>().data.id).toBe(parsed.id);
  });

  it('takes the given fields', async () => {
    const cpf = generateCpf();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: {
        cpf,
        fullName: 'João da Silva',
        phone: { areaCode: '21', number: '987654321' },
        faceStatus: null,
        mustRegisterFace: true,
        email: 'joao@mail.com',
        partnerSlug: 'padaria-sol',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: { profile: unknown } }>().data.profile).toMatchObject({
      cpf,
      firstName: 'João',
      lastName: 'da Silva',
      phone: { number: '21987654321', confirmed: true },
      userFaceStatus: null,
      mustRegisterFace: true,
      email: 'joao@mail.com',
      isEmailValidated: true,
    });

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: { cpf },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe('CPF_ALREADY_IN_USE');
  });

  it('refuses an unknown partner with 422 PARTNER_NOT_FOUND', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: { partnerSlug: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe('PARTNER_NOT_FOUND');
  });

  it('is not served outside the sandbox stage', async () => {
    const demo = await startTestApp(ctx.database, { env: demoEnv });
    try {
      const response = await demo.inject({
        method: 'POST',
        url: '/api/sandbox/users',
        payload: {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    } finally {
      await demo.close();
    }
  });
});

describe('sandbox adapters', () => {
  const ctx = useTestApp();

  it('use the mock card values in the sandbox only', async () => {
    await expect(
      ctx.app.cardNetwork.verifyCvv({ cardToken: 't', brand: 'VISA', cvv: '123' }),
    ).resolves.toBe(true);
    await expect(
      ctx.app.cardNetwork.verifyCvv({ cardToken: 't', brand: 'VISA', cvv: '321' }),
    ).resolves.toBe(false);
    expect(ctx.app.cardNetwork.validationAmountCents()).toBe(123);
    expect(ctx.app.config.sandbox?.otpSecret).toBe('123456');
    await expect(ctx.app.captcha.verify({ token: undefined, action: 'login' })).resolves.toBe(true);

    const demo = await startTestApp(ctx.database, { env: demoEnv });
    try {
      expect(demo.config.sandbox).toBeNull();
      // Cielo, at an address nothing answers: no mock value answers for it.
      await expect(demo.cardNetwork.findCharge({ orderId: 'pedido1' })).rejects.toMatchObject({
        code: 'CARD_GATEWAY_UNAVAILABLE',
      });
      await expect(demo.messaging.sms.send({ to: '11987654321', body: 'x' })).rejects.toMatchObject(
        {
          code: 'SERVICE_UNAVAILABLE',
        },
      );
    } finally {
      await demo.close();
    }
  });
});

describe('sandbox code expiry', () => {
  const ctx = useTestApp();

  it('expires the unused codes of a phone, so confirming answers the expired-window code', async () => {
    const steps = registration(ctx.app);
    await steps.start();
    await steps.setPhone();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/phone-codes/expire',
      payload: { phone: steps.phone.digits },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { expired: 1 } });
    expectError(await steps.confirmPhone(), 400, 'PHONE_OTP_VERIFICATION_WINDOW_EXPIRED');
  });

  it('refuses a malformed phone and is not served outside the sandbox stage', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/phone-codes/expire',
      payload: { phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('PHONE_INVALID');
    const demo = await startTestApp(ctx.database, { env: demoEnv });
    try {
      const response = await demo.inject({
        method: 'POST',
        url: '/api/sandbox/phone-codes/expire',
        payload: { phone: '11987654321' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });
});

describe('sandbox blocked and removed users', () => {
  const ctx = useTestApp();

  it('creates them so sign-in answers USER_IS_BLOCKED and USER_DELETED', async () => {
    for (const [flags, code] of [
      [{ blocked: true }, 'USER_IS_BLOCKED'],
      [{ deleted: true }, 'USER_DELETED'],
    ] as const) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/users',
        payload: flags,
      });
      expect(created.statusCode).toBe(201);
      const { cpf } = created.json<{ data: { profile: { cpf: string } } }>().data.profile;
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/entrance/login/start',
        payload: { deviceUUID: crypto.randomUUID(), cpf },
      });
      expectError(login, 403, code);
    }
  });
});

describe('POST /api/sandbox/terminals', () => {
  const ctx = useTestApp();

  it('makes a terminal at a place of a partner whose key starts payments, shown once', async () => {
    const body = {
      partnerSlug: 'padaria-sol',
      placeName: 'Padaria Sol Teste',
      location: { lat: -23.5535, lng: -46.6897 },
      requirePin: true,
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/terminals',
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const { key, placeId, terminalId } = createSandboxTerminalResponseSchema.parse(
      created.json(),
    ).data;
    expect(key).toMatch(/^rosto_term_[\w-]{43}$/u);

    const payment = await ctx.app.inject({
      method: 'POST',
      url: '/api/terminal/payments',
      headers: { authorization: `Bearer ${key}` },
      payload: { amountCents: 2390, idempotencyKey: 'sandbox-terminal-1' },
    });
    expect(payment.statusCode).toBe(201);

    // The same place again: a second terminal there, with its own key.
    const again = createSandboxTerminalResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/sandbox/terminals', payload: body })
      ).json(),
    ).data;
    expect(again.placeId).toBe(placeId);
    expect(again.terminalId).not.toBe(terminalId);
    expect(again.key).not.toBe(key);
  });

  it('refuses an unknown partner and is not served outside the sandbox stage', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/terminals',
      payload: { partnerSlug: 'nope', placeName: 'X' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ message: string }>().message).toBe('PARTNER_NOT_FOUND');
    const demo = await startTestApp(ctx.database, { env: demoEnv });
    try {
      const response = await demo.inject({
        method: 'POST',
        url: '/api/sandbox/terminals',
        payload: { partnerSlug: 'padaria-sol', placeName: 'X' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });
});
