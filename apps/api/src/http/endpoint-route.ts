// Registers a route from the contract's endpoint table: method, path, auth,
// schemas and OpenAPI entry all come from the contract, so a route cannot
// drift from what the web app calls. The handler gets the validated input and
// returns the answer's `data`; the `{ data }` wrapper and the success status
// are added here.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import {
  type Endpoint,
  type EndpointData,
  type EndpointId,
  type EndpointParsedBody,
  type EndpointParsedParams,
  type EndpointParsedQuery,
} from '@rosto/contract/endpoints';
import { endpointSchemas } from '@rosto/contract/endpoint-schemas';
import type { App } from '../app';
import type { CustomerCache } from '../cache/customer-cache';
import type { OperatorCaller, ShopUserCaller } from '../plugins/app/auth';
import { AppError } from '../errors';
import type { TerminalCaller } from '../modules/terminals/plugin';

/** What a handler receives: the validated input, and the request for the rest. */
export interface EndpointContext<E extends EndpointId> {
  params: EndpointParsedParams<E>;
  query: EndpointParsedQuery<E>;
  body: EndpointParsedBody<E>;
  /** The signed-in user's id on `auth: 'user'` endpoints; null on public ones. */
  userId: Extract<Endpoint, { id: E }>['auth'] extends 'user' ? string : null;
  /** The calling terminal on `auth: 'terminal'` endpoints; null on the others. */
  terminal: Extract<Endpoint, { id: E }>['auth'] extends 'terminal' ? TerminalCaller : null;
  /** The signed-in operator on `auth: 'operator'` endpoints; null on the others. */
  operator: Extract<Endpoint, { id: E }>['auth'] extends 'operator' ? OperatorCaller : null;
  /** The signed-in shop's person on `auth: 'shop'` endpoints; null on the others. */
  shopUser: Extract<Endpoint, { id: E }>['auth'] extends 'shop' ? ShopUserCaller : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointId> = (
  context: EndpointContext<E>,
) => Promise<EndpointData<E>> | EndpointData<E>;

/** Route options an endpoint may add: its own rate limit, body limit or log level. */
export type EndpointOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'logLevel'> & {
  rateLimit?: {
    max: number;
    timeWindow: string;
    /**
     * Whom the limit counts: the client's address (the default), or the
     * credential in the Authorization header (a shop terminal's key: many
     * tills share one address, and a stolen key must not search faces at will).
     */
    per?: 'ip' | 'credential';
  };
  /**
   * A signed-in endpoint whose answer depends on the customer and the query
   * alone keeps its serialised answers here, per customer and query, until
   * the customer's rows change (decision 039).
   */
  answerCache?: CustomerCache<Buffer>;
};

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The per-IP limit of the calls that send a code, an e-mail or cost an
 * analysis (ENTRANCE_RATE_LIMIT_MAX a minute), tighter than the global one.
 */
export function costlyCallLimit(app: App): NonNullable<EndpointOptions['rateLimit']> {
  return { max: app.config.entranceRateLimitMax, timeWindow: '1 minute' };
}

/**
 * The rate-limit key of a request's credential: a hash of its Authorization
 * header (never the secret itself in the store), or its address without one.
 */
function credentialKey(request: FastifyRequest): string {
  const { authorization } = request.headers;
  return authorization
    ? `credential:${createHash('sha256').update(authorization).digest('base64url')}`
    : `ip:${request.ip}`;
}

/**
 * After the staff session is checked: 403 FORBIDDEN unless the caller holds
 * one of the endpoint's roles (none named: every operator, or every one of
 * the shop's people, may call it).
 */
function requireRoles(roles: readonly string[] | undefined) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const held: readonly string[] =
      request.operator?.roles ?? (request.shopUser ? [request.shopUser.role] : []);
    done(
      !roles || roles.some((role) => held.includes(role)) ? undefined : new AppError('FORBIDDEN'),
    );
  };
}

/**
 * Every error answer has the catalogue shape; documented once per route: 401
 * where a credential is checked, 429 everywhere (the global limit counts every
 * /api call), then any other refusal or failure. The OpenAPI plugin adds the
 * rate-limit headers and the texts (plugins/external/swagger.ts, decision 077).
 */
function errorResponses(auth: Endpoint['auth']) {
  return {
    ...(auth === 'public' ? {} : { 401: errorBodySchema }),
    429: errorBodySchema,
    '4xx': errorBodySchema,
    '5xx': errorBodySchema,
  };
}

/** Who may call: the scheme of the endpoint's credential; none (an explicit `[]`) on public ones. */
const securityOf: Record<Endpoint['auth'], Record<string, string[]>[]> = {
  public: [],
  user: [{ bearerAuth: [] }],
  operator: [{ operatorAuth: [] }],
  terminal: [{ terminalAuth: [] }],
  shop: [{ shopAuth: [] }],
};

export function registerEndpoint<E extends EndpointId>(
  app: App,
  endpoint: Extract<Endpoint, { id: E }>,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
): void {
  const schemas = endpointSchemas[endpoint.id];
  const successStatus = endpoint.successStatus ?? 200;
  const signedIn = endpoint.auth === 'user';
  const operator = endpoint.auth === 'operator';
  const terminal = endpoint.auth === 'terminal';
  const shop = endpoint.auth === 'shop';
  const file = 'file' in schemas ? schemas.file : undefined;
  const { rateLimit, answerCache, ...routeOptions } = options;
  if (answerCache && !signedIn)
    throw new Error(`${endpoint.id}: only signed-in answers are cached`);
  // A second lock on the sandbox's back doors besides app.ts registering them only there.
  if (endpoint.sandboxOnly && app.config.stage !== 'sandbox') {
    throw new Error(`${endpoint.id} is answered only in sandbox`);
  }

  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    ...routeOptions,
    // A route's own, tighter limit guards sign-in and the like; while the
    // shared store (Redis) fails it counts in this process (decision 043).
    ...(rateLimit
      ? {
          config: {
            rateLimit: {
              max: rateLimit.max,
              timeWindow: rateLimit.timeWindow,
              ...(rateLimit.per === 'credential' ? { keyGenerator: credentialKey } : {}),
            },
          },
        }
      : {}),
    ...(signedIn ? { onRequest: app.authenticate } : {}),
    ...(operator
      ? { onRequest: app.authenticateOperator, preHandler: requireRoles(endpoint.roles) }
      : {}),
    ...(terminal ? { onRequest: app.authenticateTerminal } : {}),
    ...(shop
      ? { onRequest: app.authenticateShopUser, preHandler: requireRoles(endpoint.shopRoles) }
      : {}),
    schema: {
      // The table's key names the operation, so a generated client's method is the web app's name.
      operationId: endpoint.id,
      tags: [schemas.tag],
      summary:
        operator && endpoint.roles
          ? `${schemas.summary} [roles: ${endpoint.roles.join(', ')}]`
          : shop && endpoint.shopRoles
            ? `${schemas.summary} [roles: ${endpoint.shopRoles.join(', ')}]`
            : schemas.summary,
      security: securityOf[endpoint.auth],
      ...('params' in schemas ? { params: schemas.params } : {}),
      ...('query' in schemas ? { querystring: schemas.query } : {}),
      ...('body' in schemas ? { body: schemas.body } : {}),
      response: { [successStatus]: schemas.response, ...errorResponses(endpoint.auth) },
    },
    // Typed here by the endpoint (EndpointContext), not by Fastify's inference
    // over a schema it cannot know statically.
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const userId = signedIn ? request.user.sub : null;
      const answer = () =>
        handler({
          params: request.params,
          query: request.query,
          body: request.body,
          userId,
          terminal: terminal ? request.terminal : null,
          operator: operator ? request.operator : null,
          shopUser: shop ? request.shopUser : null,
          request,
          reply,
        } as EndpointContext<E>);
      reply.code(successStatus);
      // A file (a CSV export) goes out as its own type, not in the JSON envelope.
      if (file) return reply.type(file.contentType).send(await answer());
      if (!answerCache || userId === null) return reply.send({ data: await answer() });
      // The validated query, in the schema's key order: one key per distinct page.
      const key = JSON.stringify(request.query ?? null);
      const body = await answerCache.through(userId, key, async () => {
        // Serialised (and checked against the contract) once, then kept as
        // bytes: a hit is written out with no encoding work.
        const serialized = reply.serialize({ data: await answer() });
        return Buffer.from(
          typeof serialized === 'string' ? serialized : new Uint8Array(serialized),
        );
      });
      return reply.type(JSON_TYPE).send(body);
    },
  });
}
