// shop/webhooks: an owner's endpoints (the secret answered once, never stored
// by a cache) and the deliveries' log with "resend"; each change audited.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

const webhooksRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { webhooks, auditTrail } = app;
  const audited = (
    action: string,
    targetId: string,
    request: Parameters<typeof auditTrail.record>[0],
  ) => auditTrail.record(request, { action, targetKind: 'webhook', targetId });

  registerEndpoint(app, endpoints.shopWebhooks, {}, async ({ shopUser }) => ({
    items: await webhooks.list(shopUser.placeId),
  }));

  registerEndpoint(
    app,
    endpoints.shopWebhookCreate,
    {},
    async ({ shopUser, body, request, reply }) => {
      const created = await webhooks.register(shopUser.placeId, body);
      await audited('webhook.create', created.endpoint.id, request);
      noStore(reply);
      return created;
    },
  );

  registerEndpoint(
    app,
    endpoints.shopWebhookRotate,
    {},
    async ({ shopUser, params, request, reply }) => {
      const rotated = await webhooks.rotate(shopUser.placeId, params.id);
      await audited('webhook.rotate', params.id, request);
      noStore(reply);
      return rotated;
    },
  );

  registerEndpoint(app, endpoints.shopWebhookDelete, {}, async ({ shopUser, params, request }) => {
    const deleted = await webhooks.remove(shopUser.placeId, params.id);
    await audited('webhook.delete', params.id, request);
    return deleted;
  });

  registerEndpoint(app, endpoints.shopWebhookDeliveries, {}, async ({ shopUser, query }) => ({
    items: await webhooks.deliveries(shopUser.placeId, query.endpointId),
  }));

  registerEndpoint(app, endpoints.shopWebhookResend, {}, async ({ shopUser, params, request }) => {
    const resent = await webhooks.resend(shopUser.placeId, params.id);
    await audited('webhook.resend', params.id, request);
    app.webhookRunner.wake();
    return resent;
  });
  done();
};

export default webhooksRoutes;
