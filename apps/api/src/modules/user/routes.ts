// user/profile: the signed-in user's profile (GET), e-mail update (PUT) and
// e-mail update with a confirmation link (PUT user/profile/email).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@rosto/contract/api-paths';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import {
  updateEmailBodySchema,
  updateEmailResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  userProfileResponseSchema,
} from '@rosto/contract/schemas/user';
import { AppError } from '../../errors';
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
  const signedIn = { onRequest: app.authenticate } as const;
  const tags = ['user'];
  const security = [{ bearerAuth: [] }];

  app.get(
    `/${apiPaths.userProfile}`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The signed-in user's profile",
        security,
        response: { 200: userProfileResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await profileOf(await sessionUser(request.user.sub)) }),
  );

  app.put(
    `/${apiPaths.userProfile}`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change the e-mail (not validated until its link is opened); no link is sent',
        security,
        body: updateProfileBodySchema,
        response: { 200: updateProfileResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await sessionUser(request.user.sub);
      if (user.email === request.body.email) return { data: await profileOf(user) };
      const updated = await app.usersRepository.updateEmail(user.id, request.body.email);
      if (!updated) throw new AppError('UNAUTHORIZED');
      return { data: await profileOf(updated) };
    },
  );

  app.put(
    `/${apiPaths.userProfileEmail}`,
    {
      ...signedIn,
      // Each call may send an e-mail: limited like the entrance calls.
      config: { rateLimit: { max: app.config.entranceRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Change the e-mail and send a confirmation link to it',
        security,
        body: updateEmailBodySchema,
        response: {
          200: updateEmailResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { email, confirmationURL } = request.body;
      // The link must lead back to this app, or the mail could send the token anywhere.
      const linkBase = app.emailConfirmation.linkBaseFrom(confirmationURL);
      if (!linkBase) {
        throw new AppError('VALIDATION_ERROR', {
          fields: [{ path: 'confirmationURL', code: 'VALIDATION_ERROR', issue: 'origin' }],
        });
      }
      const user = await sessionUser(request.user.sub);
      if (user.email === email && user.emailValidated) return { data: await profileOf(user) };
      const updated = await app.usersRepository.updateEmail(user.id, email);
      if (!updated) throw new AppError('UNAUTHORIZED');
      await app.emailConfirmation.sendLink(updated, linkBase);
      return { data: await profileOf(updated) };
    },
  );
  done();
};

export default userRoutes;
