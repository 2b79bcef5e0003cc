// The entrance module: the intention and phone-code repositories, the one-time
// codes and the registration and sign-in service on the app, its routes under
// the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type PhoneCodesRepository, createPhoneCodesRepository } from './phone-code-repository';
import { type PhoneCodes, codeHashKey, createPhoneCodes } from './phone-codes';
import { type EntranceRepository, createEntranceRepository } from './repository';
import entranceRoutes from './routes';
import { type EntranceService, createEntranceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    entranceRepository: EntranceRepository;
    phoneCodesRepository: PhoneCodesRepository;
    phoneCodes: PhoneCodes;
    entranceService: EntranceService;
  }
}

export default fp(
  async (app) => {
    const entrance = createEntranceRepository(app.db);
    const phoneCodesRepository = createPhoneCodesRepository(app.db);
    const phoneCodes = createPhoneCodes({
      repository: phoneCodesRepository,
      messaging: app.messaging,
      clock: app.clock,
      hashKey: codeHashKey(app.config.jwt.secret),
      resendAfterSeconds: app.config.otpResendAfterSeconds,
      // config.sandbox is null outside STAGE=sandbox, so the secret works nowhere else.
      sandboxSecret: app.config.sandbox?.otpSecret ?? null,
    });
    app.decorate('entranceRepository', entrance);
    app.decorate('phoneCodesRepository', phoneCodesRepository);
    app.decorate('phoneCodes', phoneCodes);
    app.decorate(
      'entranceService',
      createEntranceService({
        entrance,
        users: app.usersRepository,
        partners: app.partnersRepository,
        phoneCodes,
        emailConfirmation: app.emailConfirmation,
        captcha: app.captcha,
        pins: app.pins,
        clock: app.clock,
        startSession: (userId, deviceUuid) => app.sessions.start(userId, deviceUuid),
        log: app.log,
      }),
    );
    await app.register(entranceRoutes, { prefix: apiBase });
  },
  {
    name: 'entrance',
    dependencies: ['db', 'clock', 'messaging', 'captcha', 'auth', 'user', 'partners'],
  },
);
