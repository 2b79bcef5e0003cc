// Secrets a person types (a PIN, an operator's password) are kept as argon2id
// of an HMAC of the secret under a server-side pepper: a leaked row alone,
// without the server's pepper, is not enough to test guesses against it.
import { createHmac } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Marks a hash of the peppered secret (`p1$` + argon2's PHC string). */
const PEPPERED = 'p1$';

export interface PepperedHasher {
  hash(secret: string): Promise<string>;
  /** True when `secret` is the one `stored` was made from (a pepperless hash too). */
  matches(stored: string, secret: string): Promise<boolean>;
  /** Whether `stored` predates the pepper and should be made again. */
  isPepperless(stored: string): boolean;
}

export function createPepperedHasher(pepper: Buffer): PepperedHasher {
  const peppered = (secret: string) => createHmac('sha256', pepper).update(secret).digest('base64');
  return {
    // No `algorithm` option: its const enum cannot be imported here, and the default is argon2id.
    hash: async (secret) => `${PEPPERED}${await hash(peppered(secret))}`,
    matches: (stored, secret) =>
      stored.startsWith(PEPPERED)
        ? verify(stored.slice(PEPPERED.length), peppered(secret))
        : verify(stored, secret),
    isPepperless: (stored) => !stored.startsWith(PEPPERED),
  };
}
