// The face-retention module: the purge of biometric data no longer in use
// (retention.ts, decision 029), run on every instance once the app is ready
// and stopped when it closes.
import fp from 'fastify-plugin';
import { createBiometricRetention, scheduleRetention } from './retention';

export default fp(
  (app, _options, done) => {
    const retention = createBiometricRetention(app.db);
    let schedule: ReturnType<typeof scheduleRetention> | null = null;
    app.addHook('onReady', (hookDone) => {
      schedule = scheduleRetention(retention, { now: () => app.clock.now(), log: app.log });
      hookDone();
    });
    app.addHook('onClose', async () => {
      await schedule?.stop();
    });
    done();
  },
  { name: 'face-retention', dependencies: ['db', 'clock'] },
);
