// PINs are kept only as argon2id hashes (the library's defaults: argon2id, 19 MiB,
// 2 passes, which OWASP lists). A 4-digit PIN has 10 000 values, so the hash
// only slows an offline attack on a leaked row: calls that check a PIN must
// also cap wrong tries.
import { hash, verify } from '@node-rs/argon2';

export function hashPin(pin: string): Promise<string> {
  // No `algorithm` option: its const enum cannot be imported here, and the default is argon2id.
  return hash(pin);
}

export function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  return verify(pinHash, pin).catch(() => false);
}
