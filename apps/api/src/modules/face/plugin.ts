// The face module: the intention, job, template and SDK session repositories,
// the registration (registration.ts) with a job runner that analyses queued
// photos in this process, the native SDK sessions (sdk-sessions.ts), the
// step-ups before a face is replaced (step-ups.ts), the retention purge of
// faces no longer in use (retention.ts), and the
// service behind the routes, on the app; its routes under the API prefix.
import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { createFaceSearch, type FaceSearch } from './face-search';
import {
  type FaceIntentionRepository,
  createFaceIntentionRepository,
} from './intention-repository';
import { type FaceJobRepository, createFaceJobRepository } from './job-repository';
import {
  type BiometricConsentRepository,
  createBiometricConsentRepository,
} from './consent-repository';
import { FaceJobRunner } from './job-runner';
import { createFaceNotices } from './notices';
import { createFaceRegistration, type FaceRegistration } from './registration';
import { createBiometricRetention, scheduleRetention } from './retention';
import faceRoutes from './routes';
import {
  type FaceSdkSessionRepository,
  createFaceSdkSessionRepository,
} from './sdk-session-repository';
import { createFaceSdkSessions, type FaceSdkSessions } from './sdk-sessions';
import { type FaceService, createFaceService } from './service';
import { type FaceStepUpRepository, createFaceStepUpRepository } from './step-up-repository';
import { type FaceStepUps, createFaceStepUps } from './step-ups';
import { type FaceTemplateRepository, createFaceTemplateRepository } from './template-repository';

declare module 'fastify' {
  interface FastifyInstance {
    faceIntentionRepository: FaceIntentionRepository;
    faceJobRepository: FaceJobRepository;
    faceTemplateRepository: FaceTemplateRepository;
    faceSdkSessionRepository: FaceSdkSessionRepository;
    faceRegistration: FaceRegistration;
    faceSdkSessions: FaceSdkSessions;
    faceStepUpRepository: FaceStepUpRepository;
    faceStepUps: FaceStepUps;
    biometricConsentRepository: BiometricConsentRepository;
    faceJobRunner: FaceJobRunner;
    faceService: FaceService;
    /** The 1:N search over enrolled faces, made on first use (one per app: it may hold an index). */
    faceSearch: () => Promise<FaceSearch>;
  }
}

export interface FacePluginOptions {
  /** How often the runner looks for jobs queued elsewhere (default 1 s). */
  pollMs?: number;
  /** How long a claimed job is held without a heartbeat (default 6 s). */
  leaseMs?: number;
  /** How often a running job's lease is renewed (default a quarter of the lease). */
  heartbeatMs?: number;
}

export default fp<FacePluginOptions>(
  async (app, options) => {
    const intentions = createFaceIntentionRepository(app.db);
    const jobs = createFaceJobRepository(app.db);
    const templates = createFaceTemplateRepository(app.db);
    const sdkSessionRepository = createFaceSdkSessionRepository(app.db);
    const sdkSessions = createFaceSdkSessions({
      repository: sdkSessionRepository,
      clock: app.clock,
    });
    const consents = createBiometricConsentRepository(app.db);
    const stepUpRepository = createFaceStepUpRepository(app.db);
    const stepUps = createFaceStepUps({
      repository: stepUpRepository,
      users: app.usersRepository,
      pins: app.pins,
      phoneCodes: app.phoneCodes,
      // Built below; asked only once requests arrive.
      replacesFace: (userId) => registration.replacesFace(userId),
      clock: app.clock,
    });
    let search: Promise<FaceSearch> | null = null;
    const indexThreads = app.config.face.indexThreads;
    const faceSearch = () =>
      (search ??= createFaceSearch(
        templates,
        indexThreads === null ? {} : { helpers: indexThreads },
      ));
    const runner: FaceJobRunner = new FaceJobRunner({
      repository: jobs,
      process: (job, holdLease) => registration.process(job, holdLease),
      giveUp: (job) => registration.giveUp(job),
      log: app.log,
      // Photos beyond the engine's threads would only wait in its queue.
      concurrency: app.config.face.engineThreads ?? Math.min(4, availableParallelism()),
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    });
    const registration = createFaceRegistration({
      intentions,
      templates,
      users: app.usersRepository,
      engine: app.faceEngine,
      search: faceSearch,
      imageKey: app.config.face.imageKey,
      now: () => app.clock.now(),
      wake: () => runner.wake(),
      stepUps,
      consents,
      notices: createFaceNotices({
        users: app.usersRepository,
        sms: app.messaging.sms,
        log: app.log,
      }),
    });
    app.decorate('faceIntentionRepository', intentions);
    app.decorate('faceJobRepository', jobs);
    app.decorate('faceTemplateRepository', templates);
    app.decorate('faceSdkSessionRepository', sdkSessionRepository);
    app.decorate('faceRegistration', registration);
    app.decorate('faceSdkSessions', sdkSessions);
    app.decorate('faceStepUpRepository', stepUpRepository);
    app.decorate('faceStepUps', stepUps);
    app.decorate('biometricConsentRepository', consents);
    app.decorate('faceJobRunner', runner);
    app.decorate('faceSearch', faceSearch);
    app.decorate('faceService', createFaceService({ registration, intentions, sdkSessions }));
    const retention = createBiometricRetention(app.db);
    let retentionSchedule: ReturnType<typeof scheduleRetention> | null = null;
    app.addHook('onReady', (hookDone) => {
      runner.start();
      retentionSchedule = scheduleRetention(retention, {
        now: () => app.clock.now(),
        log: app.log,
      });
      hookDone();
    });
    // The caller closes the database after app.close(): jobs in progress end
    // first, or are handed back to the queue halfway through the shutdown's time.
    app.addHook('onClose', async () => {
      await Promise.all([runner.stop(app.config.shutdownTimeoutMs / 2), retentionSchedule?.stop()]);
      // The index's scan threads (a search still answers after this, on one thread).
      (await search?.catch(() => null))?.close();
    });
    await app.register(faceRoutes, { prefix: apiBase });
  },
  {
    name: 'face',
    dependencies: [
      'db',
      'clock',
      'messaging',
      'face-engine',
      'auth',
      'user',
      'phone-codes',
      'legal',
    ],
  },
);
