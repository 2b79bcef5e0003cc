// The phone-codes module: one-time codes by SMS or voice call (phone-codes.ts)
// for every flow that proves the phone (sign-in, registration, the face step-up,
// account deletion), with their repository, on the app. No routes of its own.
import fp from 'fastify-plugin';
import { type PhoneCodes, codeHashKey, createPhoneCodes } from './phone-codes';
import { type PhoneCodesRepository, createPhoneCodesRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    phoneCodesRepository: PhoneCodesRepository;
    phoneCodes: PhoneCodes;
  }
}

export default fp(
  (app, _options, done) => {
    const repository = createPhoneCodesRepository(app.db);
    app.decorate('phoneCodesRepository', repository);
    app.decorate(
      'phoneCodes',
      createPhoneCodes({
        repository,
        messaging: app.messaging,
        clock: app.clock,
        hashKey: codeHashKey(app.config.jwt.secret),
        resendAfterSeconds: app.config.otpResendAfterSeconds,
        // config.sandbox is null outside STAGE=sandbox, so the secret works nowhere else.
        sandboxSecret: app.config.sandbox?.otpSecret ?? null,
        busyNetworkPerHour: app.config.otpBusyNetworkPerHour,
      }),
    );
    done();
  },
  { name: 'phone-codes', dependencies: ['db', 'clock', 'messaging'] },
);
