// Logger options: pino with request ids, secrets redacted. Card numbers, CVVs,
// PINs and one-time codes never reach the logs, whatever object holds them.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerOptions } from 'pino';
import type { AppConfig } from '../config/env';

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
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/u;

/** Keeps a well-formed incoming x-request-id (from a proxy) so logs line up; otherwise a UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
