// Every PIN goes through here (docs/spec/account-checklist.md §5, issue 9): hashing, checking with
// the lockout, changing and resetting.
//
// - Stored as argon2id (the library's defaults: 19 MiB, 2 passes, which OWASP
//   lists) of an HMAC of the PIN under a server-side pepper (PIN_PEPPER): a
//   4-digit PIN has 10 000 values, so a leaked row alone must not be enough to
//   find it. Hashes from before the pepper (no `p1$` mark) still verify, and are
//   rehashed with it on the next right PIN.
// - 5 wrong PINs in a row, wherever typed, lock the PIN until a reset: the try
//   is counted in the database before argon2 runs (users.pin_failures).
// - A reset replaces the PIN at once with a random one (never an easy one)
//   sent by SMS, and unlocks it; resets are capped per user like sign-in codes.
import { randomInt } from 'node:crypto';
import type { Locale } from '@rosto/contract/errors';
import { isPinTooEasy, PIN_LENGTH } from '@rosto/contract/validators/pin';
import { AppError } from '../../errors';
import { createPepperedHasher } from '../../crypto/peppered-hash';
import type { Clock } from '../../plugins/app/clock';
import type { SmsSender } from '../../plugins/app/messaging';
import type { PinResetRepository } from './reset-repository';
import type { UsersRepository } from '../user/repository';

/** Wrong PINs in a row before the PIN is locked until a reset. */
export const PIN_MAX_FAILURES = 5;
/** Resets an hour per user (Twilio Verify's per-number figure, as for sign-in codes). */
export const PIN_RESETS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export function pinResetText(pin: string, language: Locale): string {
  return language === 'en'
    ? `Rosto: your new password is ${pin}. Use it in Profile > Change password to create ` +
        'a password of your own. Do not share it with anyone.'
    : `Rosto: sua nova senha é ${pin}. Use-a em Perfil > Alterar senha para criar uma ` +
        'senha sua. Não compartilhe com ninguém.';
}

/** A random PIN that the rules for new PINs accept. */
export function randomPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
    if (!isPinTooEasy(pin)) return pin;
  }
}

export interface PinsDeps {
  users: Pick<
    UsersRepository,
    'findById' | 'takePinTry' | 'clearPinFailures' | 'setPin' | 'replacePinHash'
  >;
  resets: PinResetRepository;
  sms: SmsSender;
  clock: Clock;
  /** PIN_PEPPER. */
  pepper: Buffer;
}

export function createPins(deps: PinsDeps) {
  const hasher = createPepperedHasher(deps.pepper);
  const hashPin = (pin: string) => hasher.hash(pin);
  const matches = (stored: string, pin: string) => hasher.matches(stored, pin);

  /**
   * Checks the user's PIN: INVALID_USER_PIN when wrong, USER_PIN_LOCKED from
   * the 5th wrong one in a row on. The try is counted before argon2 runs, so
   * 20 concurrent wrong PINs get 5 checks at most; a right one clears the count.
   */
  async function check(userId: string, pin: string): Promise<void> {
    const attempt = await deps.users.takePinTry(userId, PIN_MAX_FAILURES);
    if (!attempt) {
      // Callers ask only users who have a PIN; one without is never "locked".
      const user = await deps.users.findById(userId);
      throw new AppError(user?.pinHash ? 'USER_PIN_LOCKED' : 'INVALID_USER_PIN');
    }
    if (await matches(attempt.pinHash, pin)) {
      await deps.users.clearPinFailures(userId);
      if (hasher.isPepperless(attempt.pinHash)) {
        // Only if nothing changed it meanwhile (a reset, a change).
        await deps.users.replacePinHash(userId, attempt.pinHash, await hashPin(pin));
      }
      return;
    }
    if (attempt.failures >= PIN_MAX_FAILURES) throw new AppError('USER_PIN_LOCKED');
    // The tries left, as the code steps give them (issue 29).
    throw new AppError('INVALID_USER_PIN', {
      additionalData: { remainingAttempts: PIN_MAX_FAILURES - attempt.failures },
    });
  }

  return {
    hash: hashPin,
    check,

    /** The current PIN (or the one sent by SMS) first; then the new one, unlocked. */
    async change(userId: string, currentPin: string, newPin: string): Promise<void> {
      await check(userId, currentPin);
      await deps.users.setPin(userId, await hashPin(newPin));
    },

    /**
     * A new random PIN, set at once and sent by SMS to the account's phone; it
     * unlocks a locked PIN. TOO_MANY_REQUESTS past the hour's resets.
     */
    async reset(userId: string): Promise<void> {
      const user = await deps.users.findById(userId);
      if (!user?.phoneNumber) throw new AppError('USER_PHONE_NOT_FOUND');
      const now = deps.clock.now();
      const recent = await deps.resets.since(userId, new Date(now.getTime() - HOUR_MS));
      if (recent.count >= PIN_RESETS_PER_HOUR) {
        const freeAt = (recent.oldest ?? now).getTime() + HOUR_MS;
        throw new AppError('TOO_MANY_REQUESTS', {
          retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
        });
      }
      const pin = randomPin();
      // The SMS first: a PIN nobody received must not replace the one the user knows.
      await deps.sms.send({ to: user.phoneNumber, body: pinResetText(pin, user.language) });
      await deps.users.setPin(userId, await hashPin(pin));
      await deps.resets.record(userId, now);
    },
  };
}
export type Pins = ReturnType<typeof createPins>;
