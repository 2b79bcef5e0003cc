// The webhooks module (issue 27, decision 056): the shops' endpoints, the
// events other modules write in their own transactions (`app.webhookOutbox`,
// handed to their repositories), and the deliveries' runner, which every
// instance runs on the shared queue.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { open, purposeKey, seal } from '../../crypto/secret-box';
import { LeaseRunner } from '../../jobs/lease-runner';
import {
  type Backoff,
  createWebhooksRepository,
  type DeliveryRow,
  type EventFacts,
  type Writer,
} from './repository';
import webhooksRoutes from './routes';
import { createWebhooks, type Webhooks } from './service';

/** Writes an event, in the caller's database transaction, for the shop's endpoints to hear. */
export interface WebhookOutbox {
  record(writer: Writer, facts: EventFacts): Promise<void>;
  /** After the caller's commit: look for deliveries now rather than at the next poll. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
    webhookOutbox: WebhookOutbox;
    webhookRunner: LeaseRunner<DeliveryRow>;
  }
}

export interface WebhooksPluginOptions {
  /** Tests shorten the waits. */
  backoff?: Backoff;
  pollMs?: number;
  leaseMs?: number;
}

/** 30 s, 1 min, 2 min… up to an hour between tries, for 24 hours. */
const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 60 * 60 * 1000 };

export default fp<WebhooksPluginOptions>(
  async (app, options) => {
    const backoff = options.backoff ?? DEFAULT_BACKOFF;
    const repository = createWebhooksRepository(app.db, backoff);
    const key = purposeKey(app.config.pinPepper, 'webhook-endpoint-secret');
    const webhooks = createWebhooks({
      repository,
      secrets: {
        seal: (secret) => seal(key, Buffer.from(secret, 'utf8')),
        open: (sealed) => open(key, sealed).toString('utf8'),
      },
      clock: app.clock,
      backoff,
      sandbox: app.config.stage === 'sandbox',
      log: app.log.child({ module: 'webhooks' }),
    });
    const runner = new LeaseRunner<DeliveryRow>({
      label: 'webhook delivery',
      repository,
      process: (job, holdLease) => webhooks.deliver(job, holdLease),
      // The runner marks it failed; the portal shows it, with "resend".
      giveUp: () => Promise.resolve(),
      isLastAttempt: (job) => webhooks.isLastAttempt(job),
      log: app.log,
      concurrency: 4,
      pollMs: options.pollMs ?? 1_000,
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : { leaseMs: 30_000 }),
    });
    app.decorate('webhooks', webhooks);
    app.decorate('webhookRunner', runner);
    app.decorate('webhookOutbox', {
      record: (writer, facts) => repository.recordEvent(writer, facts),
      wake: () => runner.wake(),
    } satisfies WebhookOutbox);
    app.addHook('onReady', (done) => {
      runner.start();
      done();
    });
    app.addHook('onClose', async () => {
      await runner.stop(5_000);
    });
    await app.register(webhooksRoutes, { prefix: apiBase });
  },
  { name: 'webhooks', dependencies: ['db', 'clock', 'auth', 'audit'] },
);
