// PINs are kept only as argon2id hashes (the library's defaults: argon2id, 19 MiB,
// 2 passes, which OWASP lists). A 4-digit PIN has 10 000 values, so the hash
// only slows an offline attack on a leaked row: the calls that will check a
// PIN (argon2's `verify`) must also cap wrong tries.
import { hash } from '@node-rs/argon2';

export function hashPin(pin: string): Promise<string> {
  // No `algorithm` option: its const enum cannot be imported here, and the default is argon2id.
  return hash(pin);
}
