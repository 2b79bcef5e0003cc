// POST shop/webhooks (owner): a new endpoint for some events; the answer
// holds its signing secret, shown once and never kept.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import { webhooksQueryOptions } from './get-webhooks';

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'shopWebhookCreate'>) =>
      portalApi.call(endpoints.shopWebhookCreate, { body }),
    // The answer holds a secret: no cache keeps it after the page lets it go.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries(webhooksQueryOptions()),
  });
}
