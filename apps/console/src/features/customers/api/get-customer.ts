// GET console/customers/:id: the customer's page, its data masked. Every
// load is a view the API records in the audit trail; nothing is kept once
// the page closes.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['console', 'customers', id],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleCustomer, { params: { id }, signal }),
    gcTime: 0,
    retry: false,
  });

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}
