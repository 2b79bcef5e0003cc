// The server's configuration: every environment variable is read here, once,
// through one zod schema. Nothing else in the API reads process.env.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const stages = ['sandbox', 'demo', 'production'] as const;
export type Stage = (typeof stages)[number];

export const smsProviders = ['sandbox', 'http'] as const;
export type SmsProvider = (typeof smsProviders)[number];

/** Seconds before a new one-time code may be asked for (account.md §9: 30 s, 5 s in test mode). */
const OTP_RESEND_SECONDS = { sandbox: 5, other: 30 } as const;

const JWT_SECRET_MIN_LENGTH = 32;
/** AES-256-GCM key for stored face photos. */
const FACE_IMAGE_KEY_BYTES = 32;

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
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const booleanFlag = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
);

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
    z
      .string()
      .regex(/^\d+\s*(?:s|m|h|d|w)$/u, 'JWT_EXPIRES_IN must look like 30m, 12h or 7d')
      .default('7d'),
  ),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, z.string().default('')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: optionalString,
  RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(600)),
  TRUST_PROXY: booleanFlag,
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
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Rosto <nao-responda@rosto.app>')),
  RECAPTCHA_SECRET_KEY: optionalString,
  SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(smsProviders).optional()),
  SMS_HTTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/u }).optional()),
  SMS_HTTP_TOKEN: optionalString,
  ENTRANCE_RATE_LIMIT_MAX: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().positive().default(20),
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
  FACE_ENGINE_THREADS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(16).optional(),
  ),
});
export type Env = z.infer<typeof envSchema>;

/** Mock values the spec allows in test mode; null outside the sandbox stage. */
export interface SandboxMockValues {
  /** The one-time code accepted for every phone. */
  otpSecret: string;
  /** The security code the sandbox card network accepts. */
  cvv: string;
  /** The validation charge the sandbox card network makes. */
  randomAmountCents: number;
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
  corsOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Absolute; static serving is skipped when it has no index.html. */
  webDistDir: string;
  rateLimitMax: number;
  trustProxy: boolean;
  publicUrl: string;
  sandbox: SandboxMockValues | null;
  smtpUrl: string | null;
  mailFrom: string;
  recaptchaSecretKey: string | null;
  sms: {
    /** sandbox: the outbox (sandbox stage only); http: SMS_HTTP_URL. */
    provider: SmsProvider;
    httpUrl: string | null;
    httpToken: string | null;
  };
  /** Requests per minute per IP on each entrance (registration, login) call. */
  entranceRateLimitMax: number;
  /** Seconds before a new one-time code may be asked for. */
  otpResendAfterSeconds: number;
  face: {
    /** Null until `resolveSecrets` fills it (sandbox may generate one). */
    imageKey: Buffer | null;
    /** Worker threads of the face engine (default: one per core, at most 4). */
    engineThreads: number | null;
  };
}

/** A config whose secrets are known: what `buildApp` needs. */
export type ResolvedConfig = AppConfig & {
  jwt: { secret: string; expiresIn: string };
  face: { imageKey: Buffer; engineThreads: number | null };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/u, ''))
    .filter((origin) => origin !== '');
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

  const smsProvider = env.SMS_PROVIDER ?? (sandbox ? 'sandbox' : 'http');
  if (smsProvider === 'sandbox' && !sandbox) {
    // The outbox is readable only through sandbox routes: codes would go nowhere.
    throw new ConfigError(`SMS_PROVIDER=sandbox is only allowed when STAGE=sandbox`);
  }

  const dataDir = resolve(env.DATA_DIR);
  return {
    stage: env.STAGE,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    pgliteDir: join(dataDir, 'pglite'),
    jwt: { secret: env.JWT_SECRET ?? null, expiresIn: env.JWT_EXPIRES_IN },
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR
      ? resolve(env.WEB_DIST_DIR)
      : resolve(apiPackageDir(), '..', 'web', 'dist'),
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: env.TRUST_PROXY,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/u, ''),
    sandbox: sandbox
      ? {
          otpSecret: env.SANDBOX_OTP_SECRET,
          cvv: env.SANDBOX_CVV,
          randomAmountCents: env.SANDBOX_RANDOM_AMOUNT_CENTS,
        }
      : null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    recaptchaSecretKey: env.RECAPTCHA_SECRET_KEY ?? null,
    sms: {
      provider: smsProvider,
      httpUrl: env.SMS_HTTP_URL ?? null,
      httpToken: env.SMS_HTTP_TOKEN ?? null,
    },
    entranceRateLimitMax: env.ENTRANCE_RATE_LIMIT_MAX,
    otpResendAfterSeconds: sandbox ? OTP_RESEND_SECONDS.sandbox : OTP_RESEND_SECONDS.other,
    face: {
      imageKey: env.FACE_IMAGE_KEY ? Buffer.from(env.FACE_IMAGE_KEY, 'base64') : null,
      engineThreads: env.FACE_ENGINE_THREADS ?? null,
    },
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
 * The JWT secret (JWT_SECRET) and the face photo key (FACE_IMAGE_KEY); outside
 * the sandbox both must be set, in the sandbox missing ones are generated.
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
  return {
    ...config,
    jwt: { ...config.jwt, secret: jwtSecret },
    face: { ...config.face, imageKey },
  };
}

/** parseEnv + resolveSecrets: what the server does at start. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ResolvedConfig {
  return resolveSecrets(parseEnv(source));
}
