// The portal's tests' webhooks and their deliveries, in the API's shapes.
import type { EndpointResult } from '@rosto/contract/endpoints';

type Webhook = EndpointResult<'shopWebhooks'>['items'][number];
type Delivery = EndpointResult<'shopWebhookDeliveries'>['items'][number];

export const webhooks: Webhook[] = [
  {
    id: '3f1e2d3c-4b5a-4697-8a8b-0c1d2e3f4a01',
    url: 'https://padaria.com.br/webhooks/rosto',
    events: ['payment.succeeded', 'payment.refunded'],
    createdAt: '2026-11-20T13:00:00.000Z',
  },
  {
    id: '3f1e2d3c-4b5a-4697-8a8b-0c1d2e3f4a02',
    url: 'https://erp.padaria.com.br/rosto',
    events: ['payment.canceled'],
    createdAt: '2026-11-10T13:00:00.000Z',
  },
];

export function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c01',
    eventId: '8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c01',
    type: 'payment.refunded',
    endpointId: webhooks[0]!.id,
    url: webhooks[0]!.url,
    state: 'delivered',
    attempts: 1,
    lastStatus: 200,
    lastError: null,
    lastLatencyMs: 84,
    createdAt: '2026-11-27T14:40:00.000Z',
    nextAttemptAt: null,
    deliveredAt: '2026-11-27T14:40:01.000Z',
    ...overrides,
  };
}

export const deliveries: Delivery[] = [
  delivery(),
  delivery({
    id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c02',
    type: 'payment.succeeded',
    state: 'queued',
    attempts: 2,
    lastStatus: 503,
    lastLatencyMs: 1_204,
    createdAt: '2026-11-27T14:30:00.000Z',
    nextAttemptAt: '2026-11-27T15:02:00.000Z',
    deliveredAt: null,
  }),
  delivery({
    id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c03',
    type: 'payment.canceled',
    endpointId: webhooks[1]!.id,
    url: webhooks[1]!.url,
    state: 'failed',
    attempts: 14,
    lastStatus: null,
    lastError: 'timeout',
    lastLatencyMs: 10_002,
    createdAt: '2026-11-26T12:00:00.000Z',
    nextAttemptAt: null,
    deliveredAt: null,
  }),
];
