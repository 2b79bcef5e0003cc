// GET /api/terms-of-use?locale=br|en: the latest terms of use (public; the app
// also sends its bearer token when it has one, which is simply not needed).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { AppError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint-route';

const legalRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.termsOfUse, {}, async ({ query, reply }) => {
    const terms = await app.legalRepository.latestTermsOfUse(query.locale);
    if (!terms) throw new AppError('TERMS_NOT_FOUND');
    void reply.header('cache-control', 'public, max-age=300');
    return terms;
  });
  done();
};

export default legalRoutes;
