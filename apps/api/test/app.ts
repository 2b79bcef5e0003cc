// Builds the whole app on a fresh test database, as the server does (minus listen).
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import type { CpfBureau } from '../src/plugins/app/cpf-bureau/index';
import type { FaceEngine } from '../src/face-engine/types';
import { type ResolvedConfig, parseEnv } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import type { Clock } from '../src/plugins/app/clock';
import { loggerOptions } from '../src/plugins/app/logger';
import { createTestDatabase } from './database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_FACE_IMAGE_KEY = Buffer.alloc(32, 0x5a);
export const TEST_PIN_PEPPER = Buffer.alloc(32, 0x33);

/** A Cielo configuration for tests outside the sandbox stage; https://127.0.0.1:9 never answers. */
export const TEST_CIELO_ENV = {
  CARD_GATEWAY: 'cielo',
  CIELO_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
  CIELO_MERCHANT_KEY: 'test-merchant-key',
  CIELO_API_URL: 'https://127.0.0.1:9',
  CIELO_QUERY_URL: 'https://127.0.0.1:9',
};

/** The operator production's legal texts need (config/operator.ts). */
export const TEST_OPERATOR_ENV = {
  OPERATOR_LEGAL_NAME: 'Operadora de Teste Ltda.',
  OPERATOR_CNPJ: '11222333000181',
  OPERATOR_ADDRESS: 'Rua de Teste, 1, São Paulo, SP',
  OPERATOR_CONTACT_EMAIL: 'contato@operadora.example',
  OPERATOR_DPO_NAME: 'Ana Teste',
  OPERATOR_DPO_EMAIL: 'dpo@operadora.example',
};

/**
 * Outside the sandbox a CPF register must be chosen: Serpro at an address
 * nothing answers on production (tests there never register), none on demo.
 */
export const TEST_SERPRO_ENV = {
  CPF_BUREAU: 'serpro',
  SERPRO_CONSUMER_KEY: 'test-consumer-key',
  SERPRO_CONSUMER_SECRET: 'test-consumer-secret',
  SERPRO_CPF_URL: 'https://127.0.0.1:9/consulta-cpf-df/v2',
  SERPRO_TOKEN_URL: 'https://127.0.0.1:9/token',
};

/**
 * The message providers production refuses to start without (issue 30), at
 * addresses nothing answers: tests on production never send.
 */
export const TEST_MESSAGING_ENV = {
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

/** STAGE=production as testConfig completes it: no captcha, by the explicit second flag. */
export const TEST_PRODUCTION_ENV = {
  STAGE: 'production',
  CAPTCHA_OFF_IN_PRODUCTION: 'I_UNDERSTAND',
};

/**
 * Config as the server would parse it from `env` (never from process.env), with
 * a fixed JWT secret, quiet logs, no SPA or console build and generous rate limits.
 */
export function testConfig(env: Record<string, string> = {}): ResolvedConfig {
  const config = parseEnv({
    STAGE: 'sandbox',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'rosto-api-test-data'),
    WEB_DIST_DIR: join(tmpdir(), 'rosto-api-test-no-web-build'),
    CONSOLE_DIST_DIR: join(tmpdir(), 'rosto-api-test-no-console-build'),
    RATE_LIMIT_MAX: '10000',
    ENTRANCE_RATE_LIMIT_MAX: '10000',
    JWT_SECRET: TEST_JWT_SECRET,
    // Outside the sandbox the captcha must be chosen; tests on demo run without one.
    CAPTCHA: 'off',
    // The defaults (decision 016), long enough that tests moving a fake clock by
    // hours keep their sessions; sessions.test.ts shortens them.
    JWT_EXPIRES_IN: '30d',
    SESSION_IDLE_TIMEOUT: '7d',
    // Outside the sandbox a card gateway must be chosen: Cielo at an address
    // nothing answers (tests on demo or production never reach it).
    ...(env.STAGE && env.STAGE !== 'sandbox' ? TEST_CIELO_ENV : {}),
    ...(env.STAGE === 'production'
      ? { ...TEST_OPERATOR_ENV, ...TEST_MESSAGING_ENV, ...TEST_SERPRO_ENV }
      : {}),
    ...(env.STAGE === 'demo' ? { CPF_BUREAU: 'off' } : {}),
    ...env,
  });
  return {
    ...config,
    jwt: { ...config.jwt, secret: config.jwt.secret ?? TEST_JWT_SECRET },
    face: { ...config.face, imageKey: config.face.imageKey ?? TEST_FACE_IMAGE_KEY },
    pinPepper: config.pinPepper ?? TEST_PIN_PEPPER,
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logger?: FastifyBaseLogger;
  /** Time for expiries and countdowns (see fakeClock); the real clock when absent. */
  clock?: Clock;
  /** The face engine (tests share one per file); a lazily started worker pool when absent. */
  faceEngine?: FaceEngine;
  faceJobs?: { pollMs?: number; leaseMs?: number; heartbeatMs?: number; pollWaitMs?: number };
  webhooks?: BuildAppOptions['webhooks'];
  sandboxWait?: (ms: number) => Promise<void>;
  /** Runs after buildApp, before ready: add test-only routes here. */
  extend?: (app: App) => void | Promise<void>;
  /** The CPF register (the Serpro double's adapter); else the config's. */
  cpfBureau?: CpfBureau;
}

export async function startTestApp(
  database: DatabaseHandle,
  options: TestAppOptions = {},
): Promise<App> {
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.faceEngine ? { faceEngine: options.faceEngine } : {}),
    ...(options.faceJobs ? { faceJobs: options.faceJobs } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.sandboxWait ? { sandboxWait: options.sandboxWait } : {}),
    ...(options.cpfBureau ? { cpfBureau: options.cpfBureau } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  return app;
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
}

/**
 * One database and one app for the whole test file: call at the top of a
 * describe (or the file); the returned object is filled in beforeAll.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await startTestApp(context.database, options);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** A throwaway directory (for a fake SPA build, a data dir...). */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `rosto-${prefix}-`));
}

export interface FakeClock extends Clock {
  advance(ms: number): void;
}

/** A clock that moves only when told to (starts at the real time, so JWTs stay valid). */
export function fakeClock(start: Date = new Date()): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A hand-made HS256 JWT, for tokens the app would never sign (expired, no exp, other secret). */
export function signTestJwt(
  payload: Record<string, unknown>,
  secret: string = TEST_JWT_SECRET,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export interface MemoryLogger {
  logger: FastifyBaseLogger;
  /** Every line logged so far, parsed. */
  lines(): Record<string, unknown>[];
  /** Every line logged so far, as written. */
  raw(): string[];
}

/** The production logger options (redaction included), writing to memory. */
export function memoryLogger(logLevel: 'info' | 'trace' = 'info'): MemoryLogger {
  const chunks: string[] = [];
  const logger = pino(loggerOptions({ logLevel }), {
    write: (chunk: string) => {
      chunks.push(chunk);
    },
  });
  return {
    logger,
    lines: () => chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>),
    raw: () => [...chunks],
  };
}
