// The server's configuration: every environment variable is read here, once,
// through one zod schema. Nothing else in the API reads process.env.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isValidCpf } from '@rosto/contract/validators/cpf';
import { type CardGatewayConfig, parseCardGatewayConfig } from '../plugins/app/card-network/config';
import { type CpfBureauConfig, parseCpfBureauConfig } from '../plugins/app/cpf-bureau/config';
import type { LegalOperator } from '@rosto/contract/schemas/legal-operator';
import { ConfigError, type Stage, stages } from './config-error';
import { parseOperatorConfig } from './operator';

export { ConfigError, type Stage, stages };

/** `off` runs without sending codes: a choice production must make explicitly (issue 30). */
export const smsProviders = ['sandbox', 'http', 'off'] as const;
/** E-mail outside the sandbox: SMTP_URL, or `off` on purpose (issue 30). */
export const emailProviders = ['smtp', 'off'] as const;
export type SmsProvider = (typeof smsProviders)[number];

export const captchaProviders = ['recaptcha', 'off'] as const;

/** reCAPTCHA's answer check; RECAPTCHA_VERIFY_URL points the same adapter at a double. */
export const RECAPTCHA_GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Below this score an invisible reCAPTCHA token is refused (Google's suggested threshold). */
export const RECAPTCHA_DEFAULT_MIN_SCORE = 0.5;

/** The value of CAPTCHA_OFF_IN_PRODUCTION that lets production run without a captcha. */
export const CAPTCHA_OFF_IN_PRODUCTION_CONSENT = 'I_UNDERSTAND';

/**
 * Seconds before a new one-time code may be asked for (docs/spec/account-checklist.md §9: 30 s, 5 s
 * in test mode).
 */
const OTP_RESEND_SECONDS = { sandbox: 5, other: 30 } as const;

const JWT_SECRET_MIN_LENGTH = 32;
/** Bearer secrets (METRICS_TOKEN): long enough not to be guessed. */
const SECRET_TOKEN_MIN_LENGTH = 32;
/** AES-256-GCM key for stored face photos. */
const FACE_IMAGE_KEY_BYTES = 32;
const PIN_PEPPER_MIN_BYTES = 32;

/** The API package folder (apps/api), found from this module in src/ or the bundle in dist/. */
function apiPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@rosto/api') return dir;
    }
    dir = dirname(dir);
  }
  return process.cwd();
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A duration as `JWT_EXPIRES_IN` takes it: 30s, 30m, 12h, 7d, 2w. */
const DURATION = /^(\d+)\s*(s|m|h|d|w)$/u;
const DURATION_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

function durationMs(text: string): number {
  const [, amount = '0', unit = 's'] = DURATION.exec(text) ?? [];
  return Number(amount) * DURATION_UNIT_MS[unit as keyof typeof DURATION_UNIT_MS];
}

const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/**
 * Which proxies to believe about the client's address: false (none: the socket's
 * address), a hop count (that many proxies in front; the address the last one
 * saw), or the proxies' addresses. Never "all": Fastify's `trustProxy: true`
 * takes the left-most X-Forwarded-For, which the client writes itself.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, which Fastify accepts besides addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || bits === undefined || rest.length > 0 || !/^\d{1,3}$/u.test(bits)) {
    return false;
  }
  try {
    new BlockList().addSubnet(address, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
    return true;
  } catch {
    return false;
  }
}

const trustProxySetting = z
  .preprocess(emptyAsUndefined, z.string().optional())
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? 'false';
    if (value === 'false' || value === '0' || value === '') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would let a client choose its own IP (the left-most X-Forwarded-For); ' +
          'set the number of proxies in front (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/u.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY must be false, a hop count (e.g. 1) or a comma-separated list of proxy ' +
          `addresses/CIDRs; not valid: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

export const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  STAGE: z.preprocess(emptyAsUndefined, z.enum(stages).default('sandbox')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(?:ql)?:\/\//u, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  JWT_SECRET: optionalString,
  JWT_EXPIRES_IN: z.preprocess(
    emptyAsUndefined,
    z.string().regex(DURATION, 'JWT_EXPIRES_IN must look like 30m, 12h or 30d').default('30d'),
  ),
  SESSION_IDLE_TIMEOUT: z.preprocess(
    emptyAsUndefined,
    z.string().regex(DURATION, 'SESSION_IDLE_TIMEOUT must look like 30m, 12h or 7d').default('7d'),
  ),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, z.string().default('')),
  MAP_TILE_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z.string().default('https://tile.openstreetmap.org'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: optionalString,
  CONSOLE_DIST_DIR: optionalString,
  RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(600)),
  TRUST_PROXY: trustProxySetting,
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^rediss?$/u, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(emptyAsUndefined, z.string().default('rosto:')),
  // Names this process in the x-rosto-instance header and the logs (several instances).
  INSTANCE_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w.-]{1,64}$/u, 'INSTANCE_ID must be 1 to 64 letters, digits, dots or dashes')
      .optional(),
  ),
  // How long SIGTERM waits for requests and face jobs in flight before exiting anyway.
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(600_000).default(10_000),
  ),
  // The terminal payments' reconciliation (decision 033): how often it runs, and
  // when a payment left CHARGING by a confirm that died counts as abandoned.
  TERMINAL_RECONCILE_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  ),
  TERMINAL_CHARGING_STALE_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(10_000).max(86_400_000).default(300_000),
  ),
  // Prometheus metrics at /metrics, for whoever sends this bearer token; unset: no /metrics.
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(
        SECRET_TOKEN_MIN_LENGTH,
        `METRICS_TOKEN must have at least ${SECRET_TOKEN_MIN_LENGTH} characters`,
      )
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SANDBOX_OTP_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{6}$/u, 'SANDBOX_OTP_SECRET must be 6 digits')
      .default('123456'),
  ),
  SANDBOX_CVV: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{3,4}$/u, 'SANDBOX_CVV must be 3 or 4 digits')
      .default('123'),
  ),
  SANDBOX_RANDOM_AMOUNT_CENTS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(999).default(123),
  ),
  SANDBOX_MOCK_DELAYS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('off')),
  SANDBOX_CHALLENGE_ACTION: z.preprocess(
    emptyAsUndefined,
    z.enum(['turn-left', 'turn-right', 'random']).default('random'),
  ),
  EMAIL_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(emailProviders).optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Rosto <nao-responda@rosto.app>')),
  RECAPTCHA_SECRET_KEY: optionalString,
  // The visible (checkbox) reCAPTCHA the app falls back to when the invisible one fails.
  RECAPTCHA_VISIBLE_SECRET_KEY: optionalString,
  RECAPTCHA_MIN_SCORE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().min(0).max(1).default(RECAPTCHA_DEFAULT_MIN_SCORE),
  ),
  RECAPTCHA_VERIFY_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/u }).default(RECAPTCHA_GOOGLE_VERIFY_URL),
  ),
  CAPTCHA: z.preprocess(emptyAsUndefined, z.enum(captchaProviders).optional()),
  CAPTCHA_OFF_IN_PRODUCTION: z.preprocess(
    emptyAsUndefined,
    z
      .literal(CAPTCHA_OFF_IN_PRODUCTION_CONSENT, {
        error: `CAPTCHA_OFF_IN_PRODUCTION must be ${CAPTCHA_OFF_IN_PRODUCTION_CONSENT} or unset`,
      })
      .optional(),
  ),
  DOCS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(smsProviders).optional()),
  SMS_HTTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/u }).optional()),
  SMS_HTTP_TOKEN: optionalString,
  ENTRANCE_RATE_LIMIT_MAX: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().positive().default(20),
  ),
  // How many days after a sale its shop's owner may refund it (issue 27, decision 054).
  SHOP_REFUND_WINDOW_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(365).default(90),
  ),
  // Codes from one network (/24 or /48) in an hour past which it is busy: slowed, not refused (decision 068).
  OTP_BUSY_NETWORK_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().positive().default(20),
  ),
  // Unknown CPFs at sign-in in an hour, from anywhere and from one network, past
  // which login/start asks for the visible captcha (decision 078).
  LOGIN_UNKNOWN_CPF_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().positive().default(500),
  ),
  LOGIN_UNKNOWN_CPF_PER_NETWORK: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().positive().default(10),
  ),
  // The wallet's limits (decision 030).
  WALLET_CARD_LIMIT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(50).default(4),
  ),
  WALLET_ADD_ATTEMPTS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100).default(5),
  ),
  WALLET_ADD_ATTEMPTS_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(90).default(7),
  ),
  FACE_IMAGE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === FACE_IMAGE_KEY_BYTES,
        'FACE_IMAGE_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  PIN_PEPPER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length >= PIN_PEPPER_MIN_BYTES,
        'PIN_PEPPER must be at least 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  FACE_ENGINE_THREADS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(16).optional(),
  ),
  FACE_INDEX_THREADS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(3).optional(),
  ),
  // The messages never repeat the value: the CPF is personal data (decision 026).
  REVIEW_ACCOUNT_CPF: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^\d{11}$/u.test(value) && isValidCpf(value),
        'REVIEW_ACCOUNT_CPF must be a valid CPF, 11 digits without a mask',
      )
      .optional(),
  ),
  REVIEW_ACCOUNT_CODE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{6}$/u, 'REVIEW_ACCOUNT_CODE must be 6 digits')
      .optional(),
  ),
});
export type Env = z.infer<typeof envSchema>;

/**
 * The app-store review account (decision 026): the one CPF whose sign-in and
 * registration codes are this fixed code, never sent by SMS.
 */
export interface ReviewAccount {
  /** 11 digits. */
  cpf: string;
  /** 6 digits. */
  code: string;
}

/** Mock values the spec allows in test mode; null outside the sandbox stage. */
export interface SandboxMockValues {
  /** The one-time code accepted for every phone. */
  otpSecret: string;
  /** The security code the sandbox card network accepts. */
  cvv: string;
  /** The validation charge the sandbox card network makes. */
  randomAmountCents: number;
  /**
   * The spec's mock delays (3 s and 6 s for the authorizers, 10 s for the payment
   * methods), to see the app's loading states; off unless SANDBOX_MOCK_DELAYS=on.
   */
  mockDelays: boolean;
  /**
   * The head turn every liveness challenge asks (SANDBOX_CHALLENGE_ACTION), so
   * that a fake camera's recorded turn can answer it in browser tests; null
   * (the default, and always outside the sandbox): drawn at random.
   */
  challengeAction: 'turn-left' | 'turn-right' | null;
}

/** reCAPTCHA: the invisible check, and the visible one when its key is set (decision 040 §10). */
export interface RecaptchaSetting {
  provider: 'recaptcha';
  secretKey: string;
  /** The checkbox's secret; null: no visible fallback. */
  visibleSecretKey: string | null;
  /** An invisible token below this score is refused. */
  minScore: number;
  verifyUrl: string;
}

export interface AppConfig {
  stage: Stage;
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** PostgreSQL URL, or null for embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  jwt: {
    /** Null until `resolveSecrets` fills it (sandbox may generate one). */
    secret: string | null;
    expiresIn: string;
  };
  /** Signed-in sessions (decision 016): absolute lifetime (JWT_EXPIRES_IN) and idle timeout. */
  session: {
    ttlMs: number;
    idleTimeoutMs: number;
  };
  corsOrigins: string[];
  /** Where the receipt's map tiles come from (the CSP's img-src; the app's VITE_MAP_TILE_URL). */
  mapTileOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Absolute; static serving is skipped when it has no index.html. */
  webDistDir: string;
  /** The operator console's build, served under /console/ (decision 050); absolute, skipped likewise. */
  consoleDistDir: string;
  rateLimitMax: number;
  trustProxy: TrustProxy;
  /** Shared store for the rate limits (several instances); null: each process counts alone. */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * This process's name among several (INSTANCE_ID): answered in the
   * x-rosto-instance header and bound to every log line; null: neither.
   */
  instanceId: string | null;
  /** How long a graceful shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Bearer token of the Prometheus scrape at /metrics; null: no /metrics. */
  metricsToken: string | null;
  /** The terminal payments' reconciliation timings (decision 033). */
  terminalReconcile: { intervalMs: number; chargingStaleMs: number };
  publicUrl: string;
  /**
   * Sandbox without PUBLIC_URL: links in e-mails lead back to the address the
   * person opened the app at, when it names this server (http/link-origin.ts).
   */
  linkOriginFromRequest: boolean;
  sandbox: SandboxMockValues | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** The sign-up and sign-in captcha: checked with reCAPTCHA, or off by choice (decision 018). */
  captcha: RecaptchaSetting | { provider: 'off' };
  /** Serve the OpenAPI document and Swagger UI at /docs. */
  docs: boolean;
  sms: {
    /** sandbox: the outbox (sandbox stage only); http: SMS_HTTP_URL. */
    provider: SmsProvider;
    httpUrl: string | null;
    httpToken: string | null;
  };
  /** Requests per minute per IP on each entrance (registration, login) call. */
  entranceRateLimitMax: number;
  /** Days after a sale its owner may still refund it. */
  shopRefundWindowDays: number;
  /** Codes from one network in an hour past which it is busy (OTP_BUSY_NETWORK_PER_HOUR). */
  otpBusyNetworkPerHour: number;
  /** Unknown CPFs at sign-in in an hour past which every sign-in asks for the captcha (LOGIN_UNKNOWN_CPF_PER_HOUR). */
  loginUnknownCpfPerHour: number;
  /** Unknown CPFs from one network in an hour past which its sign-in asks for the captcha (LOGIN_UNKNOWN_CPF_PER_NETWORK). */
  loginUnknownCpfPerNetwork: number;
  /** Seconds before a new one-time code may be asked for. */
  otpResendAfterSeconds: number;
  face: {
    /** Null until `resolveSecrets` fills it (sandbox may generate one). */
    imageKey: Buffer | null;
    /** Worker threads of the face engine (default: one per core, at most 4). */
    engineThreads: number | null;
    /**
     * Helper threads of the in-process 1:N index's scan (default: the other
     * cores, at most 3; 0: none). Several instances on one host may want fewer.
     */
    indexThreads: number | null;
  };
  /** HMAC key PINs are mixed with before argon2 (PIN_PEPPER); null until `resolveSecrets`. */
  pinPepper: Buffer | null;
  /** The store-review account (REVIEW_ACCOUNT_CPF, REVIEW_ACCOUNT_CODE); null: none. */
  reviewAccount: ReviewAccount | null;
  /** Cards per wallet and add attempts per window (decision 030). */
  wallet: { cardLimit: number; addAttempts: number; addAttemptsWindowDays: number };
  /** The card gateway (CARD_GATEWAY and CIELO_*): the sandbox adapter or Cielo. */
  cardGateway: CardGatewayConfig;
  /** The CPF register asked at registration (issue 30). */
  cpfBureau: CpfBureauConfig;
  /** The operator the legal texts name (OPERATOR_*); examples outside production when unset. */
  operator: LegalOperator;
}

/** A config whose secrets are known: what `buildApp` needs. */
export type ResolvedConfig = AppConfig & {
  jwt: { secret: string; expiresIn: string };
  face: { imageKey: Buffer; engineThreads: number | null; indexThreads: number | null };
  pinPepper: Buffer;
};

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/u, ''))
    .filter((origin) => origin !== '');
}

/**
 * The captcha fails closed (decision 018): the sandbox simulates it (off);
 * elsewhere it is reCAPTCHA (RECAPTCHA_SECRET_KEY) unless CAPTCHA=off says
 * otherwise, a missing key never turns it off, and production runs without it
 * only with a second, explicit CAPTCHA_OFF_IN_PRODUCTION=I_UNDERSTAND.
 */
function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

function captchaSetting(env: Env): AppConfig['captcha'] {
  const recaptcha = (secretKey: string): RecaptchaSetting => ({
    provider: 'recaptcha',
    secretKey,
    visibleSecretKey: env.RECAPTCHA_VISIBLE_SECRET_KEY ?? null,
    minScore: env.RECAPTCHA_MIN_SCORE,
    verifyUrl: env.RECAPTCHA_VERIFY_URL,
  });
  if (env.STAGE === 'sandbox') {
    // The sandbox has no real keys: reCAPTCHA runs there only against a local
    // double of its check (the end-to-end tests of the visible fallback).
    if (env.CAPTCHA === 'recaptcha') {
      if (!isLoopbackUrl(env.RECAPTCHA_VERIFY_URL) || !env.RECAPTCHA_SECRET_KEY) {
        throw new ConfigError(
          'CAPTCHA=recaptcha is not allowed when STAGE=sandbox (it is simulated), ' +
            'except against a local double: RECAPTCHA_VERIFY_URL on 127.0.0.1 and RECAPTCHA_SECRET_KEY',
        );
      }
      return recaptcha(env.RECAPTCHA_SECRET_KEY);
    }
    return { provider: 'off' };
  }
  const provider = env.CAPTCHA ?? (env.RECAPTCHA_SECRET_KEY ? 'recaptcha' : undefined);
  if (provider === undefined) {
    throw new ConfigError(
      `CAPTCHA is required when STAGE=${env.STAGE}: set RECAPTCHA_SECRET_KEY (CAPTCHA=recaptcha), ` +
        'or CAPTCHA=off to run sign-up and sign-in without a captcha',
    );
  }
  if (provider === 'recaptcha') {
    if (!env.RECAPTCHA_SECRET_KEY) {
      throw new ConfigError('CAPTCHA=recaptcha needs RECAPTCHA_SECRET_KEY');
    }
    return recaptcha(env.RECAPTCHA_SECRET_KEY);
  }
  if (env.STAGE === 'production' && env.CAPTCHA_OFF_IN_PRODUCTION === undefined) {
    throw new ConfigError(
      'CAPTCHA=off when STAGE=production also needs ' +
        `CAPTCHA_OFF_IN_PRODUCTION=${CAPTCHA_OFF_IN_PRODUCTION_CONSENT}: sign-up and sign-in ` +
        'would have no bot check',
    );
  }
  return { provider };
}

/**
 * The store-review account (decision 026): both variables or neither, and
 * never in production, where a fixed code would be a standing key to one
 * account that any leak of the review notes would hand out.
 */
function reviewAccountSetting(env: Env): ReviewAccount | null {
  const cpf = env.REVIEW_ACCOUNT_CPF;
  const code = env.REVIEW_ACCOUNT_CODE;
  if (cpf === undefined && code === undefined) return null;
  if (cpf === undefined || code === undefined) {
    throw new ConfigError(
      'REVIEW_ACCOUNT_CPF and REVIEW_ACCOUNT_CODE go together: set both for the store-review ' +
        'account, or neither',
    );
  }
  if (env.STAGE === 'production') {
    throw new ConfigError(
      'REVIEW_ACCOUNT_CPF and REVIEW_ACCOUNT_CODE are not allowed when STAGE=production: ' +
        'store reviewers use the demo or sandbox stage',
    );
  }
  return { cpf, code };
}

/**
 * Production does not start with a message channel that silently goes
 * nowhere: every code and e-mail would be answered 200 and never arrive
 * (issue 30). Each provider is set, or switched off by name.
 */
function refuseProductionWithoutMessaging(env: Env, smsProvider: SmsProvider): void {
  if (env.STAGE !== 'production') return;
  if (smsProvider === 'http' && !env.SMS_HTTP_URL) {
    throw new ConfigError(
      'SMS_HTTP_URL is required when STAGE=production (sign-in and sign-up codes go by SMS ' +
        'and voice call), or SMS_PROVIDER=off to run without sending codes',
    );
  }
  if ((env.EMAIL_PROVIDER ?? 'smtp') === 'smtp' && !env.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL is required when STAGE=production (e-mail confirmations), ' +
        'or EMAIL_PROVIDER=off to run without sending e-mail',
    );
  }
  if (env.EMAIL_PROVIDER === 'off' && env.SMTP_URL) {
    throw new ConfigError('EMAIL_PROVIDER=off and SMTP_URL contradict each other: unset one');
  }
}

/** Parses and checks the environment; pure (no file access), so tests can call it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const env = result.data;
  const sandbox = env.STAGE === 'sandbox';

  if (!sandbox) {
    if (!env.JWT_SECRET) {
      throw new ConfigError(
        `JWT_SECRET is required when STAGE=${env.STAGE} (only the sandbox stage generates one)`,
      );
    }
    if (env.JWT_SECRET.length < JWT_SECRET_MIN_LENGTH) {
      throw new ConfigError(`JWT_SECRET must have at least ${JWT_SECRET_MIN_LENGTH} characters`);
    }
  }
  for (const origin of parseOrigins(env.CORS_ORIGINS)) {
    if (!z.url().safeParse(origin).success) {
      throw new ConfigError(`CORS_ORIGINS has an invalid origin: ${origin}`);
    }
  }
  for (const origin of parseOrigins(env.MAP_TILE_ORIGINS)) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/u.test(origin)) {
      throw new ConfigError(`MAP_TILE_ORIGINS has an invalid origin (https://host): ${origin}`);
    }
  }

  const smsProvider = env.SMS_PROVIDER ?? (sandbox ? 'sandbox' : 'http');
  if (smsProvider === 'sandbox' && !sandbox) {
    // The outbox is readable only through sandbox routes: codes would go nowhere.
    throw new ConfigError(`SMS_PROVIDER=sandbox is only allowed when STAGE=sandbox`);
  }
  refuseProductionWithoutMessaging(env, smsProvider);

  const dataDir = resolve(env.DATA_DIR);
  return {
    stage: env.STAGE,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    pgliteDir: join(dataDir, 'pglite'),
    jwt: { secret: env.JWT_SECRET ?? null, expiresIn: env.JWT_EXPIRES_IN },
    session: {
      ttlMs: durationMs(env.JWT_EXPIRES_IN),
      idleTimeoutMs: durationMs(env.SESSION_IDLE_TIMEOUT),
    },
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    mapTileOrigins: parseOrigins(env.MAP_TILE_ORIGINS),
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR
      ? resolve(env.WEB_DIST_DIR)
      : resolve(apiPackageDir(), '..', 'web', 'dist'),
    consoleDistDir: env.CONSOLE_DIST_DIR
      ? resolve(env.CONSOLE_DIST_DIR)
      : resolve(apiPackageDir(), '..', 'console', 'dist'),
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: env.TRUST_PROXY,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    instanceId: env.INSTANCE_ID ?? null,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN ?? null,
    terminalReconcile: {
      intervalMs: env.TERMINAL_RECONCILE_INTERVAL_MS,
      chargingStaleMs: env.TERMINAL_CHARGING_STALE_MS,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/u, ''),
    linkOriginFromRequest: env.PUBLIC_URL === undefined && env.STAGE === 'sandbox',
    sandbox: sandbox
      ? {
          otpSecret: env.SANDBOX_OTP_SECRET,
          cvv: env.SANDBOX_CVV,
          randomAmountCents: env.SANDBOX_RANDOM_AMOUNT_CENTS,
          mockDelays: env.SANDBOX_MOCK_DELAYS === 'on',
          challengeAction:
            env.SANDBOX_CHALLENGE_ACTION === 'random' ? null : env.SANDBOX_CHALLENGE_ACTION,
        }
      : null,
    // EMAIL_PROVIDER=off keeps it null: the mailer then answers SERVICE_UNAVAILABLE.
    smtpUrl: env.EMAIL_PROVIDER === 'off' ? null : (env.SMTP_URL ?? null),
    mailFrom: env.MAIL_FROM,
    captcha: captchaSetting(env),
    docs: (env.DOCS ?? (sandbox ? 'on' : 'off')) === 'on',
    sms: {
      provider: smsProvider,
      httpUrl: env.SMS_HTTP_URL ?? null,
      httpToken: env.SMS_HTTP_TOKEN ?? null,
    },
    entranceRateLimitMax: env.ENTRANCE_RATE_LIMIT_MAX,
    shopRefundWindowDays: env.SHOP_REFUND_WINDOW_DAYS,
    otpBusyNetworkPerHour: env.OTP_BUSY_NETWORK_PER_HOUR,
    loginUnknownCpfPerHour: env.LOGIN_UNKNOWN_CPF_PER_HOUR,
    loginUnknownCpfPerNetwork: env.LOGIN_UNKNOWN_CPF_PER_NETWORK,
    otpResendAfterSeconds: sandbox ? OTP_RESEND_SECONDS.sandbox : OTP_RESEND_SECONDS.other,
    face: {
      imageKey: env.FACE_IMAGE_KEY ? Buffer.from(env.FACE_IMAGE_KEY, 'base64') : null,
      engineThreads: env.FACE_ENGINE_THREADS ?? null,
      indexThreads: env.FACE_INDEX_THREADS ?? null,
    },
    pinPepper: env.PIN_PEPPER ? Buffer.from(env.PIN_PEPPER, 'base64') : null,
    reviewAccount: reviewAccountSetting(env),
    wallet: {
      cardLimit: env.WALLET_CARD_LIMIT,
      addAttempts: env.WALLET_ADD_ATTEMPTS,
      addAttemptsWindowDays: env.WALLET_ADD_ATTEMPTS_DAYS,
    },
    cardGateway: parseCardGatewayConfig(source, env.STAGE),
    cpfBureau: parseCpfBureauConfig(source, env.STAGE),
    operator: parseOperatorConfig(source, env.STAGE),
  };
}

/**
 * A secret from the environment, or in the sandbox stage one generated once and
 * kept in DATA_DIR/<file>, so sessions and stored photos survive restarts.
 */
function sandboxSecret(
  config: AppConfig,
  variable: string,
  file: string,
  generate: () => string,
  isValid: (value: string) => boolean,
): string {
  if (config.stage !== 'sandbox') {
    throw new ConfigError(`${variable} is required when STAGE=${config.stage}`);
  }
  const path = join(config.dataDir, file);
  let secret = existsSync(path) ? readFileSync(path, 'utf8').trim() : '';
  if (!isValid(secret)) {
    secret = generate();
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  }
  return secret;
}

/**
 * The JWT secret (JWT_SECRET), the face photo key (FACE_IMAGE_KEY) and the PIN
 * pepper (PIN_PEPPER); outside the sandbox all must be set, in the sandbox
 * missing ones are generated.
 */
export function resolveSecrets(config: AppConfig): ResolvedConfig {
  const jwtSecret =
    config.jwt.secret ??
    sandboxSecret(
      config,
      'JWT_SECRET',
      'jwt-secret',
      () => randomBytes(48).toString('base64url'),
      (value) => value.length >= JWT_SECRET_MIN_LENGTH,
    );
  const imageKey =
    config.face.imageKey ??
    Buffer.from(
      sandboxSecret(
        config,
        'FACE_IMAGE_KEY',
        'face-image-key',
        () => randomBytes(FACE_IMAGE_KEY_BYTES).toString('base64'),
        (value) => Buffer.from(value, 'base64').length === FACE_IMAGE_KEY_BYTES,
      ),
      'base64',
    );
  const pinPepper =
    config.pinPepper ??
    Buffer.from(
      sandboxSecret(
        config,
        'PIN_PEPPER',
        'pin-pepper',
        () => randomBytes(PIN_PEPPER_MIN_BYTES).toString('base64'),
        (value) => Buffer.from(value, 'base64').length >= PIN_PEPPER_MIN_BYTES,
      ),
      'base64',
    );
  return {
    ...config,
    jwt: { ...config.jwt, secret: jwtSecret },
    face: { ...config.face, imageKey },
    pinPepper,
  };
}

/** parseEnv + resolveSecrets: what the server does at start. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ResolvedConfig {
  return resolveSecrets(parseEnv(source));
}
