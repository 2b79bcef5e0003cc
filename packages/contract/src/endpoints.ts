// The API's endpoints, one entry per call (decision 014): the customer's side
// (`customer-endpoints.ts`, all the customer's app may load), the operator
// console's (`console-endpoints.ts`) and the shops' portal's (`shop-endpoints.ts`). The server registers its routes from
// this whole table and the console calls through it; the web app imports
// `customerEndpoints` and only types from here.
//
// No zod here on purpose. Each endpoint's schemas (params, query, body,
// response) live under the same key in `endpoint-schemas.ts`; the two tables
// are checked against each other by the compiler (a missing or extra key fails
// the typecheck), and the apps take the types from there with `import type`
// only.
import type { z } from 'zod';
import { consoleEndpoints } from './console-endpoints';
import { customerEndpoints } from './customer-endpoints';
import { shopEndpoints } from './shop-endpoints';
import type { EndpointSchemas, endpointSchemas } from './endpoint-schemas';

export { apiBase, endpointPath } from './customer-endpoints';

export const endpoints = { ...customerEndpoints, ...consoleEndpoints, ...shopEndpoints };

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export type Endpoint = Endpoints[EndpointId];

// --- types of each endpoint's input and answer, from its schemas -------------

type SchemasOf<E extends EndpointId> = (typeof endpointSchemas)[E];
type InputPart<S, K extends keyof EndpointSchemas> =
  S extends Record<K, infer T extends z.ZodType> ? z.input<T> : undefined;
type OutputPart<S, K extends keyof EndpointSchemas> =
  S extends Record<K, infer T extends z.ZodType> ? z.output<T> : undefined;

/** What a caller sends: path params, query and body as written before parsing. */
export type EndpointParams<E extends EndpointId> = InputPart<SchemasOf<E>, 'params'>;
export type EndpointQuery<E extends EndpointId> = InputPart<SchemasOf<E>, 'query'>;
export type EndpointBody<E extends EndpointId> = InputPart<SchemasOf<E>, 'body'>;

/** What a handler receives: the same after validation (defaults, trims, transforms applied). */
export type EndpointParsedParams<E extends EndpointId> = OutputPart<SchemasOf<E>, 'params'>;
export type EndpointParsedQuery<E extends EndpointId> = OutputPart<SchemasOf<E>, 'query'>;
export type EndpointParsedBody<E extends EndpointId> = OutputPart<SchemasOf<E>, 'body'>;

/** What a handler returns: the `data` of the answer, before it is serialised. */
export type EndpointData<E extends EndpointId> = Unwrapped<z.output<SchemasOf<E>['response']>>;
/** What a caller receives: the `data` of the answer as it travels. */
export type EndpointResult<E extends EndpointId> = Unwrapped<z.input<SchemasOf<E>['response']>>;

/** `data` of a JSON answer; a file's text (a CSV export) as it is. */
type Unwrapped<T> = T extends { data: infer D } ? D : T;

type Part<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : object extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** The input of a call: `params`, `query` and `body`, each required when the endpoint has it. */
export type EndpointInput<E extends EndpointId> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>>;
