// POST shop/webhooks/:id/rotate (owner): a new signing secret, answered once;
// the old one stops signing at once.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';

export function useRotateWebhook(webhookId: string) {
  return useMutation({
    mutationFn: () => portalApi.call(endpoints.shopWebhookRotate, { params: { id: webhookId } }),
    // The answer holds a secret: no cache keeps it after the page lets it go.
    gcTime: 0,
  });
}
