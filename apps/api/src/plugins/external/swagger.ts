// OpenAPI generated from the contract's zod schemas, served at /docs (JSON at /docs/json).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export interface SwaggerOptions {
  publicUrl: string;
  version: string;
}

export const docsPrefix = '/docs';

export default fp<SwaggerOptions>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Rosto API',
          description:
            'Face-payment wallet API. Every answer is `{ "data": ... }`; every error is ' +
            '`{ statusCode, error, message: CODE }` with a code from the catalogue.',
          version: options.version,
        },
        servers: [{ url: options.publicUrl }],
        tags: [
          {
            name: 'shop',
            description:
              "The shop's portal: its people's sign-in, sales, refunds and exports (decisions 053, 054)",
          },
          {
            name: 'terminal',
            description:
              "The shop's terminal: start a payment, identify the customer by face, charge, cancel (decision 033)",
          },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // A console session's token, `rosto_op_…` (decision 049).
            operatorAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'rosto_op_ session token',
              description: "An operator's console session, from POST /api/console/session",
            },
            // A shop portal session's token, `rosto_shop_…` (decision 053).
            shopAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'rosto_shop_ session token',
              description: "A shop's person's portal session, from POST /api/shop/session",
            },
            // A shop terminal's API key, `rosto_term_…` (decisions 032, 033).
            terminalAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'rosto_term_ API key',
              description: "A shop terminal's key, shown once by `npm run terminal:create`",
            },
          },
        },
      },
      transform: createJsonSchemaTransform({
        skipList: [`${docsPrefix}/`, `${docsPrefix}/json`, `${docsPrefix}/yaml`, `${docsPrefix}/*`],
      }),
    });

    await app.register(swaggerUi, {
      routePrefix: docsPrefix,
      uiConfig: { validatorUrl: null, deepLinking: true },
      // No CSP of its own: the app's CSP (plugins/external/security.ts) is enough for the UI.
    });
  },
  { name: 'swagger' },
);
