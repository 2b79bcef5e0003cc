// The signed-in user's profile (account.md §3): reading it with the face crops,
// changing the e-mail, with or without a confirmation link, the PIN (verify,
// change, reset: pin.ts), and ending sessions. A PIN or e-mail change ends the
// user's other sessions (issue 9): whoever holds another phone must sign in again.
import type {
  ChangePinBody,
  UpdateEmailBody,
  UpdateLanguageBody,
  UpdateProfileBody,
  UserProfile,
} from '@rosto/contract/schemas/user';
import type { UserDataExport } from '@rosto/contract/schemas/user';
import { AppError } from '../../errors';
import type { EmailConfirmation } from './email-confirmation';
import { type ProfileBuilder, openProfilePictures } from './profile';
import type { ProfilePictureRepository } from './profile-picture-repository';
import type { Clock } from '../../plugins/clock';
import { exportUserData } from './data-export';
import type { ExportRepository } from './export-repository';
import type { Pins } from './pin';
import type { UserRow, UsersRepository } from './repository';
import type { Sessions } from './sessions';

export interface UserDeps {
  users: Pick<UsersRepository, 'findById' | 'updateEmail' | 'setLanguage'>;
  profilePictures: Pick<ProfilePictureRepository, 'sealedProfilePictures'>;
  emailConfirmation: Pick<EmailConfirmation, 'linkBaseFrom' | 'sendLink'>;
  sessions: Pick<Sessions, 'end' | 'endAll'>;
  pins: Pick<Pins, 'check' | 'change' | 'reset'>;
  exports: ExportRepository;
  clock: Clock;
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

  /**
   * Sets the e-mail (a changed address is no longer validated; the session's
   * user must still exist) and ends the user's other sessions.
   */
  const changeEmail = async (user: UserRow, email: string, sessionId: string): Promise<UserRow> => {
    const updated = await deps.users.updateEmail(user.id, email);
    if (!updated) throw new AppError('UNAUTHORIZED');
    await deps.sessions.endAll(user.id, sessionId);
    return updated;
  };

  const ok = { ok: true } as const;

  return {
    async profile(userId: string): Promise<UserProfile> {
      return profileOf(await sessionUser(userId));
    },

    async updateProfile(
      userId: string,
      sessionId: string,
      body: UpdateProfileBody,
    ): Promise<UserProfile> {
      const user = await sessionUser(userId);
      if (user.email === body.email) return profileOf(user);
      return profileOf(await changeEmail(user, body.email, sessionId));
    },

    /**
     * The new address gets a link leading back to `confirmationURL`, which must
     * be the app at `linkOrigin` (http/link-origin.ts).
     */
    async updateEmail(
      userId: string,
      sessionId: string,
      body: UpdateEmailBody,
      linkOrigin?: string,
    ): Promise<UserProfile> {
      const { email, confirmationURL } = body;
      // The link must lead back to this app, or the mail could send the token anywhere.
      const linkBase = deps.emailConfirmation.linkBaseFrom(confirmationURL, linkOrigin);
      if (!linkBase) {
        throw new AppError('VALIDATION_ERROR', {
          fields: [{ path: 'confirmationURL', code: 'VALIDATION_ERROR', issue: 'origin' }],
        });
      }
      const user = await sessionUser(userId);
      if (user.email === email && user.emailValidated) return profileOf(user);
      const updated = await changeEmail(user, email, sessionId);
      await deps.emailConfirmation.sendLink(updated, linkBase);
      return profileOf(updated);
    },

    /** The language of the messages sent from now on (decision 042). */
    async updateLanguage(userId: string, body: UpdateLanguageBody): Promise<UserProfile> {
      const user = await sessionUser(userId);
      if (user.language === body.language) return profileOf(user);
      const updated = await deps.users.setLanguage(user.id, body.language);
      if (!updated) throw new AppError('UNAUTHORIZED');
      return profileOf(updated);
    },

    /** Ends the session of the token the call carried; the token answers 401 from now on. */
    async logout(sessionId: string): Promise<{ ok: true }> {
      await deps.sessions.end(sessionId);
      return ok;
    },

    /** "Sair de todos os aparelhos": every session of the user, this one included. */
    async logoutEverywhere(userId: string): Promise<{ ok: true }> {
      await deps.sessions.endAll(userId);
      return ok;
    },

    async verifyPin(userId: string, pin: string): Promise<{ ok: true }> {
      await deps.pins.check(userId, pin);
      return ok;
    },

    /** The PIN changed: every other session ends. */
    async changePin(userId: string, sessionId: string, body: ChangePinBody): Promise<{ ok: true }> {
      await deps.pins.change(userId, body.currentPin, body.newPin);
      await deps.sessions.endAll(userId, sessionId);
      return ok;
    },

    /** Everything held about the user (data-export.ts). */
    async exportData(userId: string): Promise<UserDataExport> {
      return exportUserData(await sessionUser(userId), deps.exports, deps.clock, deps.buildProfile);
    },

    async resetPin(userId: string): Promise<{ ok: true }> {
      await deps.pins.reset(userId);
      return ok;
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
