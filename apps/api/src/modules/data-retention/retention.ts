// Personal data kept no longer than its use (issue 30, README "Personal data
// retention"): the working copies other modules hold while a flow runs, once
// the flow has ended or expired. Each module deletes its own rows; this runs
// them together, hourly, on every instance (the deletes are idempotent).
import type { EmailTokensRepository } from '../email/token-repository';
import type { EntranceRepository } from '../entrance/repository';
import type { LoginMissesRepository } from '../entrance/login-misses';
import type { PhoneCodesRepository } from '../phone-codes/repository';

/** Every one-time-code cap looks back one hour; a day keeps room for an inquiry. */
export const PHONE_CODES_KEPT_MS = 24 * 60 * 60 * 1000;

/** The sign-in misses count one hour back (decision 078); a day, as the codes. */
export const LOGIN_MISSES_KEPT_MS = 24 * 60 * 60 * 1000;

export interface DataRetentionDeps {
  entrance: Pick<EntranceRepository, 'deleteExpiredIntentions'>;
  phoneCodes: Pick<PhoneCodesRepository, 'deleteSentBefore'>;
  emailTokens: Pick<EmailTokensRepository, 'deleteExpired'>;
  loginMisses: Pick<LoginMissesRepository, 'deleteBefore'>;
}

export interface RetentionRun {
  registerIntentions: number;
  loginIntentions: number;
  phoneCodes: number;
  emailTokens: number;
  loginMisses: number;
}

export function createDataRetention(deps: DataRetentionDeps) {
  return {
    /** Deletes what has outlived its use at `now`; what it deleted, by kind. */
    async purge(now: Date): Promise<RetentionRun> {
      const intentions = await deps.entrance.deleteExpiredIntentions(now);
      return {
        registerIntentions: intentions.register,
        loginIntentions: intentions.login,
        phoneCodes: await deps.phoneCodes.deleteSentBefore(
          new Date(now.getTime() - PHONE_CODES_KEPT_MS),
        ),
        emailTokens: await deps.emailTokens.deleteExpired(now),
        loginMisses: await deps.loginMisses.deleteBefore(
          new Date(now.getTime() - LOGIN_MISSES_KEPT_MS),
        ),
      };
    },
  };
}
export type DataRetention = ReturnType<typeof createDataRetention>;
