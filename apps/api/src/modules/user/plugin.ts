// The user module: the users, e-mail token and profile picture repositories,
// the e-mail confirmation and the profile service on the app, its routes under
// the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type EmailConfirmation, createEmailConfirmation } from './email-confirmation';
import { type EmailTokensRepository, createEmailTokensRepository } from './email-token-repository';
import {
  type ProfilePictureRepository,
  createProfilePictureRepository,
} from './profile-picture-repository';
import { type UsersRepository, createUsersRepository } from './repository';
import userRoutes from './routes';
import { type UserService, createUserService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    emailTokensRepository: EmailTokensRepository;
    profilePictureRepository: ProfilePictureRepository;
    emailConfirmation: EmailConfirmation;
    userService: UserService;
  }
}

export default fp(
  async (app) => {
    const users = createUsersRepository(app.db);
    const tokens = createEmailTokensRepository(app.db);
    const profilePictures = createProfilePictureRepository(app.db);
    const emailConfirmation = createEmailConfirmation({
      tokens,
      users,
      mail: app.messaging.mail,
      clock: app.clock,
      publicUrl: app.config.publicUrl,
    });
    app.decorate('usersRepository', users);
    app.decorate('emailTokensRepository', tokens);
    app.decorate('profilePictureRepository', profilePictures);
    app.decorate('emailConfirmation', emailConfirmation);
    app.decorate(
      'userService',
      createUserService({
        users,
        profilePictures,
        emailConfirmation,
        imageKey: app.config.face.imageKey,
      }),
    );
    await app.register(userRoutes, { prefix: apiBase });
  },
  { name: 'user', dependencies: ['db', 'clock', 'messaging', 'auth'] },
);
