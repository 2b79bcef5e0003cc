// Wires the face registration (registration.ts) to the database, the engine and
// a job runner that analyses queued photos in this process.
import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { createFaceSearch, type FaceSearch } from './face-search';
import { FaceJobRunner } from './job-runner';
import { createFaceRegistration, type FaceRegistration } from './registration';

declare module 'fastify' {
  interface FastifyInstance {
    faceRegistration: FaceRegistration;
    faceJobRunner: FaceJobRunner;
  }
}

export interface FaceServiceOptions {
  /** How often the runner looks for jobs queued elsewhere (default 1 s). */
  pollMs?: number;
  /** How long a claimed job is held (default 60 s). */
  leaseMs?: number;
}

export default fp<FaceServiceOptions>(
  (app, options, done) => {
    let search: Promise<FaceSearch> | null = null;
    const runner: FaceJobRunner = new FaceJobRunner({
      repository: app.faceRepository,
      process: (job, holdLease) => registration.process(job, holdLease),
      giveUp: (job) => registration.giveUp(job),
      log: app.log,
      // Photos beyond the engine's threads would only wait in its queue.
      concurrency: app.config.face.engineThreads ?? Math.min(4, availableParallelism()),
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    });
    const registration = createFaceRegistration({
      repository: app.faceRepository,
      users: app.usersRepository,
      engine: app.faceEngine,
      search: () => (search ??= createFaceSearch(app.faceRepository)),
      imageKey: app.config.face.imageKey,
      now: () => app.clock.now(),
      wake: () => runner.wake(),
    });
    app.decorate('faceRegistration', registration);
    app.decorate('faceJobRunner', runner);
    app.addHook('onReady', (hookDone) => {
      runner.start();
      hookDone();
    });
    // The caller closes the database after app.close(): jobs in progress end first.
    app.addHook('onClose', () => runner.stop());
    done();
  },
  {
    name: 'face-service',
    dependencies: ['face-repository', 'users-repository', 'face-engine', 'clock'],
  },
);
