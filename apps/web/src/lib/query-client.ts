// The one React Query client. Kept out of the entry chunk: only lazy routes
// import it, so the first screen does not pay for it.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { onSessionEnd } from './session';

const MAX_RETRIES = 1;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      // Retry once on network trouble or a 5xx; a 4xx will not change.
      retry: (failureCount, error) =>
        failureCount < MAX_RETRIES &&
        (!isApiError(error) || error.status === null || error.status >= 500),
    },
    mutations: { retry: false },
  },
});

// Nothing of one user's data may survive a logout or a 401.
onSessionEnd(() => queryClient.clear());
