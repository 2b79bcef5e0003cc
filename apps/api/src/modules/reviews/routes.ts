// console/overview (every operator) and the review queues (reviewer): faces,
// cards and names (decision 080) held for a person. Each view of an item and each decision writes an
// audit row; the face detail carries photos, so it is never stored by a cache.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';
import type { Reviews } from './service';

/** The audit row's reason for a decision: the reason's key, then the operator's note. */
const auditReason = (reason: string | null, note: string | undefined): string | null =>
  [reason, note || null].filter((part) => part !== null).join(': ') || null;

const reviewsRoutes: FastifyPluginCallbackZod<{ reviews: Reviews }> = (app, options, done) => {
  const { reviews } = options;
  const audit = app.auditTrail;

  registerEndpoint(app, endpoints.consoleOverview, {}, async () => {
    const { faces, cards, identities } = await reviews.summaries();
    const iso = (queue: typeof faces) => ({
      waiting: queue.waiting,
      oldestSince: queue.oldestSince?.toISOString() ?? null,
    });
    return { faces: iso(faces), cards: iso(cards), identities: iso(identities) };
  });

  // --- faces (targets: the customer's user id) ---
  registerEndpoint(app, endpoints.consoleFaceReviews, {}, () => reviews.faces());

  registerEndpoint(app, endpoints.consoleFaceReview, {}, async ({ params, request, reply }) => {
    const face = await reviews.face(params.id);
    await audit.record(request, { action: 'face.view', targetKind: 'user', targetId: params.id });
    void reply.header('cache-control', 'no-store');
    return face;
  });

  registerEndpoint(
    app,
    endpoints.consoleFaceReviewApprove,
    {},
    async ({ params, body, request }) => {
      const result = await reviews.approveFace(params.id);
      await audit.record(request, {
        action: 'face.approve',
        targetKind: 'user',
        targetId: params.id,
        reason: auditReason(null, body.note),
      });
      return result;
    },
  );

  registerEndpoint(
    app,
    endpoints.consoleFaceReviewReject,
    {},
    async ({ params, body, request }) => {
      const result = await reviews.rejectFace(params.id, body.reason);
      await audit.record(request, {
        action: 'face.reject',
        targetKind: 'user',
        targetId: params.id,
        reason: auditReason(body.reason, body.note),
      });
      return result;
    },
  );

  // --- cards (targets: the payment method's id) ---
  registerEndpoint(app, endpoints.consoleCardReviews, {}, () => reviews.cards());

  registerEndpoint(app, endpoints.consoleCardReview, {}, async ({ params, request, reply }) => {
    const card = await reviews.card(params.id);
    await audit.record(request, { action: 'card.view', targetKind: 'card', targetId: params.id });
    void reply.header('cache-control', 'no-store');
    return card;
  });

  registerEndpoint(
    app,
    endpoints.consoleCardReviewApprove,
    {},
    async ({ params, body, request }) => {
      const result = await reviews.approveCard(params.id);
      await audit.record(request, {
        action: 'card.approve',
        targetKind: 'card',
        targetId: params.id,
        reason: auditReason(null, body.note),
      });
      return result;
    },
  );

  registerEndpoint(
    app,
    endpoints.consoleCardReviewReject,
    {},
    async ({ params, body, request }) => {
      const result = await reviews.rejectCard(params.id, body.reason);
      await audit.record(request, {
        action: 'card.reject',
        targetKind: 'card',
        targetId: params.id,
        reason: auditReason(body.reason, body.note),
      });
      return result;
    },
  );

  // --- identities: names not the CPF holder's (targets: the customer's user id) ---
  registerEndpoint(app, endpoints.consoleIdentityReviews, {}, () => reviews.identities());

  registerEndpoint(app, endpoints.consoleIdentityReview, {}, async ({ params, request, reply }) => {
    const identity = await reviews.identity(params.id);
    await audit.record(request, {
      action: 'identity.view',
      targetKind: 'user',
      targetId: params.id,
    });
    void reply.header('cache-control', 'no-store');
    return identity;
  });

  registerEndpoint(
    app,
    endpoints.consoleIdentityReviewApprove,
    {},
    async ({ params, body, request }) => {
      const result = await reviews.approveIdentity(params.id);
      await audit.record(request, {
        action: 'identity.approve',
        targetKind: 'user',
        targetId: params.id,
        reason: auditReason(null, body.note),
      });
      return result;
    },
  );

  registerEndpoint(
    app,
    endpoints.consoleIdentityReviewReject,
    {},
    async ({ params, body, request }) => {
      const result = await reviews.rejectIdentity(params.id);
      await audit.record(request, {
        action: 'identity.reject',
        targetKind: 'user',
        targetId: params.id,
        reason: auditReason(body.reason, body.note),
      });
      return result;
    },
  );
  done();
};

export default reviewsRoutes;
