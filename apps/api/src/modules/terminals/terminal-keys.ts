// A shop terminal's API key (decision 032): "rosto_term_" and 43 base64url
// characters (32 random bytes), shown once when the terminal is made. The
// server keeps its SHA-256, not a slow hash: a 256-bit random key cannot be
// guessed, so the hash only has to be one-way (argon2 is for PINs, which can).
// Eight characters of the random part are kept in clear to recognise a key.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const TERMINAL_KEY_MARKER = 'rosto_term_';
const KEY_BYTES = 32;
const PREFIX_LENGTH = 8;
const KEY_FORMAT = /^rosto_term_[A-Za-z0-9_-]{43}$/u;

export interface IssuedTerminalKey {
  /** The key itself: printed once, never stored. */
  key: string;
  keyHash: string;
  keyPrefix: string;
}

/** The stored half of a key: its hash and whether its terminal was revoked. */
export interface StoredTerminalKey {
  keyHash: string;
  revokedAt: Date | null;
}

/** SHA-256 of the whole key, hex (64 characters). */
export function hashTerminalKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function issueTerminalKey(
  random: (size: number) => Buffer = randomBytes,
): IssuedTerminalKey {
  const key = `${TERMINAL_KEY_MARKER}${random(KEY_BYTES).toString('base64url')}`;
  return {
    key,
    keyHash: hashTerminalKey(key),
    keyPrefix: key.slice(TERMINAL_KEY_MARKER.length, TERMINAL_KEY_MARKER.length + PREFIX_LENGTH),
  };
}

/**
 * Whether `presented` is the key behind `stored` and its terminal still
 * works. The hashes are compared in constant time; the format check before it
 * only tells what anyone can read here.
 */
export function verifyTerminalKey(presented: string, stored: StoredTerminalKey): boolean {
  if (!KEY_FORMAT.test(presented)) return false;
  const given = Buffer.from(hashTerminalKey(presented), 'hex');
  const expected = Buffer.from(stored.keyHash, 'hex');
  const same = given.length === expected.length && timingSafeEqual(given, expected);
  return same && stored.revokedAt === null;
}
