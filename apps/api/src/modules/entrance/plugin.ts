// The entrance module: the intention repository and the registration and
// sign-in service on the app (the one-time codes are the phone-codes module's),
// its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type EntranceRepository, createEntranceRepository } from './repository';
import entranceRoutes from './routes';
import { type EntranceService, createEntranceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    entranceRepository: EntranceRepository;
    entranceService: EntranceService;
  }
}

export default fp(
  async (app) => {
    const entrance = createEntranceRepository(app.db, app.usersRepository);
    app.decorate('entranceRepository', entrance);
    app.decorate(
      'entranceService',
      createEntranceService({
        entrance,
        users: app.usersRepository,
        partners: app.partnersRepository,
        phoneCodes: app.phoneCodes,
        emailConfirmation: app.emailConfirmation,
        captcha: app.captcha,
        pins: app.pins,
        deletedAccounts: app.accountDeletion,
        clock: app.clock,
        buildProfile: app.buildProfile,
        reviewAccount: app.config.reviewAccount,
        knownDevice: (userId, deviceUuid) =>
          app.sessionRepository.heldSessionOn(userId, deviceUuid),
        startSession: (userId, deviceUuid) => app.sessions.start(userId, deviceUuid),
        log: app.log,
      }),
    );
    await app.register(entranceRoutes, { prefix: apiBase });
  },
  {
    name: 'entrance',
    dependencies: [
      'db',
      'clock',
      'messaging',
      'captcha',
      'auth',
      'user',
      'sessions',
      'email',
      'pin',
      'account-rights',
      'partners',
      'phone-codes',
    ],
  },
);
