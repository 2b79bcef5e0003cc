// shop/sales and its CSV: the caller's own shop only (the session names it).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const shopSalesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { shopSales } = app;

  registerEndpoint(app, endpoints.shopSales, {}, ({ shopUser, query }) =>
    shopSales.list(shopUser, query),
  );

  registerEndpoint(
    app,
    endpoints.shopSalesExport,
    {},
    async ({ shopUser, query, request, reply }) => {
      const locale = /^\s*en\b/iu.test(request.headers['accept-language'] ?? '') ? 'en' : 'pt-BR';
      const { filename, body } = await shopSales.exportCsv(shopUser, query, locale);
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      return body;
    },
  );
  done();
};

export default shopSalesRoutes;
