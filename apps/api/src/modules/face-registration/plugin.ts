// The face-registration module: the intention, job, consent and SDK session
// repositories, the registration (registration.ts) with a job runner that
// analyses queued photos in this process, the native SDK sessions
// (sdk-sessions.ts), and the service behind the routes, on the app; its routes
// under the API prefix. Faces are saved to and searched in face-search, a
// replacement needs face-step-up's grant, and face-review's notices tell the owner.
import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { createAnalysisSignal } from './analysis-signal';
import {
  type BiometricConsentRepository,
  createBiometricConsentRepository,
} from './consent-repository';
import {
  type FaceIntentionRepository,
  createFaceIntentionRepository,
} from './intention-repository';
import { type FaceJobRepository, type FaceJobRow, createFaceJobRepository } from './job-repository';
import { LeaseRunner } from '../../jobs/lease-runner';
import { createFaceRegistration, type FaceRegistration } from './registration';
import faceRoutes from './routes';
import {
  type FaceSdkSessionRepository,
  createFaceSdkSessionRepository,
} from './sdk-session-repository';
import { createFaceSdkSessions, type FaceSdkSessions } from './sdk-sessions';
import { type FaceService, createFaceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    faceIntentionRepository: FaceIntentionRepository;
    faceJobRepository: FaceJobRepository;
    faceSdkSessionRepository: FaceSdkSessionRepository;
    faceRegistration: FaceRegistration;
    faceSdkSessions: FaceSdkSessions;
    biometricConsentRepository: BiometricConsentRepository;
    faceJobRunner: LeaseRunner<FaceJobRow>;
    faceService: FaceService;
  }
}

export interface FaceRegistrationPluginOptions {
  /** How often the runner looks for jobs queued elsewhere (default 1 s). */
  pollMs?: number;
  /** How long a claimed job is held without a heartbeat (default 6 s). */
  leaseMs?: number;
  /** How often a running job's lease is renewed (default a quarter of the lease). */
  heartbeatMs?: number;
  /** How long a poll waits for a running analysis (default service.ts POLL_WAIT_MS). */
  pollWaitMs?: number;
}

export default fp<FaceRegistrationPluginOptions>(
  async (app, options) => {
    const intentions = createFaceIntentionRepository(app.db);
    const jobs = createFaceJobRepository(app.db);
    const sdkSessionRepository = createFaceSdkSessionRepository(app.db);
    const sdkSessions = createFaceSdkSessions({
      repository: sdkSessionRepository,
      clock: app.clock,
    });
    const consents = createBiometricConsentRepository(app.db);
    const analyses = createAnalysisSignal();
    const runner = new LeaseRunner<FaceJobRow>({
      label: 'face job',
      repository: jobs,
      process: (job, holdLease) => registration.process(job, holdLease),
      giveUp: (job) => registration.giveUp(job),
      // The calls waiting for the registration look at it at once.
      ended: (job) => analyses.ended(job.intentionId),
      log: app.log,
      // Photos beyond the engine's threads would only wait in its queue.
      concurrency: app.config.face.engineThreads ?? Math.min(4, availableParallelism()),
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    });
    const registration = createFaceRegistration({
      intentions,
      templates: app.faceTemplateRepository,
      users: app.usersRepository,
      engine: app.faceEngine,
      search: app.faceSearch,
      imageKey: app.config.face.imageKey,
      now: () => app.clock.now(),
      jobs: runner,
      stepUps: app.faceStepUps,
      challenges: app.faceChallenges,
      // The replay guard registers after this module (it sits beside the
      // terminal payments it was made for): asked only once captures arrive,
      // so it is not among the dependencies below.
      replays: {
        fingerprints: (images) => app.faceReplayGuard.fingerprints(images),
        replayed: (...capture) => app.faceReplayGuard.replayed(...capture),
      },
      consents,
      notices: app.faceNotices,
    });
    app.decorate('faceIntentionRepository', intentions);
    app.decorate('faceJobRepository', jobs);
    app.decorate('faceSdkSessionRepository', sdkSessionRepository);
    app.decorate('faceRegistration', registration);
    app.decorate('faceSdkSessions', sdkSessions);
    app.decorate('biometricConsentRepository', consents);
    app.decorate('faceJobRunner', runner);
    app.decorate(
      'faceService',
      createFaceService({
        registration,
        intentions,
        sdkSessions,
        analyses,
        ...(options.pollWaitMs !== undefined ? { pollWaitMs: options.pollWaitMs } : {}),
      }),
    );
    app.addHook('onReady', (hookDone) => {
      runner.start();
      hookDone();
    });
    // The caller closes the database after app.close(): jobs in progress end
    // first, or are handed back to the queue halfway through the shutdown's time.
    app.addHook('onClose', async () => {
      await runner.stop(app.config.shutdownTimeoutMs / 2);
    });
    await app.register(faceRoutes, { prefix: apiBase });
  },
  {
    name: 'face-registration',
    dependencies: [
      'db',
      'clock',
      'face-engine',
      'auth',
      'user',
      'legal',
      'face-search',
      'face-step-up',
      'face-review',
      'face-challenge',
    ],
  },
);
