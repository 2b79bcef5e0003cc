// GET shop/webhooks/deliveries[?endpointId=] (owner): the 100 latest
// deliveries, newest first, of every endpoint or of one. While one is being
// sent or is due within seconds, the list asks again by itself, so a resent
// or a new event is seen arriving.
import { endpoints, type EndpointResult } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';

export type WebhookDelivery = EndpointResult<'shopWebhookDeliveries'>['items'][number];

/** Every deliveries list, whatever its filter: a resend or a removal makes them all stale. */
export const webhookDeliveriesQueryKey = ['portal', 'webhook-deliveries'] as const;

const POLL_MS = 3_000;
/** A queued delivery due this soon is worth watching. */
const DUE_SOON_MS = 15_000;

/** Whether a delivery of the list is on its way now (being sent, or due within seconds). */
export function deliveryInFlight(items: readonly WebhookDelivery[], now: number): boolean {
  return items.some(
    ({ state, nextAttemptAt }) =>
      state === 'running' ||
      (state === 'queued' &&
        nextAttemptAt !== null &&
        Date.parse(nextAttemptAt) - now <= DUE_SOON_MS),
  );
}

export const webhookDeliveriesQueryOptions = (endpointId: string | undefined) =>
  queryOptions({
    queryKey: [...webhookDeliveriesQueryKey, endpointId ?? 'all'],
    queryFn: ({ signal }) =>
      portalApi.call(endpoints.shopWebhookDeliveries, {
        query: endpointId === undefined ? {} : { endpointId },
        signal,
      }),
    select: (data) => data.items,
    refetchInterval: (query) =>
      deliveryInFlight(query.state.data?.items ?? [], Date.now()) ? POLL_MS : false,
  });

export function useWebhookDeliveries(endpointId: string | undefined) {
  return useQuery(webhookDeliveriesQueryOptions(endpointId));
}
