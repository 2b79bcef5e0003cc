// support/references (public, limited like the entrance calls: the sign-in help
// is used signed out) and console/support-references/:ref (operators with the
// support role; each view is audited).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';
import { canonicalReference } from './service';

const supportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.supportService;
  const limited = { rateLimit: costlyCallLimit(app) };

  registerEndpoint(app, endpoints.supportReferenceCreate, limited, ({ body }) =>
    service.create(body),
  );
  registerEndpoint(app, endpoints.supportReference, {}, async ({ params, request, reply }) => {
    const details = await service.resolve(params.ref);
    await app.auditTrail.record(request, {
      action: 'support-reference.view',
      targetKind: 'support-reference',
      targetId: canonicalReference(details.reference) ?? details.reference,
    });
    void reply.header('cache-control', 'no-store');
    return details;
  });
  done();
};

export default supportRoutes;
