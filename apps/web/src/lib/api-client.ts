// The one HTTP client: `/api` base, bearer from the session, 20 s default
// timeout, `{ data }` unwrapped, and every failure normalised to a catalogue
// code (docs/spec/account-checklist.md §8). A 401 on an authenticated call ends the session.
// Calls go through the contract's endpoint table (`apiClient.call`), so the
// method, path, input and answer types are the server's own.
import { endpointPath } from '@rosto/contract/customer-endpoints';
import type {
  Endpoint,
  EndpointId,
  EndpointInput,
  EndpointResult,
} from '@rosto/contract/endpoints';
import type { ErrorCode } from '@rosto/contract/errors';
import { env } from '../config/env';
import { getSessionToken, sessionEndedByServer } from './session';

export const DEFAULT_TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    /** Catalogue code: the body's `message`, NETWORK_ERROR or UNKNOWN. */
    readonly code: ErrorCode,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null = null,
    /** The rest of the error body (statusCode, error, additionalData, ...). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The tries left that an error body carries (`additionalData.remainingAttempts`), if any. */
export function remainingAttemptsOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const data = error.extra.additionalData as { remainingAttempts?: unknown } | undefined;
  const remaining = data?.remainingAttempts;
  return typeof remaining === 'number' && Number.isInteger(remaining) ? remaining : null;
}

/**
 * How long a refusal says to wait, in seconds (`retryAfterSeconds` of a 429, at the
 * body's top or in `additionalData`), if it says.
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const data = error.extra.additionalData as { retryAfterSeconds?: unknown } | undefined;
  const seconds = error.extra.retryAfterSeconds ?? data?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}

/** Whether a refused code may still go by call, its own lane past the caps (decision 074). */
export function callOfferedOf(error: unknown): boolean {
  return isApiError(error) && error.extra.callAvailable === true;
}

/** Whether a GOOGLE_RECAPTCHA refusal lets the app offer the visible checkbox (decision 040 §10). */
export function visibleCaptchaOffered(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const data = error.extra.additionalData as { visibleFallback?: unknown } | undefined;
  return data?.visibleFallback === true;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Overrides the 20 s default (card calls use 30 s or 60 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * A credential other than the customer's session (the shop terminal's key):
   * sent as the bearer instead, and its 401 never ends the customer's session.
   */
  bearer?: string;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${env.apiBase}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

const NOT_JSON = Symbol('not JSON');

/** The body as JSON, undefined when empty, NOT_JSON for anything else (an HTML error page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/**
 * Server error body -> ApiError: `message` is the code, the rest is kept.
 * The server answers only catalogue codes (its error bodies are validated
 * against the contract), so the code is taken as one without a runtime check:
 * checking would pull the whole catalogue into the first screen. Were a code
 * ever unknown, `errorMessage` shows UNKNOWN's text for it.
 */
export function errorFromBody(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { message, ...extra } = body as Record<string, unknown>;
    if (typeof message === 'string' && message.trim() !== '')
      return new ApiError(message as ErrorCode, status, extra);
  }
  return new ApiError('UNKNOWN', status);
}

/** Any thrown value -> ApiError, for code that catches outside the client. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TypeError) return new ApiError('NETWORK_ERROR');
  if (
    error instanceof DOMException &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  ) {
    return new ApiError('NETWORK_ERROR');
  }
  return new ApiError('UNKNOWN');
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.bearer ?? getSessionToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });

  try {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      body = await readJson(response);
    } catch (error) {
      // A caller's own cancellation (React Query unmount) is not a failure.
      if (options.signal?.aborted && !timedOut) throw error;
      throw new ApiError('NETWORK_ERROR');
    }

    if (!response.ok) {
      // Only a 401 for the session still in use ends it: not the late answer of a
      // session already ended here (a logout's own call) or replaced by a new sign-in.
      if (
        response.status === 401 &&
        options.bearer === undefined &&
        token !== null &&
        getSessionToken() === token
      ) {
        sessionEndedByServer();
      }
      throw errorFromBody(response.status, body);
    }
    if (typeof body === 'object' && body !== null && 'data' in body)
      return (body as { data: T }).data;
    throw new ApiError('UNKNOWN', response.status);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** Timeout, cancellation and credential of one call. */
export type CallOptions = Pick<RequestOptions, 'timeoutMs' | 'signal' | 'bearer'>;

/** A call's input (params, query, body as the endpoint declares them) and its options. */
export type CallInput<E extends EndpointId> = EndpointInput<E> & CallOptions;

type CallArgs<E extends EndpointId> =
  // Endpoints without a required part can be called without an input.
  object extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export const apiClient = {
  /** Calls an endpoint of the contract's table; resolves with its `data`. */
  call<E extends Endpoint>(
    endpoint: E,
    ...[input]: CallArgs<E['id']>
  ): Promise<EndpointResult<E['id']>> {
    const { params, query, body, ...options } = (input ?? {}) as CallInput<E['id']> & {
      params?: Record<string, unknown>;
      query?: RequestOptions['query'];
    };
    return request(endpoint.method, endpointPath(endpoint.path, params), {
      ...options,
      query,
      body,
    });
  },
};
