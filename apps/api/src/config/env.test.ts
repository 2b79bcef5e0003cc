import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TEST_CIELO_ENV,
  TEST_MESSAGING_ENV,
  TEST_OPERATOR_ENV,
  TEST_SERPRO_ENV,
  tempDir,
} from '../../test/app';
import { ConfigError, loadConfig, parseEnv as parseServerEnv } from './env';

/**
 * parseEnv with a card gateway outside the sandbox, which every non-sandbox
 * stage needs (plugins/app/card-network/config.test.ts tests that rule itself).
 */
const parseEnv = (env: Record<string, string | undefined> = {}) =>
  parseServerEnv({
    ...(env.STAGE && env.STAGE !== 'sandbox' ? TEST_CIELO_ENV : {}),
    ...(env.STAGE === 'production'
      ? { ...TEST_OPERATOR_ENV, ...TEST_MESSAGING_ENV, ...TEST_SERPRO_ENV }
      : {}),
    ...(env.STAGE === 'demo' ? { CPF_BUREAU: 'off' } : {}),
    ...env,
  });

const secret = 'x'.repeat(40);
/** What production needs besides the secrets: a captcha. */
const recaptcha = { RECAPTCHA_SECRET_KEY: 'recaptcha-secret' };

describe('parseEnv', () => {
  it('refuses to start outside the sandbox without a card gateway, and reads Cielo', () => {
    const production = {
      STAGE: 'production',
      JWT_SECRET: secret,
      ...recaptcha,
      ...TEST_MESSAGING_ENV,
      ...TEST_SERPRO_ENV,
    };
    expect(() => parseServerEnv(production)).toThrow(/CARD_GATEWAY is required/u);
    expect(() =>
      parseServerEnv({
        ...production,
        CARD_GATEWAY: 'cielo',
        CIELO_MERCHANT_ID: TEST_CIELO_ENV.CIELO_MERCHANT_ID,
      }),
    ).toThrow(/CIELO_MERCHANT_KEY/u);
    expect(
      parseServerEnv({ ...production, ...TEST_CIELO_ENV, ...TEST_OPERATOR_ENV }).cardGateway,
    ).toMatchObject({
      kind: 'cielo',
      apiUrl: 'https://127.0.0.1:9',
    });
    expect(parseServerEnv({}).cardGateway).toEqual({ kind: 'sandbox' });
  });

  it('has working defaults: sandbox, port 3000, PGlite in ./data', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      stage: 'sandbox',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      corsOrigins: [],
      rateLimitMax: 600,
      publicUrl: 'http://localhost:3000',
      jwt: { secret: null, expiresIn: '30d' },
      session: { ttlMs: 30 * 86_400_000, idleTimeoutMs: 7 * 86_400_000 },
      sandbox: {
        otpSecret: '123456',
        cvv: '123',
        randomAmountCents: 123,
        mockDelays: false,
        challengeAction: null,
      },
    });
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
    expect(config.pgliteDir).toBe(join(process.cwd(), 'data', 'pglite'));
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/u);
    expect(config.consoleDistDir).toMatch(/apps[/\\]console[/\\]dist$/u);
  });

  it('refuses to start outside the sandbox without a JWT secret', () => {
    expect(() => parseEnv({ STAGE: 'production' })).toThrow(ConfigError);
    expect(() => parseEnv({ STAGE: 'demo' })).toThrow(/JWT_SECRET is required/u);
    expect(() => parseEnv({ STAGE: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/u);
    expect(parseEnv({ STAGE: 'production', JWT_SECRET: secret, ...recaptcha }).jwt.secret).toBe(
      secret,
    );
  });

  it('honours the mock values only in the sandbox stage', () => {
    const env = {
      SANDBOX_CVV: '999',
      SANDBOX_OTP_SECRET: '654321',
      SANDBOX_RANDOM_AMOUNT_CENTS: '45',
      SANDBOX_MOCK_DELAYS: 'on',
      SANDBOX_CHALLENGE_ACTION: 'turn-left',
    };
    expect(parseEnv(env).sandbox).toEqual({
      cvv: '999',
      otpSecret: '654321',
      randomAmountCents: 45,
      mockDelays: true,
      challengeAction: 'turn-left',
    });
    // Drawn at random unless told, and only a side or random is taken.
    expect(parseEnv({}).sandbox?.challengeAction).toBeNull();
    expect(() => parseEnv({ SANDBOX_CHALLENGE_ACTION: 'nod' })).toThrow(
      /SANDBOX_CHALLENGE_ACTION/u,
    );
    expect(
      parseEnv({ ...env, STAGE: 'production', JWT_SECRET: secret, ...recaptcha }).sandbox,
    ).toBeNull();
  });

  it('reads lists, URLs and numbers, and refuses bad values', () => {
    const config = parseEnv({
      CORS_ORIGINS: 'https://a.example, https://b.example/ ,',
      DATABASE_URL: 'postgres://u@db:5432/rosto',
      PORT: '8080',
      PUBLIC_URL: 'https://rosto.example/',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/rosto');
    expect(config.publicUrl).toBe('https://rosto.example');
    expect(() => parseEnv({ STAGE: 'staging' })).toThrow(/STAGE/u);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/u);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/u);
    expect(() => parseEnv({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/u);
  });

  it("takes the map tiles' origins, OpenStreetMap's by default, https only", () => {
    expect(parseEnv({}).mapTileOrigins).toEqual(['https://tile.openstreetmap.org']);
    expect(
      parseEnv({ MAP_TILE_ORIGINS: 'https://tiles.rosto.test, https://b.tiles.example:8443/' })
        .mapTileOrigins,
    ).toEqual(['https://tiles.rosto.test', 'https://b.tiles.example:8443']);
    for (const bad of ['http://tiles.example', 'https://tiles.example/path', '*']) {
      expect(() => parseEnv({ MAP_TILE_ORIGINS: bad })).toThrow(/MAP_TILE_ORIGINS/u);
    }
  });

  it('picks the SMS provider by stage and keeps the outbox to the sandbox', () => {
    expect(parseEnv({}).sms).toEqual({ provider: 'sandbox', httpUrl: null, httpToken: null });
    expect(parseEnv({}).otpResendAfterSeconds).toBe(5);
    const production = { STAGE: 'production', JWT_SECRET: secret, ...recaptcha };
    expect(parseEnv(production).sms.provider).toBe('http');
    expect(parseEnv(production).otpResendAfterSeconds).toBe(30);
    expect(
      parseEnv({
        ...production,
        SMS_HTTP_URL: 'https://sms.example/send',
        SMS_HTTP_TOKEN: 'tok',
      }).sms,
    ).toEqual({ provider: 'http', httpUrl: 'https://sms.example/send', httpToken: 'tok' });
    expect(parseEnv({ SMS_PROVIDER: 'http' }).sms.provider).toBe('http');
    expect(() => parseEnv({ ...production, SMS_PROVIDER: 'sandbox' })).toThrow(/SMS_PROVIDER/u);
    expect(() => parseEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/u);
    expect(() => parseEnv({ SMS_HTTP_URL: 'ftp://sms.example' })).toThrow(/SMS_HTTP_URL/u);
    expect(parseEnv({}).entranceRateLimitMax).toBe(20);
    expect(parseEnv({ ENTRANCE_RATE_LIMIT_MAX: '100' }).entranceRateLimitMax).toBe(100);
  });

  it("reads the wallet's card limit and add attempts per window, 4 and 5 in 7 days by default", () => {
    expect(parseEnv({}).wallet).toEqual({ cardLimit: 4, addAttempts: 5, addAttemptsWindowDays: 7 });
    expect(
      parseEnv({ WALLET_CARD_LIMIT: '', WALLET_ADD_ATTEMPTS: '', WALLET_ADD_ATTEMPTS_DAYS: '' })
        .wallet,
    ).toEqual({ cardLimit: 4, addAttempts: 5, addAttemptsWindowDays: 7 });
    expect(
      parseEnv({ WALLET_CARD_LIMIT: '2', WALLET_ADD_ATTEMPTS: '9', WALLET_ADD_ATTEMPTS_DAYS: '30' })
        .wallet,
    ).toEqual({ cardLimit: 2, addAttempts: 9, addAttemptsWindowDays: 30 });
    expect(() => parseEnv({ WALLET_CARD_LIMIT: '0' })).toThrow(/WALLET_CARD_LIMIT/u);
    expect(() => parseEnv({ WALLET_CARD_LIMIT: 'four' })).toThrow(/WALLET_CARD_LIMIT/u);
    expect(() => parseEnv({ WALLET_ADD_ATTEMPTS: '1.5' })).toThrow(/WALLET_ADD_ATTEMPTS/u);
    expect(() => parseEnv({ WALLET_ADD_ATTEMPTS_DAYS: '-7' })).toThrow(/WALLET_ADD_ATTEMPTS_DAYS/u);
  });

  it('trusts a hop count or listed proxies, never every X-Forwarded-For', () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let a client/u);
    for (const garbage of [
      'yes',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '10.0.0.300',
      'lb.internal',
      '10.0.0.1,',
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: garbage }), garbage).toThrow(/TRUST_PROXY must be/u);
    }
  });

  it('shares the rate limits through Redis only when REDIS_URL is set', () => {
    expect(parseEnv({}).redis).toBeNull();
    expect(parseEnv({ REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      keyPrefix: 'rosto:',
    });
    expect(
      parseEnv({ REDIS_URL: 'rediss://u:p@cache.example:6380', REDIS_KEY_PREFIX: 'staging:' })
        .redis,
    ).toEqual({ url: 'rediss://u:p@cache.example:6380', keyPrefix: 'staging:' });
    expect(() => parseEnv({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL must be a redis/u,
    );
    expect(() => parseEnv({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/u);
  });

  describe('captcha (decision 018)', () => {
    const demo = { STAGE: 'demo', JWT_SECRET: secret };
    const production = { STAGE: 'production', JWT_SECRET: secret };

    it('is off in the sandbox, where it is simulated, and on there only against a local double', () => {
      expect(parseEnv({}).captcha).toEqual({ provider: 'off' });
      expect(parseEnv({ CAPTCHA: 'off', ...recaptcha }).captcha).toEqual({ provider: 'off' });
      expect(() => parseEnv({ CAPTCHA: 'recaptcha', ...recaptcha })).toThrow(
        /CAPTCHA=recaptcha is not allowed when STAGE=sandbox/u,
      );
      const double = { RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:4000/siteverify' };
      expect(() => parseEnv({ CAPTCHA: 'recaptcha', ...double })).toThrow(/RECAPTCHA_SECRET_KEY/u);
      expect(parseEnv({ CAPTCHA: 'recaptcha', ...recaptcha, ...double }).captcha).toMatchObject({
        provider: 'recaptcha',
        verifyUrl: double.RECAPTCHA_VERIFY_URL,
      });
      expect(() =>
        parseEnv({
          CAPTCHA: 'recaptcha',
          ...recaptcha,
          RECAPTCHA_VERIFY_URL: 'https://captcha.example/siteverify',
        }),
      ).toThrow(/local double/u);
    });

    it('takes the visible fallback key, the minimum score and the check address', () => {
      const setting = parseEnv({
        ...demo,
        ...recaptcha,
        RECAPTCHA_VISIBLE_SECRET_KEY: 'visible-secret',
        RECAPTCHA_MIN_SCORE: '0.7',
      }).captcha;
      expect(setting).toEqual({
        provider: 'recaptcha',
        secretKey: 'recaptcha-secret',
        visibleSecretKey: 'visible-secret',
        minScore: 0.7,
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      });
      expect(() => parseEnv({ ...demo, ...recaptcha, RECAPTCHA_MIN_SCORE: '2' })).toThrow(
        /RECAPTCHA_MIN_SCORE/u,
      );
    });

    it('is reCAPTCHA outside the sandbox when the key is set, with or without CAPTCHA', () => {
      for (const stage of [demo, production]) {
        const expected = {
          provider: 'recaptcha',
          secretKey: 'recaptcha-secret',
          visibleSecretKey: null,
          minScore: 0.5,
          verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        };
        expect(parseEnv({ ...stage, ...recaptcha }).captcha).toEqual(expected);
        expect(parseEnv({ ...stage, CAPTCHA: 'recaptcha', ...recaptcha }).captcha).toEqual(
          expected,
        );
      }
    });

    it('refuses to start outside the sandbox with neither CAPTCHA nor a key', () => {
      for (const stage of [demo, production]) {
        expect(() => parseEnv(stage)).toThrow(/CAPTCHA is required when STAGE=/u);
        expect(() => parseEnv({ ...stage, RECAPTCHA_SECRET_KEY: '' })).toThrow(
          /CAPTCHA is required/u,
        );
      }
    });

    it('refuses CAPTCHA=recaptcha without a key, and unknown values', () => {
      expect(() => parseEnv({ ...demo, CAPTCHA: 'recaptcha' })).toThrow(
        /CAPTCHA=recaptcha needs RECAPTCHA_SECRET_KEY/u,
      );
      expect(() => parseEnv({ ...demo, CAPTCHA: 'hcaptcha' })).toThrow(/CAPTCHA/u);
    });

    it('is off by an explicit CAPTCHA=off; in production only with a second flag', () => {
      expect(parseEnv({ ...demo, CAPTCHA: 'off' }).captcha).toEqual({ provider: 'off' });
      expect(parseEnv({ ...demo, CAPTCHA: 'off', ...recaptcha }).captcha).toEqual({
        provider: 'off',
      });
      expect(() => parseEnv({ ...production, CAPTCHA: 'off' })).toThrow(
        /CAPTCHA_OFF_IN_PRODUCTION=I_UNDERSTAND/u,
      );
      expect(() =>
        parseEnv({ ...production, CAPTCHA: 'off', CAPTCHA_OFF_IN_PRODUCTION: 'yes' }),
      ).toThrow(/CAPTCHA_OFF_IN_PRODUCTION must be I_UNDERSTAND/u);
      expect(
        parseEnv({ ...production, CAPTCHA: 'off', CAPTCHA_OFF_IN_PRODUCTION: 'I_UNDERSTAND' })
          .captcha,
      ).toEqual({ provider: 'off' });
    });
  });

  it('serves /docs by default in the sandbox only, and as DOCS says', () => {
    expect(parseEnv({}).docs).toBe(true);
    expect(parseEnv({ DOCS: 'off' }).docs).toBe(false);
    for (const stage of ['demo', 'production']) {
      const env = { STAGE: stage, JWT_SECRET: secret, ...recaptcha };
      expect(parseEnv(env).docs).toBe(false);
      expect(parseEnv({ ...env, DOCS: '' }).docs).toBe(false);
      expect(parseEnv({ ...env, DOCS: 'on' }).docs).toBe(true);
    }
    expect(() => parseEnv({ DOCS: 'true' })).toThrow(/DOCS/u);
  });

  it("reads the face engine's threads and the index's scan threads, unset by default", () => {
    expect(parseEnv({}).face).toMatchObject({ engineThreads: null, indexThreads: null });
    expect(parseEnv({ FACE_ENGINE_THREADS: '2', FACE_INDEX_THREADS: '0' }).face).toMatchObject({
      engineThreads: 2,
      indexThreads: 0,
    });
    expect(() => parseEnv({ FACE_INDEX_THREADS: '4' })).toThrow(/FACE_INDEX_THREADS/u);
    expect(() => parseEnv({ FACE_INDEX_THREADS: '-1' })).toThrow(/FACE_INDEX_THREADS/u);
  });

  it('reads the settings of several instances (decision 043)', () => {
    const defaults = parseEnv({});
    expect(defaults).toMatchObject({
      instanceId: null,
      shutdownTimeoutMs: 10_000,
      metricsToken: null,
      terminalReconcile: { intervalMs: 60_000, chargingStaleMs: 300_000 },
    });
    expect(
      parseEnv({
        INSTANCE_ID: 'api-2',
        SHUTDOWN_TIMEOUT_MS: '25000',
        METRICS_TOKEN: secret,
        TERMINAL_RECONCILE_INTERVAL_MS: '2000',
        TERMINAL_CHARGING_STALE_MS: '10000',
      }),
    ).toMatchObject({
      instanceId: 'api-2',
      shutdownTimeoutMs: 25_000,
      metricsToken: secret,
      terminalReconcile: { intervalMs: 2_000, chargingStaleMs: 10_000 },
    });
    expect(() => parseEnv({ INSTANCE_ID: 'api 2; rm' })).toThrow(/INSTANCE_ID/u);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/u);
    expect(() => parseEnv({ TERMINAL_CHARGING_STALE_MS: '500' })).toThrow(
      /TERMINAL_CHARGING_STALE_MS/u,
    );
  });
});

describe('store-review account (decision 026)', () => {
  const REVIEW_CPF = '52998224725';
  const review = { REVIEW_ACCOUNT_CPF: REVIEW_CPF, REVIEW_ACCOUNT_CODE: '246810' };
  const demo = { STAGE: 'demo', JWT_SECRET: secret, ...recaptcha };
  const production = { STAGE: 'production', JWT_SECRET: secret, ...recaptcha };

  it('is off unless configured', () => {
    expect(parseEnv({}).reviewAccount).toBeNull();
    expect(parseEnv({ REVIEW_ACCOUNT_CPF: '', REVIEW_ACCOUNT_CODE: '' }).reviewAccount).toBeNull();
    expect(parseEnv(production).reviewAccount).toBeNull();
  });

  it('is accepted in the demo stage and the sandbox', () => {
    const expected = { cpf: REVIEW_CPF, code: '246810' };
    expect(parseEnv({ ...demo, ...review }).reviewAccount).toEqual(expected);
    expect(parseEnv(review).reviewAccount).toEqual(expected);
  });

  it('is refused at start when STAGE=production', () => {
    expect(() => parseEnv({ ...production, ...review })).toThrow(ConfigError);
    expect(() => parseEnv({ ...production, ...review })).toThrow(
      /not allowed when STAGE=production/u,
    );
  });

  it('refuses half a configuration', () => {
    for (const half of [
      { REVIEW_ACCOUNT_CPF: REVIEW_CPF },
      { REVIEW_ACCOUNT_CODE: '246810' },
      { REVIEW_ACCOUNT_CPF: REVIEW_CPF, REVIEW_ACCOUNT_CODE: '' },
    ]) {
      expect(() => parseEnv({ ...demo, ...half }), JSON.stringify(half)).toThrow(ConfigError);
      expect(() => parseEnv({ ...demo, ...half })).toThrow(/set both .* or neither/u);
    }
  });

  it('refuses a malformed CPF or code, without repeating the CPF', () => {
    const badCpf = () => parseEnv({ ...review, REVIEW_ACCOUNT_CPF: '52998224724' });
    expect(badCpf).toThrow(/REVIEW_ACCOUNT_CPF must be a valid CPF/u);
    expect(badCpf).not.toThrow(/52998224724/u);
    expect(() => parseEnv({ ...review, REVIEW_ACCOUNT_CPF: '529.982.247-25' })).toThrow(
      /REVIEW_ACCOUNT_CPF/u,
    );
    expect(() => parseEnv({ ...review, REVIEW_ACCOUNT_CODE: '12345' })).toThrow(
      /REVIEW_ACCOUNT_CODE must be 6 digits/u,
    );
    expect(() => parseEnv({ ...review, REVIEW_ACCOUNT_CODE: 'abcdef' })).toThrow(
      /REVIEW_ACCOUNT_CODE/u,
    );
  });
});

describe('JWT secret in the sandbox', () => {
  it('is generated once and kept in the data folder', () => {
    const dataDir = tempDir('jwt');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwt.secret);
    expect(first.jwt.secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwt.secret).toBe(first.jwt.secret);
  });
});

describe('face photo key', () => {
  it('is generated once in the sandbox and kept in the data folder', () => {
    const dataDir = tempDir('face-key');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.face.imageKey).toHaveLength(32);
    expect(statSync(join(dataDir, 'face-image-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).face.imageKey.equals(first.face.imageKey)).toBe(true);
  });

  it('is required outside the sandbox and must be 32 bytes', () => {
    const production = {
      STAGE: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: tempDir('k'),
      ...recaptcha,
      ...TEST_CIELO_ENV,
      ...TEST_OPERATOR_ENV,
      ...TEST_MESSAGING_ENV,
      ...TEST_SERPRO_ENV,
    };
    expect(() => loadConfig(production)).toThrow(/FACE_IMAGE_KEY is required/u);
    expect(() => parseEnv({ ...production, FACE_IMAGE_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/u);
    const key = Buffer.alloc(32, 7).toString('base64');
    const pepper = Buffer.alloc(32, 9).toString('base64');
    expect(
      loadConfig({ ...production, FACE_IMAGE_KEY: key, PIN_PEPPER: pepper }).face.imageKey,
    ).toEqual(Buffer.alloc(32, 7));
  });
});

describe('PIN pepper', () => {
  it('is generated once in the sandbox and kept in the data folder', () => {
    const dataDir = tempDir('pin-pepper');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.pinPepper.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'pin-pepper')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).pinPepper.equals(first.pinPepper)).toBe(true);
  });

  it('is required outside the sandbox, at least 32 bytes', () => {
    const production = {
      STAGE: 'production',
      JWT_SECRET: 'x'.repeat(40),
      FACE_IMAGE_KEY: Buffer.alloc(32, 7).toString('base64'),
      DATA_DIR: tempDir('p'),
      ...recaptcha,
      ...TEST_CIELO_ENV,
      ...TEST_OPERATOR_ENV,
      ...TEST_MESSAGING_ENV,
      ...TEST_SERPRO_ENV,
    };
    expect(() => loadConfig(production)).toThrow(/PIN_PEPPER is required/u);
    expect(() => parseEnv({ ...production, PIN_PEPPER: 'c2hvcnQ=' })).toThrow(/32 bytes/u);
    const pepper = Buffer.alloc(48, 1);
    expect(loadConfig({ ...production, PIN_PEPPER: pepper.toString('base64') }).pinPepper).toEqual(
      pepper,
    );
  });
});

describe('server start', () => {
  it('exits with an error outside the sandbox when JWT_SECRET is missing', async () => {
    const apiDir = join(import.meta.dirname, '..', '..');
    const dataDir = tempDir('refuse');
    const env: NodeJS.ProcessEnv = { ...process.env, STAGE: 'production', DATA_DIR: dataDir };
    delete env.JWT_SECRET;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(output).toContain('JWT_SECRET is required when STAGE=production');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});
