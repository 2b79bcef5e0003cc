// The signed-in user's profile (docs/spec/account-checklist.md §3): reading it with the face crops,
// and the language of the messages sent to them (decision 042).
import type { UpdateLanguageBody, UserProfile } from '@rosto/contract/schemas/user';
import { AppError } from '../../errors';
import { type ProfileBuilder, openProfilePictures } from './profile';
import type { ProfilePictureRepository } from './profile-picture-repository';
import type { UserRow, UsersRepository } from './repository';

export interface UserDeps {
  users: Pick<UsersRepository, 'findById' | 'setLanguage'>;
  profilePictures: Pick<ProfilePictureRepository, 'sealedProfilePictures'>;
  /** FACE_IMAGE_KEY, which opens the sealed face crops. */
  imageKey: Buffer;
  buildProfile: ProfileBuilder;
}

export function createUserService(deps: UserDeps) {
  /** A token for an account that no longer exists is a session that no longer exists. */
  const sessionUser = async (userId: string): Promise<UserRow> => {
    const user = await deps.users.findById(userId);
    if (!user || user.deleted) throw new AppError('UNAUTHORIZED');
    return user;
  };

  /** The profile with the face crops, read from the sealed enrolment. */
  const profileOf = async (user: UserRow): Promise<UserProfile> => {
    const sealed = await deps.profilePictures.sealedProfilePictures(user.id);
    return deps.buildProfile(user, sealed ? openProfilePictures(deps.imageKey, sealed) : null);
  };

  return {
    profileOf,

    async profile(userId: string): Promise<UserProfile> {
      return profileOf(await sessionUser(userId));
    },

    /** The language of the messages sent from now on (decision 042). */
    async updateLanguage(userId: string, body: UpdateLanguageBody): Promise<UserProfile> {
      const user = await sessionUser(userId);
      if (user.language === body.language) return profileOf(user);
      const updated = await deps.users.setLanguage(user.id, body.language);
      if (!updated) throw new AppError('UNAUTHORIZED');
      return profileOf(updated);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
