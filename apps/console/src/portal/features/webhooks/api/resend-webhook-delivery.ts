// POST shop/webhooks/deliveries/:id/resend (owner): the delivery is queued
// again now, for a new 24 hours of tries; every deliveries list is stale.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries';

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      portalApi.call(endpoints.shopWebhookResend, { params: { id: deliveryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
}
