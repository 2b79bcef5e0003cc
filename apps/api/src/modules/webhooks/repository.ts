// The shops' webhooks (decision 056), SQL only: endpoints; events written in
// the caller's database transaction with a delivery to each endpoint that
// asked for the type; the deliveries as a leased queue (claimed with SKIP
// LOCKED, the lease renewed while one is sent, released with a backoff); each
// try recorded.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { saleStatusOf } from '@rosto/contract/schemas/shop-portal';
import { type Database, queryRows } from '../../db/client';
import {
  paymentMethods,
  transactions,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';
import type { WebhookEventType } from '@rosto/contract/schemas/shop-portal';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A database or a transaction of it: events are written in the caller's. */
export type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/** What an event tells of: a sale, and for a refund the refund too. */
export interface EventFacts {
  type: WebhookEventType;
  transactionId: string;
  refund?: { id: string; amountCents: number };
  at: Date;
}

/** How the queue spaces the tries of a delivery. */
export interface Backoff {
  /** After the first failed try; doubled after each next one. */
  baseMs: number;
  maxMs: number;
}

/** The delay before the try after `attempts` tries: base, 2×base, 4×base… up to max. */
export function backoffMs(backoff: Backoff, attempts: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
}

const ms = (value: number) => `${Math.round(value)} milliseconds`;

export function createWebhooksRepository(db: Database, backoff: Backoff) {
  const listed = () =>
    db
      .select({ delivery: webhookDeliveries, type: webhookEvents.type, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId));

  async function deliveryOfShop(placeId: string, deliveryId: string) {
    const [row] = await listed()
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEvents.placeId, placeId)))
      .limit(1);
    return row ?? null;
  }

  return {
    async createEndpoint(
      endpoint: Pick<WebhookEndpointRow, 'placeId' | 'url' | 'events' | 'secretSealed'>,
    ): Promise<WebhookEndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(endpoint).returning();
      return row!;
    },

    /** The shop's working endpoints, newest first. */
    endpointsOf(placeId: string): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.placeId, placeId), isNull(webhookEndpoints.disabledAt)))
        .orderBy(desc(webhookEndpoints.createdAt));
    },

    /** The shop's working endpoint; null for a missing, removed or another shop's one. */
    async endpointOf(placeId: string, id: string): Promise<WebhookEndpointRow | null> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.id, id),
            eq(webhookEndpoints.placeId, placeId),
            isNull(webhookEndpoints.disabledAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async changeEndpoint(
      id: string,
      changes: Partial<Pick<WebhookEndpointRow, 'secretSealed' | 'disabledAt'>>,
    ): Promise<WebhookEndpointRow> {
      const [row] = await db
        .update(webhookEndpoints)
        .set(changes)
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row!;
    },

    /**
     * Writes the event in `writer` (the transaction of the change it tells
     * of) with a delivery to each of the shop's endpoints that asked for its
     * type. The body is built here, from the sale as the transaction sees it.
     */
    async recordEvent(writer: Writer, facts: EventFacts): Promise<void> {
      const [sale] = await writer
        .select({
          id: transactions.id,
          placeId: transactions.placeId,
          terminalId: transactions.terminalId,
          createdAt: transactions.createdAt,
          amountCents: transactions.amountCents,
          refundedCents: transactions.refundedCents,
          status: transactions.status,
          brand: paymentMethods.brand,
          lastFour: paymentMethods.lastFour,
        })
        .from(transactions)
        .leftJoin(paymentMethods, eq(paymentMethods.id, transactions.paymentMethodId))
        .where(eq(transactions.id, facts.transactionId))
        .limit(1);
      if (!sale) return;
      const endpoints = await writer
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.placeId, sale.placeId),
            isNull(webhookEndpoints.disabledAt),
            sql`${facts.type} = any(${webhookEndpoints.events})`,
          ),
        );
      if (endpoints.length === 0) return;
      const [event] = await writer
        .insert(webhookEvents)
        .values({ placeId: sale.placeId, type: facts.type, body: '', createdAt: facts.at })
        .returning({ id: webhookEvents.id });
      // The body names its own id: written once the id is known, in the same transaction.
      const body = JSON.stringify({
        id: event!.id,
        type: facts.type,
        created: facts.at.toISOString(),
        shopId: sale.placeId,
        data: {
          sale: {
            id: sale.id,
            at: sale.createdAt.toISOString(),
            amountCents: sale.amountCents,
            refundedCents: sale.refundedCents,
            status: saleStatusOf(sale),
            terminalId: sale.terminalId,
            card:
              sale.lastFour || sale.brand ? { brand: sale.brand, lastFour: sale.lastFour } : null,
          },
          ...(facts.refund ? { refund: facts.refund } : {}),
        },
      });
      await writer.update(webhookEvents).set({ body }).where(eq(webhookEvents.id, event!.id));
      await writer.insert(webhookDeliveries).values(
        endpoints.map((endpoint) => ({
          eventId: event!.id,
          endpointId: endpoint.id,
          state: 'queued' as const,
          nextAttemptAt: facts.at,
          windowStartedAt: facts.at,
          createdAt: facts.at,
        })),
      );
    },

    /**
     * Takes the next delivery due that nobody holds (queued and due, or
     * running with a lease that ran out); counts the try.
     */
    async claimJob(leaseMs: number): Promise<DeliveryRow | null> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update ${webhookDeliveries} set state = 'running', attempts = attempts + 1,
              locked_until = clock_timestamp() + ${ms(leaseMs)}::interval
            where id = (
              select id from ${webhookDeliveries}
              where (state = 'queued' and next_attempt_at <= clock_timestamp())
                 or (state = 'running' and locked_until < clock_timestamp())
              order by next_attempt_at
              limit 1
              for update skip locked)
            returning id`,
      );
      const id = rows[0]?.id;
      if (!id) return null;
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Renews the lease of a delivery this process holds (the same try). */
    async renewJob(job: Pick<DeliveryRow, 'id' | 'attempts'>, leaseMs: number): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update ${webhookDeliveries} set locked_until = clock_timestamp() + ${ms(leaseMs)}::interval
            where id = ${job.id} and attempts = ${job.attempts} and state = 'running'
              and locked_until >= clock_timestamp()
            returning id`,
      );
      return rows.length > 0;
    },

    /** Delivered (a 2xx) or given up (24 hours of tries). */
    async finishJob(
      job: Pick<DeliveryRow, 'id' | 'attempts'>,
      outcome: 'done' | 'failed',
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          state: outcome === 'done' ? 'delivered' : 'failed',
          lockedUntil: null,
          ...(outcome === 'done' ? { deliveredAt: sql`clock_timestamp()` } : {}),
        })
        .where(
          and(
            eq(webhookDeliveries.id, job.id),
            eq(webhookDeliveries.attempts, job.attempts),
            eq(webhookDeliveries.state, 'running'),
          ),
        );
    },

    /** Back to the queue, due after the backoff of its tries so far. */
    async releaseJob(job: Pick<DeliveryRow, 'id' | 'attempts'>): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          state: 'queued',
          lockedUntil: null,
          nextAttemptAt: sql`clock_timestamp() + ${ms(backoffMs(backoff, job.attempts))}::interval`,
        })
        .where(
          and(
            eq(webhookDeliveries.id, job.id),
            eq(webhookDeliveries.attempts, job.attempts),
            eq(webhookDeliveries.state, 'running'),
          ),
        );
    },

    /** What a try sends: the event's body and type, the endpoint's address and sealed secret. */
    async toSend(deliveryId: string) {
      const [row] = await db
        .select({
          eventId: webhookEvents.id,
          type: webhookEvents.type,
          body: webhookEvents.body,
          url: webhookEndpoints.url,
          secretSealed: webhookEndpoints.secretSealed,
          disabledAt: webhookEndpoints.disabledAt,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId))
        .limit(1);
      return row ?? null;
    },

    async recordAttempt(attempt: {
      deliveryId: string;
      at: Date;
      statusCode: number | null;
      error: string | null;
      latencyMs: number;
    }): Promise<void> {
      await db.insert(webhookAttempts).values(attempt);
      await db
        .update(webhookDeliveries)
        .set({
          lastStatus: attempt.statusCode,
          lastError: attempt.error,
          lastLatencyMs: attempt.latencyMs,
        })
        .where(eq(webhookDeliveries.id, attempt.deliveryId));
    },

    /** The shop's deliveries, newest first (100 at most), with the event and the address. */
    deliveriesOf(placeId: string, endpointId?: string) {
      return listed()
        .where(
          and(
            eq(webhookEvents.placeId, placeId),
            endpointId === undefined ? undefined : eq(webhookDeliveries.endpointId, endpointId),
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(100);
    },

    /** The shop's delivery by id; null for a missing or another shop's one. */
    deliveryOfShop,

    /** Queues the shop's delivery again now, in a new 24-hour window; null for another's. */
    async resend(placeId: string, deliveryId: string, at: Date) {
      if (!(await deliveryOfShop(placeId, deliveryId))) return null;
      await db
        .update(webhookDeliveries)
        .set({ state: 'queued', nextAttemptAt: at, windowStartedAt: at, lockedUntil: null })
        .where(
          and(eq(webhookDeliveries.id, deliveryId), sql`${webhookDeliveries.state} <> 'running'`),
        );
      return deliveryOfShop(placeId, deliveryId);
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
