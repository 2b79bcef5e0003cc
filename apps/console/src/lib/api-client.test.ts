import { endpoints } from '@rosto/contract/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refusal } from '../test/fake-api';
import { ApiError, fileNameOf } from './api-client';
import { apiClient } from './console-api-client';
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

  it("keeps a refusal's other fields for the screen that needs them", async () => {
    fakeApi({
      'POST shop/sales/sale-1/refunds': () =>
        refusal(400, 'REFUND_AMOUNT_TOO_HIGH', { refundableCents: 1200 }),
    });
    await expect(
      apiClient.call(endpoints.shopSaleRefund, {
        params: { id: 'sale-1' },
        body: { amountCents: 5000, idempotencyKey: 'key-12345678' },
      }),
    ).rejects.toMatchObject({ code: 'REFUND_AMOUNT_TOO_HIGH', details: { refundableCents: 1200 } });
  });

  it('downloads a file with the bearer, and names it as content-disposition says', async () => {
    useConsoleStore.getState().startSession('rosto_op_abc');
    const csv = '\uFEFFData;Valor\r\n';
    const calls: { accept: string | null; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', (_input: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({ accept: headers.get('accept'), authorization: headers.get('authorization') });
      return Promise.resolve(
        new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="vendas-2026-11-27.csv"',
          },
        }),
      );
    });
    const file = await apiClient.download(endpoints.shopSalesExport, {
      query: { from: '2026-11-27' },
    });
    expect(file.fileName).toBe('vendas-2026-11-27.csv');
    // The bytes as sent, byte-order mark and all: a spreadsheet reads the accents by it.
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv.slice(1));
    expect(calls).toEqual([{ accept: '*/*', authorization: 'Bearer rosto_op_abc' }]);
  });

  it('reads the file name of content-disposition in either form', () => {
    expect(fileNameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameOf("attachment; filename=x.csv; filename*=UTF-8''vendas%20de%20hoje.csv")).toBe(
      'vendas de hoje.csv',
    );
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
