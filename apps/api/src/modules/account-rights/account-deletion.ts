// Self-service deletion (issue 9, LGPD art. 18; decision 025): confirmed with
// the PIN (counted like every PIN check), or, for a customer without one, with a
// code sent by SMS to the registered phone. Then at once: cards removed at the
// gateway and from the wallet, face data erased, sessions ended, the account
// anonymised and its payments kept but unlinked from it
// (account-deletion-repository.ts, decision 032). The CPF survives only as a
// keyed hash, so signing in with it says USER_DELETED until the person
// registers again.
import { createHmac } from 'node:crypto';
import type {
  AccountDeletionBody,
  AccountDeletionCodeBody,
  AccountDeletionCodeResult,
} from '@rosto/contract/schemas/user';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import { type PhoneCodes, phoneHint } from '../phone-codes/phone-codes';
import type { AccountDeletionRepository } from './account-deletion-repository';
import type { Pins } from '../pin/pins';
import type { UserRow, UsersRepository } from '../user/repository';

const PURPOSE = 'account_delete';

export interface AccountDeletionDeps {
  repository: AccountDeletionRepository;
  users: Pick<UsersRepository, 'findById'>;
  pins: Pick<Pins, 'check'>;
  phoneCodes: Pick<PhoneCodes, 'send' | 'verify'>;
  clock: Clock;
  /** The key of the CPF's hash (PIN_PEPPER: a secret kept apart from the database). */
  hashKey: Buffer;
  /**
   * Removes the customer's cards at the gateway and from the wallet, refunding
   * any validation charge (the wallet module, registered after this one).
   */
  forgetCards: (userId: string) => Promise<void>;
}

export function createAccountDeletion(deps: AccountDeletionDeps) {
  const cpfHash = (cpf: string) =>
    createHmac('sha256', deps.hashKey).update(`deleted-cpf:${cpf}`).digest('hex');

  async function liveUser(userId: string): Promise<UserRow> {
    const user = await deps.users.findById(userId);
    if (!user || user.deleted) throw new AppError('UNAUTHORIZED');
    return user;
  }

  return {
    /** Whether a deleted account had this CPF. */
    isDeletedCpf: (cpf: string) => deps.repository.isDeletedCpf(cpfHash(cpf)),
    clearDeletedCpf: (cpf: string) => deps.repository.clearDeletedCpf(cpfHash(cpf)),

    /** For a customer without a PIN: a code to the registered phone. */
    async sendCode(
      userId: string,
      body: AccountDeletionCodeBody,
      ip: string,
    ): Promise<AccountDeletionCodeResult> {
      const user = await liveUser(userId);
      if (!user.phoneNumber) throw new AppError('USER_PHONE_NOT_FOUND');
      const sent = await deps.phoneCodes.send({
        purpose: PURPOSE,
        intentionId: user.id,
        phoneNumber: user.phoneNumber,
        deviceUuid: body.deviceUUID,
        ip,
        channel: body.call ? 'voice' : 'sms',
        language: user.language,
      });
      return {
        ...phoneHint(user.phoneNumber),
        resendAfterSeconds: sent.resendAfterSeconds,
      };
    },

    /** The PIN (or the code), then the deletion. */
    async deleteAccount(userId: string, body: AccountDeletionBody): Promise<{ ok: true }> {
      const user = await liveUser(userId);
      if (user.pinHash) {
        if (body.pin === undefined) throw new AppError('INVALID_USER_PIN_FORMAT');
        await deps.pins.check(user.id, body.pin);
      } else {
        if (body.otp === undefined) throw new AppError('PHONE_OTP_TOKEN_INVALID');
        await deps.phoneCodes.verify({ purpose: PURPOSE, intentionId: user.id, code: body.otp });
      }
      await deps.forgetCards(user.id);
      const deleted = await deps.repository.deleteAccount(
        user.id,
        cpfHash(user.cpf ?? ''),
        deps.clock.now(),
      );
      if (!deleted) throw new AppError('UNAUTHORIZED');
      return { ok: true };
    },
  };
}
export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
