// support/references (public, limited like the entrance calls: the sign-in help
// is used signed out) and support/reference/:ref (the help desk's token only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';

const supportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.supportService;
  const limited = { rateLimit: costlyCallLimit(app) };

  registerEndpoint(app, endpoints.supportReferenceCreate, limited, ({ body }) =>
    service.create(body),
  );
  registerEndpoint(app, endpoints.supportReference, {}, async ({ params, reply }) => {
    const details = await service.resolve(params.ref);
    void reply.header('cache-control', 'no-store');
    return details;
  });
  done();
};

export default supportRoutes;
