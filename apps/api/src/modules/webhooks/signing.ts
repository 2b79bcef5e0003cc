// The shops' webhook signature (decision 056), as Stripe's: the header
// `Rosto-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` under
// the endpoint's secret. A receiver recomputes it over the raw body, compares
// in constant time and refuses an old timestamp (README, "Shops' portal").
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'rosto-signature';
const SECRET_MARKER = 'whsec_';

/** 256 random bits, marked so a leaked one is recognised. */
export function newWebhookSecret(): string {
  return `${SECRET_MARKER}${randomBytes(32).toString('base64url')}`;
}

const hmac = (secret: string, signed: string) =>
  createHmac('sha256', secret).update(signed, 'utf8').digest('hex');

/** The header's value for `body` signed at `at`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`;
}

/**
 * Whether a header signs `body` under `secret`, no older than `toleranceS` at
 * `now`: what a receiver does (and the tests do, as the README shows).
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  now: Date,
  toleranceS = 300,
): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.split('=') as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceS) return false;
  const expected = Buffer.from(hmac(secret, `${timestamp}.${body}`), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
