// Unit tests' stand-in for the API: fetch answers from handlers keyed by
// "METHOD path" (the path under /api, as the endpoint table writes it, with
// its parameters filled in), and every call is kept for the test to read.
import type { Operator } from '@rosto/contract/schemas/console';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/** `{ data }` with a 200, the shape of every success. */
export const ok = (data: unknown, status = 200): FakeAnswer => ({ status, body: { data } });

/** A refusal in the catalogue's shape. */
export const refusal = (
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): FakeAnswer => ({
  status,
  body: { statusCode: status, error: 'Error', message: code, ...extra },
  headers,
});

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const headers = new Headers(init.headers);
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//u, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : refusal(404, 'ROUTE_NOT_FOUND');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

export function operator(overrides: Partial<Operator> = {}): Operator {
  return {
    id: '7d0f4a39-3a43-4c1e-9d64-1c2b5f7a8e01',
    email: 'ana@rosto.app',
    roles: ['admin'],
    disabled: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    lastSignInAt: '2026-11-27T11:30:00.000Z',
    ...overrides,
  };
}

/** GET console/me's answer for `who`. */
export const meOf = (who: Operator) => ok({ ...who, sessionExpiresAt: '2026-11-27T20:00:00.000Z' });
