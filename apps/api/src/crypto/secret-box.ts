// Data kept only encrypted (face photos, operators' TOTP secrets): AES-256-GCM,
// stored as iv (12 bytes) + tag (16 bytes) + ciphertext. GCM's tag makes an
// altered row, or one sealed under another key, fail to open rather than
// answer garbage.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, plain: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The plain bytes, or an error when the data was altered or sealed with another key. */
export function open(key: Buffer, sealed: Uint8Array): Buffer {
  const data = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
  decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/**
 * A 256-bit key for one purpose, derived from a server secret (HKDF-SHA256):
 * one secret in the configuration, a different key for each use of it.
 */
export function purposeKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `rosto:${purpose}`, 32));
}
