// DELETE shop/webhooks/:id (owner): the endpoint gets no more events, queued
// ones included. Its past deliveries stay in the log.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries';
import { webhooksQueryOptions } from './get-webhooks';

export function useDeleteWebhook(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => portalApi.call(endpoints.shopWebhookDelete, { params: { id: webhookId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(webhooksQueryOptions()),
        queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
      ]),
  });
}
