import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { ApiError, apiClient, normaliseError, remainingAttemptsOf } from './api-client';
import { endSession, setUnauthorizedHandler, startSession } from './session';
import { json } from '../testing/responses';

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    setUnauthorizedHandler(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    endSession();
  });

  it("calls the endpoint's method and path under /api with the bearer and a query string, and unwraps data", async () => {
    startSession('tok', 'u1');
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: { ok: 1 } })));
    await expect(
      apiClient.call(endpoints.sandboxOutbox, { query: { to: undefined } }),
    ).resolves.toEqual({ ok: 1 });
    await apiClient.call(endpoints.termsOfUse, { query: { locale: 'br' } });
    const [outboxUrl, init] = fetchMock.mock.calls[0]!;
    expect(outboxUrl).toBe('/api/sandbox/outbox');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/terms-of-use?locale=br');
  });

  it('fills path parameters, URL-encoded', async () => {
    fetchMock.mockResolvedValue(json(200, { data: {} }));
    await apiClient.call(endpoints.partner, { params: { slugOrId: 'a b/c?' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/partner/a%20b%2Fc%3F');
  });

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(json(200, { data: null }));
    await apiClient.call(endpoints.registerValidateEmailToken, {
      body: { emailValidationToken: 't', cpf: '1' },
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"emailValidationToken":"t","cpf":"1"}');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns a server reply into its message code, keeping the rest as extra', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'CPF_ALREADY_IN_USE',
        additionalData: { x: 1 },
      }),
    );
    const error = await apiClient.call(endpoints.userProfile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'CPF_ALREADY_IN_USE',
      status: 400,
      extra: { statusCode: 400, error: 'Bad Request', additionalData: { x: 1 } },
    });
  });

  it('gives UNKNOWN for a reply without a code', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiClient.call(endpoints.userProfile)).rejects.toMatchObject({
      code: 'UNKNOWN',
      status: 502,
    });
  });

  it('gives UNKNOWN for a success that is not the JSON data envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html><title>app</title>', { status: 200 }));
    await expect(apiClient.call(endpoints.userProfile)).rejects.toMatchObject({
      code: 'UNKNOWN',
      status: 200,
    });
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(apiClient.call(endpoints.userProfile)).rejects.toMatchObject({ code: 'UNKNOWN' });
  });

  it('gives NETWORK_ERROR when no response arrives', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.call(endpoints.userProfile)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: null,
    });
  });

  it('gives NETWORK_ERROR after the 20 s default timeout, and honours a per-call timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const slow = apiClient.call(endpoints.userProfile).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    const custom = apiClient
      .call(endpoints.userProfile, { timeoutMs: 500 })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).resolves.toMatchObject({ code: 'NETWORK_ERROR' });
    await vi.advanceTimersByTimeAsync(500);
    await expect(custom).resolves.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('disconnects on a 401 from any authenticated call', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    startSession('expired', 'u1');
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'UNAUTHORIZED' }),
    );
    await expect(apiClient.call(endpoints.userProfile)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not treat a 401 as a disconnect when nobody was signed in', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(json(401, { message: 'UNAUTHORIZED' }));
    await expect(apiClient.call(endpoints.userProfile)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not disconnect on the late 401 of a session already ended or replaced', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    startSession('old', 'u1');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const call = apiClient.call(endpoints.userProfile);
    startSession('new', 'u1');
    answer(json(401, { message: 'UNAUTHORIZED' }));
    await expect(call).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("sends a call's own bearer instead of the session's, and its 401 never ends the session", async () => {
    startSession('tok', 'u1');
    const disconnect = vi.fn();
    setUnauthorizedHandler(disconnect);
    fetchMock.mockResolvedValue(json(401, { message: 'TERMINAL_UNAUTHORIZED' }));
    const error = await apiClient
      .call(endpoints.terminalPaymentCancel, {
        params: { id: '00000000-0000-4000-8000-000000000000' },
        bearer: 'rosto_term_abc',
      })
      .catch((e: unknown) => e);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer rosto_term_abc',
    );
    expect(error).toMatchObject({ code: 'TERMINAL_UNAUTHORIZED', status: 401 });
    expect(disconnect).not.toHaveBeenCalled();
  });

  it('normalises thrown values', () => {
    expect(normaliseError(new TypeError('x')).code).toBe('NETWORK_ERROR');
    expect(normaliseError(new Error('x')).code).toBe('UNKNOWN');
  });
});

describe('remainingAttemptsOf', () => {
  it('reads whole tries left from an API error, and nothing from anything else', () => {
    const refused = (additionalData: unknown) =>
      new ApiError('PHONE_OTP_TOKEN_INVALID', 400, { additionalData });
    expect(remainingAttemptsOf(refused({ remainingAttempts: 2 }))).toBe(2);
    expect(remainingAttemptsOf(refused({ remainingAttempts: 1.5 }))).toBeNull();
    expect(remainingAttemptsOf(refused(undefined))).toBeNull();
    expect(remainingAttemptsOf(new Error('x'))).toBeNull();
  });
});
