// GET /api/partner/{slug or id}: branding of a white-label partner (public).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { AppError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint-route';

const partnerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.partner, {}, async ({ params }) => {
    const partner = await app.partnersRepository.findBySlugOrId(params.slugOrId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return partner;
  });
  done();
};

export default partnerRoutes;
