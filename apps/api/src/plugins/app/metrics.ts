// Prometheus metrics (prom-client), as `app.metrics`: request rate and latency
// by route, answers by error code, the face engine's queue and analysis time,
// the face jobs' lag, the database pool, terminal payments by outcome, the
// review queues, and the process's own (memory, event loop, GC). Served at
// /metrics only when METRICS_TOKEN is set, to whoever sends it as a bearer
// token: the figures name no person, but they tell traffic and are nobody's
// business outside.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ErrorCode } from '@rosto/contract/errors';
import { type Database, queryRows } from '../../db/client';
import { sql } from 'drizzle-orm';
import { errorBody } from '../../errors';
import { bearerTokenCheck } from './auth';

/** One review queue at a scrape (the reviews module computes it, issue 26). */
export interface ReviewQueueFigures {
  /** `faces`, `cards` or `identities`. */
  queue: string;
  waiting: number;
  /** Age of the oldest waiting item; 0 when none waits. */
  oldestAgeSeconds: number;
}

export interface AppMetrics {
  registry: Registry;
  /** A catalogue code answered (any status). */
  errorAnswered(code: ErrorCode): void;
  /** One photo analysed by the face engine, in seconds. */
  faceAnalysed(seconds: number): void;
  /** A terminal payment reached a final state. */
  paymentSettled(outcome: string): void;
  /** A liveness challenge was issued, or came to this outcome (decision 062), at a payment or an enrolment. */
  livenessChallenge(site: 'payment' | 'enrolment', outcome: string): void;
  /** A reconciliation found a difference with the card gateway, of this kind. */
  reconciliationDifference(kind: string): void;
  /** A photo or frame sent before was sent again (decision 063), found in this scope. */
  captureReplayed(scope: 'terminal' | 'customer'): void;
  /** `login/start` answered for a CPF with no account (decision 078). */
  loginUnknownCpf(): void;
  /** `login/start` met CPF-enumeration friction (decision 078): refused, or the captcha asked for by device, network or the hour's budget. */
  loginFriction(kind: LoginFrictionKind): void;
  /** Photos waiting for the engine (asked at each scrape). */
  watchFaceQueue(depth: () => number): void;
  /** What waits for a person's review (asked at each scrape). */
  watchReviewQueues(read: () => Promise<ReviewQueueFigures[]>): void;
}

/** The friction `login/start` applied against CPF enumeration (decision 078). */
export type LoginFrictionKind = 'refused' | 'captcha_device' | 'captcha_network' | 'captcha_global';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface MetricsOptions {
  /** The scrape's bearer token (METRICS_TOKEN); null: no /metrics and no process metrics. */
  token: string | null;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const ANALYSIS_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10];

/** The queued face jobs and the age of the oldest, read at each scrape. */
async function faceJobLag(db: Database): Promise<{ queued: number; lagSeconds: number }> {
  const [row] = await queryRows<{ queued: string | number; lag: string | number | null }>(
    db,
    sql`select count(*) as queued,
          extract(epoch from clock_timestamp() - min(created_at)) as lag
        from face_jobs where status = 'queued'`,
  );
  return { queued: Number(row?.queued ?? 0), lagSeconds: Number(row?.lag ?? 0) };
}

export default fp<MetricsOptions>(
  (app, options, done) => {
    const registry = new Registry();
    const requests = new Histogram({
      name: 'rosto_http_request_duration_seconds',
      help: 'Time to answer a request, by route (its pattern, never the ids in it) and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'rosto_http_errors_total',
      help: 'Answers with a catalogue error code, by code',
      labelNames: ['code'] as const,
      registers: [registry],
    });
    const analyses = new Histogram({
      name: 'rosto_face_analysis_seconds',
      help: 'Time the face engine took for one photo (queue wait included)',
      buckets: ANALYSIS_BUCKETS,
      registers: [registry],
    });
    const reconciliationDifferences = new Counter({
      name: 'rosto_reconciliation_differences_total',
      help: "Differences the reconciliation found between shops' sales and the card gateway, by kind",
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    const payments = new Counter({
      name: 'rosto_terminal_payments_total',
      help: 'Terminal payments that reached a final state, by state',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });
    const replays = new Counter({
      name: 'rosto_face_replays_total',
      help: 'Terminal captures refused as sent before for another payment, by where they were seen (terminal, customer)',
      labelNames: ['scope'] as const,
      registers: [registry],
    });
    const challenges = new Counter({
      name: 'rosto_liveness_challenges_total',
      help: 'Active liveness challenges issued, and what they came to (passed, the failure, expired), at payments and enrolments',
      labelNames: ['site', 'outcome'] as const,
      registers: [registry],
    });
    const unknownCpfs = new Counter({
      name: 'rosto_login_unknown_cpf_total',
      help: 'Sign-in starts answered for a CPF with no account (an enumeration run shows here)',
      registers: [registry],
    });
    const loginFrictions = new Counter({
      name: 'rosto_login_friction_total',
      help: 'Sign-in starts refused or asked for the visible captcha against CPF enumeration, by kind',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    let faceQueue: () => number = () => 0;
    new Gauge({
      name: 'rosto_face_engine_queue_depth',
      help: 'Photos waiting for a face engine worker in this process',
      registers: [registry],
      collect() {
        this.set(faceQueue());
      },
    });
    const jobsQueued = new Gauge({
      name: 'rosto_face_jobs_queued',
      help: 'Face analyses queued in the database, for any instance',
      registers: [registry],
    });
    new Gauge({
      name: 'rosto_face_job_lag_seconds',
      help: 'Age of the oldest queued face analysis (0 when none waits)',
      registers: [registry],
      async collect() {
        try {
          const { queued, lagSeconds } = await faceJobLag(app.db);
          jobsQueued.set(queued);
          this.set(lagSeconds);
        } catch {
          // The database is down: /readyz says so; the scrape still answers.
        }
      },
    });
    new Gauge({
      name: 'rosto_db_pool_connections',
      help: 'PostgreSQL pool connections by state (none with the embedded database)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = app.database.pool;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });

    // Both review gauges are filled from one read per scrape: the first gauge
    // collected starts it, the second awaits the same promise.
    let reviewQueues: (() => Promise<ReviewQueueFigures[]>) | null = null;
    let reviewRead: Promise<ReviewQueueFigures[]> | null = null;
    const readReviewQueues = () => {
      if (!reviewQueues) return Promise.resolve([]);
      reviewRead ??= reviewQueues().finally(() => {
        reviewRead = null;
      });
      return reviewRead;
    };
    const reviewGauge = (
      name: string,
      help: string,
      figure: (queue: ReviewQueueFigures) => number,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'] as const,
        registers: [registry],
        async collect() {
          try {
            for (const queue of await readReviewQueues()) {
              this.set({ queue: queue.queue }, figure(queue));
            }
          } catch {
            // The database is down: /readyz says so; the scrape still answers.
          }
        },
      });
    reviewGauge(
      'rosto_review_waiting',
      'Faces and cards waiting for a person to review them, by queue',
      (queue) => queue.waiting,
    );
    reviewGauge(
      'rosto_review_oldest_age_seconds',
      'Age of the oldest item waiting for review, by queue (0 when none waits)',
      (queue) => queue.oldestAgeSeconds,
    );

    const metrics: AppMetrics = {
      registry,
      errorAnswered: (code) => errors.inc({ code }),
      faceAnalysed: (seconds) => analyses.observe(seconds),
      paymentSettled: (outcome) => payments.inc({ outcome }),
      livenessChallenge: (site, outcome) => challenges.inc({ site, outcome }),
      reconciliationDifference: (kind) => reconciliationDifferences.inc({ kind }),
      captureReplayed: (scope) => replays.inc({ scope }),
      loginUnknownCpf: () => unknownCpfs.inc(),
      loginFriction: (kind) => loginFrictions.inc({ kind }),
      watchFaceQueue: (depth) => {
        faceQueue = depth;
      },
      watchReviewQueues: (read) => {
        reviewQueues = read;
      },
    };
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      requests.observe(
        {
          method: request.method,
          // The pattern (/api/terminal/payments/:id/face); unmatched paths share one label.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    if (!options.token) {
      done();
      return;
    }
    collectDefaultMetrics({ register: registry, prefix: 'rosto_' });
    const isScraper = bearerTokenCheck(options.token);
    app.get(
      '/metrics',
      { schema: { hide: true }, logLevel: 'warn', config: { rateLimit: false } },
      async (request, reply: FastifyReply) => {
        if (!isScraper(request)) {
          // Answered here, not thrown: this plugin comes before the app's error
          // handler, so a throw met Fastify's default one, which adds a `code`
          // key to the catalogue's shape (issue 30).
          app.metrics.errorAnswered('UNAUTHORIZED');
          return reply.code(401).send(errorBody('UNAUTHORIZED'));
        }
        void reply.header('content-type', registry.contentType);
        return registry.metrics();
      },
    );
    done();
  },
  { name: 'metrics' },
);
