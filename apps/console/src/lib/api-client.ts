// The console's one HTTP client over the contract's endpoint table: `/api`
// base, the console session's bearer, `{ data }` unwrapped, every failure
// turned into a catalogue code. A 401 for the session in use ends it, which
// sends the operator back to the sign-in page (app/guards.tsx).
import {
  apiBase,
  type Endpoint,
  type EndpointId,
  type EndpointInput,
  type EndpointResult,
  endpointPath,
} from '@rosto/contract/endpoints';
import type { ErrorCode } from '@rosto/contract/errors';
import { sessionToken, useConsoleStore } from './console-store';

const TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    /** Catalogue code: the body's `message`, NETWORK_ERROR or UNKNOWN. */
    readonly code: ErrorCode,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null = null,
    /** Seconds to wait before trying again (`retry-after`, or the body's `retryAfterSeconds`). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** Any thrown value as an ApiError, so screens deal in codes only. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TypeError) return new ApiError('NETWORK_ERROR');
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError('NETWORK_ERROR');
  }
  return new ApiError('UNKNOWN');
}

function positiveSeconds(value: unknown): number | null {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}

/**
 * A refusal's code and wait. The server answers catalogue codes only (its
 * error bodies follow the contract); anything else (a proxy's HTML page) is UNKNOWN.
 */
function errorFromResponse(response: Response, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code =
    typeof fields.message === 'string' && /^[A-Z][A-Z0-9_]+$/u.test(fields.message)
      ? (fields.message as ErrorCode)
      : 'UNKNOWN';
  const retryAfter =
    positiveSeconds(response.headers.get('retry-after')) ??
    positiveSeconds(fields.retryAfterSeconds);
  return new ApiError(code, response.status, retryAfter);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

function urlOf(path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const url = `${apiBase}/${path}`;
  return search.size > 0 ? `${url}?${search.toString()}` : url;
}

async function request<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  const token = sessionToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The refusals' texts come from the catalogue on this side; the language
    // only matters to the few answers the server words itself.
    'Accept-Language': useConsoleStore.getState().language,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(urlOf(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
    body = await readJson(response);
  } catch (error) {
    // The caller's own cancellation (a query no longer wanted) is not a failure.
    if (options.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR');
  }
  if (!response.ok) {
    // Only a 401 for the session still in use ends it, not a late answer for
    // one already ended or replaced, nor a refused sign-in (no token sent).
    if (response.status === 401 && token !== null && sessionToken() === token) {
      useConsoleStore.getState().endSession('expired');
    }
    throw errorFromResponse(response, body);
  }
  if (typeof body === 'object' && body !== null && 'data' in body)
    return (body as { data: T }).data;
  throw new ApiError('UNKNOWN', response.status);
}

type CallInput<E extends EndpointId> = EndpointInput<E> & { signal?: AbortSignal };
type CallArgs<E extends EndpointId> =
  object extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export const apiClient = {
  /** Calls an endpoint of the contract's table; resolves with its `data`. */
  call<E extends Endpoint>(
    endpoint: E,
    ...[input]: CallArgs<E['id']>
  ): Promise<EndpointResult<E['id']>> {
    const { params, query, body, signal } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: RequestOptions['query'];
      body?: unknown;
      signal?: AbortSignal;
    };
    return request(endpoint.method, endpointPath(endpoint.path, params), { query, body, signal });
  },
};
