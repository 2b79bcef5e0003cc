// GET /api/terms-of-use?locale=br|en: the latest terms of use (public; the app
// also sends its bearer token when it has one, which is simply not needed).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@rosto/contract/api-paths';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import { termsOfUseQuerySchema, termsOfUseResponseSchema } from '@rosto/contract/schemas/terms';
import { AppError } from '../../errors';

const legalRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    `/${apiPaths.termsOfUse}`,
    {
      schema: {
        tags: ['legal'],
        summary: 'Latest terms of use in a locale',
        querystring: termsOfUseQuerySchema,
        response: { 200: termsOfUseResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const terms = await app.legalRepository.latestTermsOfUse(request.query.locale);
      if (!terms) throw new AppError('TERMS_NOT_FOUND');
      void reply.header('cache-control', 'public, max-age=300');
      return { data: terms };
    },
  );
  done();
};

export default legalRoutes;
