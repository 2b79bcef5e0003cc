// OpenAPI generated from the contract's zod schemas, served at /docs (JSON at /docs/json).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';

export interface SwaggerOptions {
  publicUrl: string;
  version: string;
}

export const docsPrefix = '/docs';

type Json = Record<string, unknown>;

/** What every /api answer carries from the rate limit (plugins/external/rate-limit.ts). */
const rateLimitHeaders: Record<string, Json> = {
  'X-RateLimit-Limit': {
    description:
      "Calls this client may make in the window (the route's own limit or the global one)",
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_000_000 },
  },
  'X-RateLimit-Remaining': {
    description: 'Calls left in the current window',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_000_000 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the window starts again',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 },
  },
};

const retryAfterHeader: Json = {
  description: 'Seconds to wait before calling again',
  schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 },
};

/** The texts of the error answers every route documents (http/endpoint-route.ts). */
const errorDescriptions: Record<string, string> = {
  '401':
    'No credential, or one that is invalid, expired or revoked: UNAUTHORIZED (TERMINAL_UNAUTHORIZED for a terminal key)',
  '429': 'Too many calls from this client: TOO_MANY_REQUESTS; Retry-After says when to try again',
  '4XX': 'A refusal: the catalogue code in `message` says which',
  '5XX': 'A failure on our side: the catalogue code in `message` says which, with no details',
};

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/**
 * Completes the generated document (decision 077): the rate-limit headers on
 * the /api answers that carry them (2XX and 4XX), Retry-After on 429, the
 * error answers' texts and the servers' audience; component schemas nothing refers to (zod's input twin
 * of the catalogue's ErrorBody) are left out.
 */
function finishDocument(document: Json): Json {
  const paths = document.paths as Record<
    string,
    Record<string, { responses?: Record<string, Json> }>
  >;
  for (const [path, operations] of Object.entries(paths)) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (errorDescriptions[status]) response.description = errorDescriptions[status];
        // Not on 401: a route's credential check runs before the limiter's hook
        // (@fastify/rate-limit adds its hook after the route's own), so that
        // refusal is neither counted nor marked (decision 077).
        if (!path.startsWith('/api/') || !/^[24]/u.test(status) || status === '401') continue;
        response.headers = {
          ...(response.headers as Json | undefined),
          ...Object.fromEntries(
            Object.keys(rateLimitHeaders).map((name) => [name, headerRef(name)]),
          ),
          ...(status === '429' ? { 'Retry-After': headerRef('Retry-After') } : {}),
        };
      }
    }
  }
  const components = document.components as Json & { schemas?: Record<string, unknown> };
  const text = JSON.stringify(paths);
  const schemas = Object.fromEntries(
    Object.entries(components.schemas ?? {}).filter(([name]) =>
      text.includes(`"#/components/schemas/${name}"`),
    ),
  );
  return {
    ...document,
    // The customer's app, the console, the shops and their terminals call it: not internal.
    servers: (document.servers as Json[]).map((server) => ({ ...server, 'x-internal': false })),
    components: {
      ...components,
      schemas,
      headers: { ...rateLimitHeaders, 'Retry-After': retryAfterHeader },
    },
  };
}

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
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              // What plugins/app/auth.ts verifies.
              description:
                "A customer's session, from sign-in or registration: a JWT as RFC8725 advises, its algorithm pinned to HS256 and `sub` and `exp` required",
            },
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
      transformObject: (input) =>
        finishDocument(createJsonSchemaTransformObject({})(input) as unknown as Json),
    });

    await app.register(swaggerUi, {
      routePrefix: docsPrefix,
      uiConfig: { validatorUrl: null, deepLinking: true },
      // No CSP of its own: the app's CSP (plugins/external/security.ts) is enough for the UI.
    });
  },
  { name: 'swagger' },
);
