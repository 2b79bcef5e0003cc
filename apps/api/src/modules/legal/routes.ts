// GET /api/terms-of-use?locale=br|en: the latest terms of use (public; the app
// also sends its bearer token when it has one, which is simply not needed), and
// GET /api/legal/operator: the company the legal texts name.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const legalRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.termsOfUse, {}, async ({ query, reply }) => {
    const terms = await app.legalService.termsOfUse(query.locale);
    void reply.header('cache-control', 'public, max-age=300');
    return terms;
  });
  registerEndpoint(app, endpoints.legalOperator, {}, ({ reply }) => {
    void reply.header('cache-control', 'public, max-age=300');
    return app.legalService.operator();
  });
  done();
};

export default legalRoutes;
