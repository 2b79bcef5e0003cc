// POST console/customers/search: one key in the body (never in an address),
// and, for a ticket's reference, GET console/support-references/:ref for the
// context the customer sent with it. The reference is opaque: it may travel
// in a path.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export type CustomerSearch = EndpointBody<'consoleCustomerSearch'>;

export function useSearchCustomers() {
  return useMutation({
    mutationFn: async (search: CustomerSearch) => {
      const [found, reference] = await Promise.all([
        apiClient.call(endpoints.consoleCustomerSearch, { body: search }),
        search.reference === undefined
          ? Promise.resolve(null)
          : apiClient.call(endpoints.supportReference, { params: { ref: search.reference } }),
      ]);
      return { items: found.items, reference };
    },
  });
}
