// The data-retention module: the hourly purge of personal data past its use
// (retention.ts), run on every instance while it is up.
import fp from 'fastify-plugin';
import { runWhileUp } from '../../periodic-task';
import { type DataRetention, createDataRetention } from './retention';

const PURGE_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    dataRetention: DataRetention;
  }
}

export default fp(
  (app, _options, done) => {
    const retention = createDataRetention({
      entrance: app.entranceRepository,
      phoneCodes: app.phoneCodesRepository,
      emailTokens: app.emailTokensRepository,
      loginMisses: app.loginMissesRepository,
    });
    app.decorate('dataRetention', retention);
    runWhileUp(
      app,
      'personal data purge',
      async () => {
        const deleted = await retention.purge(app.clock.now());
        if (Object.values(deleted).some((count) => count > 0)) {
          app.log.info(deleted, 'personal data past its use deleted');
        }
      },
      { intervalMs: PURGE_EVERY_MS, log: app.log },
    );
    done();
  },
  { name: 'data-retention', dependencies: ['db', 'clock', 'entrance', 'phone-codes', 'email'] },
);
