// The user module: the users repository (the users table, which other modules
// reach through this decorator), the profile picture repository, the profile
// builder and the profile service on the app, its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type ProfileBuilder, createProfileBuilder } from './profile';
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
    profilePictureRepository: ProfilePictureRepository;
    /** The profile answer of every call that returns one (features included: decision 026). */
    buildProfile: ProfileBuilder;
    userService: UserService;
  }
}

export default fp(
  async (app) => {
    const users = createUsersRepository(app.db);
    const profilePictures = createProfilePictureRepository(app.db);
    const buildProfile = createProfileBuilder({ reviewAccount: app.config.reviewAccount });
    app.decorate('usersRepository', users);
    app.decorate('profilePictureRepository', profilePictures);
    app.decorate('buildProfile', buildProfile);
    app.decorate(
      'userService',
      createUserService({
        users,
        profilePictures,
        imageKey: app.config.face.imageKey,
        buildProfile,
      }),
    );
    await app.register(userRoutes, { prefix: apiBase });
  },
  { name: 'user', dependencies: ['db', 'auth'] },
);
