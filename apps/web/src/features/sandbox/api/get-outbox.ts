// GET sandbox/outbox?to=: messages the sandbox API "sent" (SMS, calls,
// e-mails), so a tester reads a code the way a user reads the phone.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { SandboxOutboxItem } from '@rosto/contract/schemas/sandbox';
import { apiClient } from '../../../lib/api-client';

export const OUTBOX_REFRESH_MS = 3000;

export async function fetchOutbox(to: string, signal?: AbortSignal): Promise<SandboxOutboxItem[]> {
  const items = await apiClient.call(endpoints.sandboxOutbox, {
    query: { to: to || undefined },
    signal,
  });
  // The API already answers newest first; sorting here keeps the page right regardless.
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export const outboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: ['sandbox', 'outbox', to],
    queryFn: ({ signal }) => fetchOutbox(to, signal),
    refetchInterval: OUTBOX_REFRESH_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useOutbox(to: string) {
  return useQuery(outboxQueryOptions(to));
}
