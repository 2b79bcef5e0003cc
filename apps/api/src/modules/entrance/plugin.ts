// The entrance module: the intention repository and the registration and
// sign-in service on the app (the one-time codes are the phone-codes module's),
// its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type EntranceRepository, createEntranceRepository } from './repository';
import { codeHashKey } from '../phone-codes/phone-codes';
import {
  type LoginMissesRepository,
  createLoginMisses,
  createLoginMissesRepository,
} from './login-misses';
import entranceRoutes from './routes';
import { type EntranceService, createEntranceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    entranceRepository: EntranceRepository;
    loginMissesRepository: LoginMissesRepository;
    entranceService: EntranceService;
  }
}

export default fp(
  async (app) => {
    const entrance = createEntranceRepository(app.db, app.usersRepository);
    app.decorate('entranceRepository', entrance);
    const loginMissesRepository = createLoginMissesRepository(app.db);
    app.decorate('loginMissesRepository', loginMissesRepository);
    const loginMisses = createLoginMisses({
      repository: loginMissesRepository,
      hashKey: codeHashKey(app.config.jwt.secret),
      perHour: app.config.loginUnknownCpfPerHour,
      perNetwork: app.config.loginUnknownCpfPerNetwork,
      onBudgetSpent: (misses) =>
        app.log.warn(
          { misses },
          "the hour's budget of unknown CPFs at sign-in is spent: every sign-in asks for the captcha (decision 078)",
        ),
    });
    app.decorate(
      'entranceService',
      createEntranceService({
        entrance,
        users: app.usersRepository,
        partners: app.partnersRepository,
        phoneCodes: app.phoneCodes,
        emailConfirmation: app.emailConfirmation,
        captcha: app.captcha,
        cpfBureau: app.cpfBureau,
        pins: app.pins,
        deletedAccounts: app.accountDeletion,
        clock: app.clock,
        buildProfile: app.buildProfile,
        reviewAccount: app.config.reviewAccount,
        knownDevice: (userId, deviceUuid) =>
          app.sessionRepository.heldSessionOn(userId, deviceUuid),
        startSession: (userId, deviceUuid) => app.sessions.start(userId, deviceUuid),
        loginMisses,
        metrics: app.metrics,
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
      'metrics',
      'messaging',
      'captcha',
      'cpf-bureau',
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
