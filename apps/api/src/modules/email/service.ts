// Changing the signed-in customer's e-mail (docs/spec/account-checklist.md §3), with or without a
// confirmation link (email-confirmation.ts). A change ends the customer's other
// sessions (issue 9): whoever holds another phone must sign in again.
import type { UpdateEmailBody, UpdateProfileBody, UserProfile } from '@rosto/contract/schemas/user';
import { AppError } from '../../errors';
import type { Sessions } from '../sessions/service';
import type { UserRow, UsersRepository } from '../user/repository';
import type { EmailConfirmation } from './email-confirmation';

export interface EmailServiceDeps {
  users: Pick<UsersRepository, 'findById' | 'updateEmail'>;
  emailConfirmation: Pick<EmailConfirmation, 'linkBaseFrom' | 'sendLink'>;
  sessions: Pick<Sessions, 'endAll'>;
  /** The profile answer with the face crops (the user module's). */
  profileOf: (user: UserRow) => Promise<UserProfile>;
}

export function createEmailService(deps: EmailServiceDeps) {
  const { profileOf } = deps;

  /** A token for an account that no longer exists is a session that no longer exists. */
  const sessionUser = async (userId: string): Promise<UserRow> => {
    const user = await deps.users.findById(userId);
    if (!user || user.deleted) throw new AppError('UNAUTHORIZED');
    return user;
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

  return {
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
  };
}
export type EmailService = ReturnType<typeof createEmailService>;
