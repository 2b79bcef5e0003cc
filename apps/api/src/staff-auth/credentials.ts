// A staff account's two secrets (decisions 049, 053), operators' and shops'
// people alike: a generated password, kept as argon2id under the pepper
// (crypto/peppered-hash.ts), and a TOTP secret (RFC 6238: SHA-1, 6 digits,
// 30 s, as every authenticator app reads it), kept sealed under a key derived
// from the same pepper, one key per realm.
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { open, purposeKey, seal } from '../crypto/secret-box';

/** 120 random bits, 20 characters of base64url: typed once, then kept by a password manager. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/** A session token: the realm's mark, so a leaked one is recognisable, and 256 random bits. */
export function generateSessionToken(marker: string): string {
  return `${marker}${randomBytes(32).toString('base64url')}`;
}

/** Only this is kept of a session token: 256 random bits need no slow hash. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A code of the step before or after the server's is accepted too: phones'
 * clocks drift, and a code typed at the end of its 30 s arrives in the next.
 */
const TOTP_TOLERANCE_SECONDS = 30;

/**
 * The TOTP secrets of one realm: sealed under the realm's own key, shown in
 * the authenticator app under `issuer` (so the console's and a shop's codes
 * are told apart there).
 */
export function createTotp(pepper: Buffer, realm: { sealPurpose: string; issuer: string }) {
  const key = purposeKey(pepper, realm.sealPurpose);
  return {
    newSecret: () => generateSecret(),
    seal: (secret: string) => seal(key, Buffer.from(secret, 'utf8')),
    open: (sealed: Uint8Array) => open(key, sealed).toString('utf8'),
    uri: (secret: string, email: string) =>
      generateURI({ issuer: realm.issuer, label: email, secret }),
    /** The code's time step when it is right at `at`; null when it is not. */
    async stepOf(secret: string, code: string, at: Date): Promise<number | null> {
      const result = await verify({
        secret,
        token: code,
        epoch: Math.floor(at.getTime() / 1000),
        epochTolerance: TOTP_TOLERANCE_SECONDS,
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },
  };
}
export type Totp = ReturnType<typeof createTotp>;
