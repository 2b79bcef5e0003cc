// user/payment-limits (decision 036): the customer's limits on paying by face.
// GET reads them; PUT sets all three at once (with the PIN when the change
// lets more be paid) and its answer replaces the cached limits.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { UpdatePaymentLimitsBody } from '@rosto/contract/schemas/user';
import { apiClient } from '../../../lib/api-client';

export function fetchPaymentLimits({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.call(endpoints.paymentLimits, { signal });
}

export const paymentLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'payment-limits'],
    queryFn: ({ signal }) => fetchPaymentLimits({ signal }),
  });

export function usePaymentLimits() {
  return useQuery(paymentLimitsQueryOptions());
}

export function updatePaymentLimits(body: UpdatePaymentLimitsBody) {
  return apiClient.call(endpoints.updatePaymentLimits, { body });
}

export function useUpdatePaymentLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'payment-limits', 'update'],
    mutationFn: updatePaymentLimits,
    onSuccess: (limits) => {
      queryClient.setQueryData(paymentLimitsQueryOptions().queryKey, limits);
    },
  });
}
