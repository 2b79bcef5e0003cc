import { endpoints } from '@rosto/contract/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refusal } from '../test/fake-api';
import { apiClient, ApiError } from './api-client';
import { useConsoleStore } from './console-store';

describe('apiClient', () => {
  it("calls the endpoint table's method and path with the session's bearer and unwraps data", async () => {
    useConsoleStore.getState().startSession('rosto_op_abc');
    const api = fakeApi({
      'PUT console/operators/op-1': () => ok({ id: 'op-1' }),
    });
    const answer = await apiClient.call(endpoints.consoleOperatorUpdate, {
      params: { id: 'op-1' },
      body: { disabled: true, reason: 'saiu da empresa' },
    });
    expect(answer).toEqual({ id: 'op-1' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'console/operators/op-1',
      body: { disabled: true, reason: 'saiu da empresa' },
      authorization: 'Bearer rosto_op_abc',
    });
  });

  it('sends the query without empty filters and no bearer when signed out', async () => {
    const api = fakeApi({ 'GET console/audit': () => ok({ items: [], nextBefore: null }) });
    await apiClient.call(endpoints.consoleAudit, {
      query: { action: 'operator.create', targetId: '', before: 42 },
    });
    expect(Object.fromEntries(api.calls[0]!.query)).toEqual({
      action: 'operator.create',
      before: '42',
    });
    expect(api.calls[0]!.authorization).toBeNull();
  });

  it("turns a refusal into its catalogue code, with the wait of retry-after or the body's", async () => {
    fakeApi({
      'POST console/session': () => refusal(429, 'OPERATOR_LOCKED', {}, { 'retry-after': '300' }),
      'GET console/overview': () => refusal(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 42 }),
      'GET console/me': () => ({ status: 502, body: undefined }),
    });
    const locked = apiClient.call(endpoints.consoleSessionCreate, {
      body: { email: 'a@rosto.app', password: 'x', totp: '123456' },
    });
    await expect(locked).rejects.toMatchObject({
      code: 'OPERATOR_LOCKED',
      status: 429,
      retryAfterSeconds: 300,
    });
    await expect(apiClient.call(endpoints.consoleOverview)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 42,
    });
    await expect(apiClient.call(endpoints.consoleMe)).rejects.toMatchObject({
      code: 'UNKNOWN',
      status: 502,
      retryAfterSeconds: null,
    });
  });

  it('reports a request that never got an answer as NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await apiClient.call(endpoints.consoleMe).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: null });
  });

  it('ends the session on a 401 for the token in use, saying it expired', async () => {
    useConsoleStore.getState().startSession('rosto_op_old');
    fakeApi({ 'GET console/me': () => refusal(401, 'UNAUTHORIZED') });
    await expect(apiClient.call(endpoints.consoleMe)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(useConsoleStore.getState()).toMatchObject({ token: null, ending: 'expired' });
  });

  it('keeps a new session when a late 401 answers for the one it replaced', async () => {
    useConsoleStore.getState().startSession('rosto_op_old');
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    fakeApi({ 'GET console/me': () => new Promise((resolve) => (answer = resolve)) });
    const late = apiClient.call(endpoints.consoleMe);
    useConsoleStore.getState().startSession('rosto_op_new');
    answer(refusal(401, 'UNAUTHORIZED') as { status: number; body: unknown });
    await expect(late).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(useConsoleStore.getState().token).toBe('rosto_op_new');
  });

  it('leaves the sign-in page as it is when a sign-in is refused with 401', async () => {
    fakeApi({ 'POST console/session': () => refusal(401, 'OPERATOR_SIGN_IN_FAILED') });
    await expect(
      apiClient.call(endpoints.consoleSessionCreate, {
        body: { email: 'a@rosto.app', password: 'x', totp: '123456' },
      }),
    ).rejects.toMatchObject({ code: 'OPERATOR_SIGN_IN_FAILED' });
    expect(useConsoleStore.getState().ending).toBeNull();
  });
});
