// The reCAPTCHA adapter against a local double of its siteverify check, and the
// visible fallback as the entrance calls answer it (decision 040 §10).
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { type App } from '../../app';
import { createTestDatabase } from '../../../test/database';
import { expectError, loginStart, newDevice } from '../../../test/entrance';
import { startTestApp } from '../../../test/app';
import { type Captcha, createCaptcha } from './captcha';

/** What the double answers for a token, and what it was asked. */
const answers: Record<string, Record<string, unknown>> = {
  human: { success: true, score: 0.9, action: 'login' },
  borderline: { success: true, score: 0.5, action: 'login' },
  bot: { success: true, score: 0.1, action: 'login' },
  'other-action': { success: true, score: 0.9, action: 'register' },
  expired: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  ticked: { success: true },
};

let double: Server;
let verifyUrl: string;
const asked: { secret: string | null; response: string | null; remoteip: string | null }[] = [];

beforeAll(async () => {
  double = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      asked.push({
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
      });
      // Each secret has its own tokens, as with Google's two key pairs.
      const token = form.get('response') ?? '';
      const known =
        form.get('secret') === 'visible-secret' ? token === 'ticked' : token !== 'ticked';
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(known ? (answers[token] ?? { success: false }) : { success: false }),
      );
    });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(double.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => double.close(() => resolve())));

function recaptcha(visibleSecretKey: string | null): Captcha {
  return createCaptcha({
    captcha: {
      provider: 'recaptcha',
      secretKey: 'invisible-secret',
      visibleSecretKey,
      minScore: 0.5,
      verifyUrl,
    },
  });
}

describe('createCaptcha', () => {
  it('accepts an invisible token with a good enough score for its own action', async () => {
    const captcha = recaptcha(null);
    const check = (token: string) =>
      captcha.verify({ token, action: 'login', remoteIp: '203.0.113.9' });
    asked.length = 0;
    expect(await check('human')).toBe(true);
    expect(asked).toEqual([
      { secret: 'invisible-secret', response: 'human', remoteip: '203.0.113.9' },
    ]);
    expect(await check('borderline')).toBe(true);
    expect(await check('bot')).toBe(false);
    expect(await check('other-action')).toBe(false);
    expect(await check('expired')).toBe(false);
    expect(await captcha.verify({ token: '', action: 'login' })).toBe(false);
  });

  it('checks a visible token with its own secret, and only when that secret is set', async () => {
    asked.length = 0;
    expect(
      await recaptcha(null).verify({ token: 'ticked', kind: 'visible', action: 'login' }),
    ).toBe(false);
    expect(asked).toEqual([]);
    const captcha = recaptcha('visible-secret');
    expect(captcha.visibleFallback).toBe(true);
    expect(await captcha.verify({ token: 'ticked', kind: 'visible', action: 'register' })).toBe(
      true,
    );
    expect(asked.map(({ secret }) => secret)).toEqual(['visible-secret']);
    // A checkbox token is no invisible token, and the other way round.
    expect(await captcha.verify({ token: 'ticked', action: 'login' })).toBe(false);
    expect(await captcha.verify({ token: 'human', kind: 'visible', action: 'login' })).toBe(false);
  });

  it('refuses when the check cannot be reached', async () => {
    const captcha = createCaptcha({
      captcha: {
        provider: 'recaptcha',
        secretKey: 's',
        visibleSecretKey: null,
        minScore: 0.5,
        verifyUrl: 'http://127.0.0.1:9/siteverify',
      },
    });
    expect(await captcha.verify({ token: 'human', action: 'login' })).toBe(false);
  });
});

describe('the entrance calls with the visible fallback', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database, {
      env: {
        CAPTCHA: 'recaptcha',
        RECAPTCHA_SECRET_KEY: 'invisible-secret',
        RECAPTCHA_VISIBLE_SECRET_KEY: 'visible-secret',
        RECAPTCHA_VERIFY_URL: verifyUrl,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const start = (body: Record<string, unknown>) =>
    loginStart(app, { deviceUUID: newDevice(), cpf: '52998224725', ...body });

  it('offers the checkbox when the invisible token fails, and lets the ticked one through', async () => {
    const refused = expectError(await start({ recaptcha: 'bot' }), 400, 'GOOGLE_RECAPTCHA');
    expect(refused.additionalData).toEqual({ visibleFallback: true });
    // The checkbox passed: the call goes on (an unknown CPF, here).
    expectError(
      await start({ recaptcha: 'ticked', recaptchaKind: 'visible' }),
      404,
      'USER_NOT_FOUND',
    );
    expectError(await start({ recaptcha: 'human' }), 404, 'USER_NOT_FOUND');
  });

  it('does not offer the checkbox again when the visible token fails', async () => {
    const refused = expectError(
      await start({ recaptcha: 'bot', recaptchaKind: 'visible' }),
      400,
      'GOOGLE_RECAPTCHA',
    );
    expect(refused.additionalData).toBeUndefined();
  });

  it("lets the page load reCAPTCHA's script and frame, and nothing else of Google's", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/partner/mercado-azul' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain(
      'frame-src https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
    );
    expect(csp).toContain("connect-src 'self';");
  });

  it('refuses a kind the contract does not know', async () => {
    expectError(
      await start({ recaptcha: 'human', recaptchaKind: 'audio' }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
