// The face-replay module (decision 063): the guard terminal payments ask
// whether a capture was sent before, and the hourly purge of old fingerprints.
import fp from 'fastify-plugin';
import { runWhileUp } from '../../periodic-task';
import { createFaceReplayRepository } from './repository';
import { type FaceReplayGuard, createFaceReplayGuard } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    faceReplayGuard: FaceReplayGuard;
  }
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

export default fp(
  (app, _options, done) => {
    const log = app.log.child({ module: 'face-replay' });
    const guard = createFaceReplayGuard({
      repository: createFaceReplayRepository(app.db),
      clock: app.clock,
      replayed: (scope) => app.metrics.captureReplayed(scope),
    });
    app.decorate('faceReplayGuard', guard);
    runWhileUp(
      app,
      'capture fingerprint purge',
      async () => {
        const forgotten = await guard.purge();
        if (forgotten > 0) log.info({ forgotten }, 'capture fingerprints forgotten');
      },
      { intervalMs: PURGE_EVERY_MS, log },
    );
    done();
  },
  { name: 'face-replay', dependencies: ['db', 'clock', 'metrics'] },
);
