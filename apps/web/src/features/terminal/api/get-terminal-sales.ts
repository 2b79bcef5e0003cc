// GET terminal/sales: this till's sales of today (São Paulo), newest first,
// each saying whether the till may still cancel it. Read again after each
// payment and each cancel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';
import { terminalQueryKey } from './get-terminal-me';

export async function getTerminalSales(key: string, { signal }: { signal?: AbortSignal } = {}) {
  return (await apiClient.call(endpoints.terminalSales, { bearer: key, signal })).items;
}

export const terminalSalesQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [...terminalQueryKey, 'sales'],
    queryFn: ({ signal }) => getTerminalSales(key, { signal }),
    staleTime: 10_000,
  });

export function useTerminalSales(key: string) {
  return useQuery(terminalSalesQueryOptions(key));
}
