// One HTTP client over the contract's endpoint table, made once per app
// with that app's session store (the console's, the shops' portal's): `/api`
// base, the session's bearer, `{ data }` unwrapped, every failure turned into
// a catalogue code. A 401 for the session in use ends it, which sends the
// person back to the sign-in page (the app's guards).
import {
  apiBase,
  type Endpoint,
  type EndpointId,
  type EndpointInput,
  type EndpointResult,
  endpointPath,
} from '@rosto/contract/endpoints';
import type { ErrorCode } from '@rosto/contract/errors';
import type { SessionStore } from './session-store';

const TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    /** Catalogue code: the body's `message`, NETWORK_ERROR or UNKNOWN. */
    readonly code: ErrorCode,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null = null,
    /** Seconds to wait before trying again (`retry-after`, or the body's `retryAfterSeconds`). */
    readonly retryAfterSeconds: number | null = null,
    /** The refusal's other fields, as the server sent them (REFUND_AMOUNT_TOO_HIGH's `refundableCents`). */
    readonly details: Readonly<Record<string, unknown>> = {},
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
  const { statusCode: _status, error: _error, message: _message, ...details } = fields;
  return new ApiError(code, response.status, retryAfter, details);
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

type CallInput<E extends EndpointId> = EndpointInput<E> & { signal?: AbortSignal };
type CallArgs<E extends EndpointId> =
  object extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** A file the API answered (a CSV export): its bytes and the name it gave them. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `content-disposition` header (`filename*=UTF-8''…` first), null without one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/iu.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/iu.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

export function createApiClient(store: SessionStore) {
  /** Sends a call with the session's bearer; a refusal throws its ApiError. */
  async function send(
    method: string,
    path: string,
    options: RequestOptions,
    accept: string,
  ): Promise<Response> {
    const { token, language } = store.getState();
    const headers: Record<string, string> = {
      Accept: accept,
      // The refusals' texts come from the catalogue on this side; the language
      // only matters to what the server words itself (a CSV's headings).
      'Accept-Language': language,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await fetch(urlOf(path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      });
    } catch (error) {
      // The caller's own cancellation (a query no longer wanted) is not a failure.
      if (options.signal?.aborted) throw error;
      throw new ApiError('NETWORK_ERROR');
    }
    if (!response.ok) {
      const body = await read(options.signal, () => readJson(response));
      // Only a 401 for the session still in use ends it, not a late answer for
      // one already ended or replaced, nor a refused sign-in (no token sent).
      if (response.status === 401 && token !== null && store.getState().token === token) {
        store.getState().endSession('expired');
      }
      throw errorFromResponse(response, body);
    }
    return response;
  }

  /** Reads a body to the end; a connection lost on the way is a network failure. */
  async function read<T>(signal: AbortSignal | undefined, how: () => Promise<T>): Promise<T> {
    try {
      return await how();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK_ERROR');
    }
  }

  function requestOf(input: unknown) {
    const { params, query, body, signal } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: RequestOptions['query'];
      body?: unknown;
      signal?: AbortSignal;
    };
    return { params, options: { query, body, signal } };
  }

  return {
    /** Calls an endpoint of the contract's table; resolves with its `data`. */
    async call<E extends Endpoint>(
      endpoint: E,
      ...[input]: CallArgs<E['id']>
    ): Promise<EndpointResult<E['id']>> {
      const { params, options } = requestOf(input);
      const response = await send(
        endpoint.method,
        endpointPath(endpoint.path, params),
        options,
        'application/json',
      );
      const body = await read(options.signal, () => readJson(response));
      if (typeof body === 'object' && body !== null && 'data' in body)
        return (body as { data: EndpointResult<E['id']> }).data;
      throw new ApiError('UNKNOWN', response.status);
    },

    /** Calls an endpoint that answers a file (a CSV export); resolves with its bytes and name. */
    async download<E extends Endpoint>(
      endpoint: E,
      ...[input]: CallArgs<E['id']>
    ): Promise<DownloadedFile> {
      const { params, options } = requestOf(input);
      const response = await send(
        endpoint.method,
        endpointPath(endpoint.path, params),
        options,
        '*/*',
      );
      const blob = await read(options.signal, () => response.blob());
      return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
    },
  };
}
