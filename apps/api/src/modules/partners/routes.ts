// GET /api/partner/{slug or id}: branding of a white-label partner (public).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import { partnerParamsSchema, partnerResponseSchema } from '@rosto/contract/schemas/partner';
import { AppError } from '../../errors';

const partnerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    // apiPaths.partner(slugOrId) builds this path on the web side.
    '/partner/:slugOrId',
    {
      schema: {
        tags: ['partners'],
        summary: 'Partner branding by slug or id',
        params: partnerParamsSchema,
        response: { 200: partnerResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const partner = await app.partnersRepository.findBySlugOrId(request.params.slugOrId);
      if (!partner) throw new AppError('PARTNER_NOT_FOUND');
      return { data: partner };
    },
  );
  done();
};

export default partnerRoutes;
