// GET /api/partner/{slug or id}: branding of a white-label partner (public).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const partnerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.partner, {}, ({ params }) =>
    app.partnersService.partner(params.slugOrId),
  );
  done();
};

export default partnerRoutes;
