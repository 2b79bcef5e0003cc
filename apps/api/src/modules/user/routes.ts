// user/profile: the signed-in user's profile (GET), e-mail update (PUT) and
// e-mail update with a confirmation link (PUT user/profile/email).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { AppError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint-route';
import { openProfilePictures, toUserProfile } from './profile';
import type { UserRow } from './repository';

const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  /** A token for an account that no longer exists is a session that no longer exists. */
  const sessionUser = async (userId: string): Promise<UserRow> => {
    const user = await app.usersRepository.findById(userId);
    if (!user || user.deleted) throw new AppError('UNAUTHORIZED');
    return user;
  };
  /** The profile with the face crops, read from the sealed enrolment. */
  const profileOf = async (user: UserRow) => {
    const sealed = await app.faceRepository.sealedProfilePictures(user.id);
    return toUserProfile(
      user,
      sealed ? openProfilePictures(app.config.face.imageKey, sealed) : null,
    );
  };

  registerEndpoint(app, endpoints.userProfile, {}, async ({ userId }) =>
    profileOf(await sessionUser(userId)),
  );

  registerEndpoint(app, endpoints.updateProfile, {}, async ({ body, userId }) => {
    const user = await sessionUser(userId);
    if (user.email === body.email) return profileOf(user);
    const updated = await app.usersRepository.updateEmail(user.id, body.email);
    if (!updated) throw new AppError('UNAUTHORIZED');
    return profileOf(updated);
  });

  registerEndpoint(
    app,
    endpoints.updateEmail,
    // Each call may send an e-mail: limited like the entrance calls.
    { rateLimit: { max: app.config.entranceRateLimitMax, timeWindow: '1 minute' } },
    async ({ body, userId }) => {
      const { email, confirmationURL } = body;
      // The link must lead back to this app, or the mail could send the token anywhere.
      const linkBase = app.emailConfirmation.linkBaseFrom(confirmationURL);
      if (!linkBase) {
        throw new AppError('VALIDATION_ERROR', {
          fields: [{ path: 'confirmationURL', code: 'VALIDATION_ERROR', issue: 'origin' }],
        });
      }
      const user = await sessionUser(userId);
      if (user.email === email && user.emailValidated) return profileOf(user);
      const updated = await app.usersRepository.updateEmail(user.id, email);
      if (!updated) throw new AppError('UNAUTHORIZED');
      await app.emailConfirmation.sendLink(updated, linkBase);
      return profileOf(updated);
    },
  );
  done();
};

export default userRoutes;
