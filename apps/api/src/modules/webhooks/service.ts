// The shops' webhooks (issue 27, decision 056): an owner registers an HTTPS
// endpoint for some events and gets its signing secret once; each event is
// delivered to it at least once, signed, retried with backoff for 24 hours on
// timeouts and non-2xx; every try is logged for the portal, where a delivery
// may be sent again. The tries run on the lease runner (jobs/lease-runner.ts),
// so deliveries survive a restart and are shared by every instance.
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookEventType } from '@rosto/contract/schemas/shop-portal';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import { webhookUrlAllowed } from './endpoint-url';
import { WebhookAddressRefused, guardedFetch } from './guarded-fetch';
import {
  type Backoff,
  backoffMs,
  type DeliveryRow,
  type WebhookEndpointRow,
  type WebhooksRepository,
} from './repository';
import { SIGNATURE_HEADER, newWebhookSecret, signatureHeader } from './signing';

/** A delivery is tried for this long from its first try (or its resend). */
export const DELIVERY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a receiver has to answer one try. */
const SEND_TIMEOUT_MS = 10_000;

export interface WebhooksDeps {
  repository: WebhooksRepository;
  /** Seals and opens the endpoints' secrets (crypto/secret-box.ts, a key of their own). */
  secrets: { seal(secret: string): Buffer; open(sealed: Uint8Array): string };
  clock: Clock;
  backoff: Backoff;
  sandbox: boolean;
  log: FastifyBaseLogger;
  /** A try's HTTP call (guardedFetch by default; a test may slow it). */
  post?: typeof fetch;
}

/** What the deliveries log says of a try that got no answer. */
function attemptError(caught: unknown): string {
  if (!(caught instanceof Error)) return 'error';
  if (caught.name === 'TimeoutError') return 'timeout';
  // fetch says "fetch failed"; the reason is its cause.
  const cause = caught.cause instanceof Error ? caught.cause : caught;
  if (cause instanceof WebhookAddressRefused) return 'address not allowed';
  return cause.message.slice(0, 200);
}

function endpointView(row: WebhookEndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    createdAt: row.createdAt.toISOString(),
  };
}

type ListedDelivery = NonNullable<Awaited<ReturnType<WebhooksRepository['deliveryOfShop']>>>;

function deliveryView({ delivery, type, url }: ListedDelivery) {
  const settled = delivery.state === 'delivered' || delivery.state === 'failed';
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    type,
    endpointId: delivery.endpointId,
    url,
    state: delivery.state,
    attempts: delivery.attempts,
    lastStatus: delivery.lastStatus,
    lastError: delivery.lastError,
    lastLatencyMs: delivery.lastLatencyMs,
    createdAt: delivery.createdAt.toISOString(),
    nextAttemptAt: settled ? null : delivery.nextAttemptAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}

/** A try the receiver did not take (a non-2xx, a timeout, no connection): tried again later. */
class NotTaken extends Error {}

export function createWebhooks(deps: WebhooksDeps) {
  const { repository, clock } = deps;
  const post = deps.post ?? guardedFetch(deps.sandbox);

  async function ownEndpoint(placeId: string, id: string) {
    const row = await repository.endpointOf(placeId, id);
    if (!row) throw new AppError('WEBHOOK_NOT_FOUND');
    return row;
  }

  return {
    async register(placeId: string, input: { url: string; events: WebhookEventType[] }) {
      if (!webhookUrlAllowed(input.url, deps.sandbox)) throw new AppError('WEBHOOK_URL_INVALID');
      const secret = newWebhookSecret();
      const row = await repository.createEndpoint({
        placeId,
        url: input.url,
        events: input.events,
        secretSealed: deps.secrets.seal(secret),
      });
      return { endpoint: endpointView(row), secret };
    },

    async list(placeId: string) {
      return (await repository.endpointsOf(placeId)).map(endpointView);
    },

    async rotate(placeId: string, id: string) {
      await ownEndpoint(placeId, id);
      const secret = newWebhookSecret();
      const row = await repository.changeEndpoint(id, { secretSealed: deps.secrets.seal(secret) });
      return { endpoint: endpointView(row), secret };
    },

    async remove(placeId: string, id: string) {
      await ownEndpoint(placeId, id);
      await repository.changeEndpoint(id, { disabledAt: clock.now() });
      return { deleted: true as const };
    },

    async deliveries(placeId: string, endpointId?: string) {
      return (await repository.deliveriesOf(placeId, endpointId)).map(deliveryView);
    },

    async resend(placeId: string, deliveryId: string) {
      const row = await repository.resend(placeId, deliveryId, clock.now());
      if (!row) throw new AppError('WEBHOOK_NOT_FOUND');
      return deliveryView(row);
    },

    /** Whether a failed try was the delivery's last: the next would fall past its 24 hours. */
    isLastAttempt(job: DeliveryRow): boolean {
      const next = clock.now().getTime() + backoffMs(deps.backoff, job.attempts);
      return next >= job.windowStartedAt.getTime() + DELIVERY_WINDOW_MS;
    },

    /**
     * One try of a delivery: the event's body, signed now, POSTed with its id
     * and type in headers; the answer recorded. A 2xx is delivered; anything
     * else throws, and the runner queues the next try or gives up. An endpoint
     * removed meanwhile is not tried (given up at once).
     */
    async deliver(job: DeliveryRow, holdLease: () => Promise<void>): Promise<void> {
      const target = await repository.toSend(job.id);
      if (!target || target.disabledAt !== null) {
        // Failed here; the runner's own "done" then finds it settled and changes nothing.
        await repository.finishJob(job, 'failed');
        return;
      }
      const at = clock.now();
      const started = performance.now();
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        // An address registered before the rules of decision 056 tightened.
        if (!webhookUrlAllowed(target.url, deps.sandbox)) {
          throw new WebhookAddressRefused('webhook address not allowed');
        }
        const response = await post(target.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Rosto-Webhooks/1',
            'rosto-event-id': target.eventId,
            'rosto-event-type': target.type,
            [SIGNATURE_HEADER]: signatureHeader(
              deps.secrets.open(target.secretSealed),
              target.body,
              at,
            ),
          },
          body: target.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        statusCode = response.status;
        // The body is not read: only its status counts. It is released.
        await response.body?.cancel();
      } catch (caught) {
        error = attemptError(caught);
      }
      const latencyMs = Math.round(performance.now() - started);
      await repository.recordAttempt({ deliveryId: job.id, at, statusCode, error, latencyMs });
      const taken = statusCode !== null && statusCode >= 200 && statusCode < 300;
      deps.log.info(
        {
          deliveryId: job.id,
          eventType: target.type,
          statusCode,
          latencyMs,
          attempt: job.attempts,
        },
        taken ? 'webhook delivered' : 'webhook not taken',
      );
      if (!taken) throw new NotTaken(error ?? `status ${statusCode}`);
      // Before recording it delivered: a lost lease means another instance tries again.
      await holdLease();
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
