// "Download my data" for the signed-in customer (LGPD art. 18, issue 9): the
// customer's row, then everything held about them (data-export.ts).
import type { UserDataExport } from '@rosto/contract/schemas/user';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { ProfileBuilder } from '../user/profile';
import type { UsersRepository } from '../user/repository';
import { exportUserData } from './data-export';
import type { ExportRepository } from './export-repository';

export interface AccountRightsDeps {
  users: Pick<UsersRepository, 'findById'>;
  exports: ExportRepository;
  clock: Clock;
  buildProfile: ProfileBuilder;
}

export function createAccountRightsService(deps: AccountRightsDeps) {
  return {
    /** Everything held about the user (data-export.ts). */
    async exportData(userId: string): Promise<UserDataExport> {
      const user = await deps.users.findById(userId);
      // A token for an account that no longer exists is a session that no longer exists.
      if (!user || user.deleted) throw new AppError('UNAUTHORIZED');
      return exportUserData(user, deps.exports, deps.clock, deps.buildProfile);
    },
  };
}
export type AccountRightsService = ReturnType<typeof createAccountRightsService>;
