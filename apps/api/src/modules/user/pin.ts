// PINs are kept only as argon2id hashes (the library's defaults: argon2id, 19 MiB,
// 2 passes, which OWASP lists). A 4-digit PIN has 10 000 values, so the hash
// only slows an offline attack on a leaked row; online, every place that checks
// a PIN goes through `createPinCheck`, which locks it after 5 wrong in a row.
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors';
import type { UsersRepository } from './repository';

/** Wrong PINs in a row before the PIN is locked until a reset (issue 9's reset). */
export const PIN_MAX_FAILURES = 5;

export function hashPin(pin: string): Promise<string> {
  // No `algorithm` option: its const enum cannot be imported here, and the default is argon2id.
  return hash(pin);
}

export interface PinCheckDeps {
  users: Pick<UsersRepository, 'takePinTry' | 'clearPinFailures' | 'findById'>;
}

export function createPinCheck(deps: PinCheckDeps) {
  return {
    /**
     * Checks the user's PIN: INVALID_USER_PIN when wrong, USER_PIN_LOCKED from
     * the 5th wrong one in a row on. The try is counted before argon2 runs, so
     * 20 concurrent wrong PINs get 5 checks at most; a right one clears the count.
     */
    async verify(userId: string, pin: string): Promise<void> {
      const attempt = await deps.users.takePinTry(userId, PIN_MAX_FAILURES);
      if (!attempt) {
        // Callers ask only users who have a PIN; one without is never "locked".
        const user = await deps.users.findById(userId);
        throw new AppError(user?.pinHash ? 'USER_PIN_LOCKED' : 'INVALID_USER_PIN');
      }
      if (await verify(attempt.pinHash, pin)) {
        await deps.users.clearPinFailures(userId);
        return;
      }
      throw new AppError(
        attempt.failures >= PIN_MAX_FAILURES ? 'USER_PIN_LOCKED' : 'INVALID_USER_PIN',
      );
    },
  };
}
export type PinCheck = ReturnType<typeof createPinCheck>;
