// An app's one React Query client (the console's, the shops' portal's).
// Nothing fetched for one session may show in the next: the cache empties
// whenever the session in `store` ends or changes.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import type { SessionStore } from './session-store';

export function createQueryClient(store: SessionStore): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // Once more on network trouble or a 5xx; a 4xx will not change by itself.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          (!(error instanceof ApiError) || error.status === null || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
  store.subscribe((state, previous) => {
    if (previous.token !== null && state.token !== previous.token) client.clear();
  });
  return client;
}
