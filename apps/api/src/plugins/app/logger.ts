// Logger options: pino with request ids, secrets redacted. Card numbers, CVVs,
// PINs and one-time codes never reach the logs, whatever object holds them;
// nor does personal data carried in text: a database error is logged with its
// statement and the names it involves, never its parameters or values, and a
// request URL with its query keys, never their values (decision 018).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type LoggerOptions, levels, symbols } from 'pino';
import type { AppConfig } from '../../config/env';
import { currentRequestId } from './request-context';

const secretKeys = [
  'cvv',
  'cvc',
  'number',
  'pin',
  'otp',
  'currentPin',
  'newPin',
  'password',
  'token',
  // The card gateway's own spellings (Cielo's request and answer fields).
  'cardNumber',
  'CardNumber',
  'SecurityCode',
  'cardToken',
  'CardToken',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

/** A URL as logged: the path and the query's keys, never their values (`?to&cpf`). */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const keys = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => pair.split('=', 1)[0] ?? '');
  return keys.length > 0
    ? `${url.slice(0, queryStart)}?${keys.join('&')}`
    : url.slice(0, queryStart);
}

/** What Fastify logs of a request (its own `req` serializer), with the URL as urlForLog has it. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? urlForLog(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fields of a PostgreSQL error (pg and PGlite alike) that name things, never
 * hold values. Left out on purpose: `detail` (`Key (cpf)=(…) already exists`,
 * `Failing row contains (…)`), `where` (`portal parameter $1 = '…'`), `hint`,
 * `internalQuery`, and PGlite's copy of the `params`.
 */
const databaseErrorFields = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'position',
] as const;

const SQLSTATE = /^[0-9A-Z]{5}$/u;

type ErrorFields = Error & Record<string, unknown>;

function isDatabaseError(error: ErrorFields): boolean {
  return (
    typeof error.severity === 'string' &&
    typeof error.code === 'string' &&
    SQLSTATE.test(error.code)
  );
}

/**
 * A driver message keeps the quoted names the error itself gives (constraint,
 * table, column…); any other quoted text is a value (`invalid input syntax for
 * type uuid: "Maria"`, `value "…" is out of range`) and is replaced.
 */
function databaseMessage(error: ErrorFields): string {
  const names = new Set(
    databaseErrorFields.map((field) => error[field]).filter((value) => typeof value === 'string'),
  );
  return error.message.replace(/"((?:[^"]|"")*)"/gu, (quoted, inner: string) =>
    names.has(inner) ? quoted : '"[redacted]"',
  );
}

/** The stack's frames under a first line of our choosing (the original repeats the message). */
function stackWith(error: Error, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /u.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

const MAX_CAUSE_DEPTH = 5;

/**
 * pino's `err` serializer, made safe for database errors at any depth of the
 * `cause` chain: a Drizzle query error keeps its statement and drops its
 * parameters; a driver error keeps its SQLSTATE and names, drops its values.
 * Other errors are logged as pino would, with the cause nested rather than
 * appended to the message.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const error = value as ErrorFields;
  const type = error.constructor.name || error.name;
  const cause =
    error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? { cause: serializeError(error.cause, depth + 1) }
      : {};

  if (error instanceof DrizzleQueryError) {
    const message = `Failed query: ${error.query}`;
    return { type, message, query: error.query, stack: stackWith(error, type, message), ...cause };
  }
  if (isDatabaseError(error)) {
    const message = databaseMessage(error);
    const fields = Object.fromEntries(
      databaseErrorFields
        .filter((field) => error[field] !== undefined)
        .map((field) => [field, error[field]]),
    );
    return { type, message, ...fields, stack: stackWith(error, type, message), ...cause };
  }

  const serialized: Record<string, unknown> = { type, message: error.message, stack: error.stack };
  for (const [key, field] of Object.entries(error)) {
    if (key === 'cause' || key in serialized) continue;
    serialized[key] = field instanceof Error ? serializeError(field, depth + 1) : field;
  }
  if (value instanceof AggregateError) {
    serialized.aggregateErrors = (value.errors as unknown[]).map((inner) =>
      serializeError(inner, depth + 1),
    );
  }
  return { ...serialized, ...cause };
}

export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'> & Partial<Pick<AppConfig, 'instanceId'>>,
): LoggerOptions {
  return {
    level: config.logLevel,
    // pino's own pid and host name, and which of several instances (INSTANCE_ID).
    ...(config.instanceId
      ? { base: { pid: process.pid, hostname: hostname(), instance: config.instanceId } }
      : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    // Lines logged outside a request's own logger (the gateway, a face job) name
    // the request they belong to; the request's logger already binds reqId.
    mixin: (_object, _level, logger) => {
      const requestId = currentRequestId();
      if (requestId === null) return {};
      const bound = (logger as unknown as Record<symbol, string | undefined>)[symbols.chindingsSym];
      return bound?.includes('"reqId"') ? {} : { reqId: requestId };
    },
    // Fastify merges these over its own `req` and `err` serializers.
    serializers: { req: serializeRequest, err: (error: unknown) => serializeError(error) },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/u;

/** Keeps a well-formed incoming x-request-id (from a proxy) so logs line up; otherwise a UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A request's logger, made only when something is logged through it. Fastify
 * makes a child logger per request to carry its id, and pino passes a child's
 * bindings through the redaction above: some 14 µs a request with these
 * paths, against under 1 µs without. At a level where a request logs
 * nothing, that is pure waste (decision 039).
 */
class LazyChildLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Record<string, unknown>, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #logs(level: Level): boolean {
    const threshold = levels.values[this.level];
    return threshold === undefined || levels.values[level]! >= threshold;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  // Methods on the prototype, not arrow fields: one logger is made per request.
  fatal(...args: LogArguments) {
    this.#log('fatal', args);
  }
  error(...args: LogArguments) {
    this.#log('error', args);
  }
  warn(...args: LogArguments) {
    this.#log('warn', args);
  }
  info(...args: LogArguments) {
    this.#log('info', args);
  }
  debug(...args: LogArguments) {
    this.#log('debug', args);
  }
  trace(...args: LogArguments) {
    this.#log('trace', args);
  }
  silent() {}

  #log(level: Level, args: LogArguments): void {
    if (this.#logs(level)) this.#real()[level](...args);
  }

  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made on first use. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}
