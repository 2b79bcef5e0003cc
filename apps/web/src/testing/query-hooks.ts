// Tests of the query and mutation hooks: the API client spied on (so no request
// leaves) and a plain React Query client, whose defaults show any option a hook
// forgot to set.
import { type Endpoint } from '@rosto/contract/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import { apiClient } from '../lib/api-client';

/** The client's `call` spied on, each endpoint answered by `answerFor`. */
export function spyOnApiCalls(answerFor: (endpoint: Endpoint) => unknown) {
  const call = vi.spyOn(apiClient, 'call');
  call.mockImplementation(((endpoint: Endpoint) =>
    Promise.resolve(answerFor(endpoint))) as unknown as typeof apiClient.call);
  /** The calls made to one endpoint, as the client received them. */
  const callsTo = (endpoint: Endpoint) =>
    call.mock.calls.filter(([called]) => called === endpoint).map(([, input]) => input);
  return { call, callsTo };
}

/**
 * A plain client: whatever a hook's own options do not set falls back to
 * React Query's defaults (stale at once, three retries), so a missing option
 * shows. No delay between tries, so a retry does not cost a second.
 */
export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
}

export function withQueryClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
}
