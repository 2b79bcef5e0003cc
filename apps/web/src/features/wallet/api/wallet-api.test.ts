// The wallet's calls against wallet.md §7 and §9: each call's timeout as the
// API client receives it, the card list's cache (stale 10 s, kept 10 min, one
// retry), the authorizers' one retry without the remote check, and the list
// read again after a card is added. The client is spied on, so no request leaves.
import { endpoints, type Endpoint } from '@rosto/contract/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient } from '../../../lib/api-client';
import {
  useAddCreditCard,
  useAddDmCard,
  useAddFoodVoucher,
  useAuthorizers,
  usePaymentMethodStatus,
  usePaymentMethods,
  useRandomAmountCheck,
  useSenffFinish,
  useSenffStart,
  useStartCardValidation,
  useUpdateCardData,
  useUpdateCvv,
} from './wallet-api';

const CARD_ID = '7c1e4b2a-9d3f-4e6a-8b5c-2f0a1d3e5b7c';
const creditCard = {
  name: 'MARIA OLIVEIRA',
  number: '4111111111111111',
  expiration: '12/31',
  cvc: '123',
};

/** What each endpoint answers unless a test makes the calls fail. */
function answerFor(endpoint: Endpoint): unknown {
  if (endpoint === endpoints.paymentMethods) return { data: [] };
  if (endpoint === endpoints.availableAuthorizers) return [];
  return { id: CARD_ID };
}

let call: ReturnType<typeof spyOnCall>;
const spyOnCall = () => vi.spyOn(apiClient, 'call');

/** The calls made to one endpoint, as the client received them. */
const callsTo = (endpoint: Endpoint) =>
  call.mock.calls.filter(([called]) => called === endpoint).map(([, input]) => input);

/**
 * A plain client: whatever the wallet's own options do not set falls back to
 * React Query's defaults (stale at once, three retries), so a missing option
 * shows. No delay between tries, so a retry does not cost a second.
 */
function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
}

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
}

describe('wallet api', () => {
  beforeEach(() => {
    call = spyOnCall();
    call.mockImplementation(((endpoint: Endpoint) =>
      Promise.resolve(answerFor(endpoint))) as unknown as typeof apiClient.call);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('timeouts (wallet.md §9)', () => {
    /** A change as a screen runs it: its hook and input, the endpoint, the seconds. */
    function change<Input>(
      useChange: () => { mutateAsync: (input: Input) => Promise<unknown> },
      input: Input,
      endpoint: Endpoint,
      seconds: number,
    ) {
      const run = async () => {
        const { result } = renderHook(useChange, { wrapper: withClient(newClient()) });
        await act(() => result.current.mutateAsync(input));
      };
      return [`${endpoint.method} ${endpoint.path}`, seconds, run, endpoint] as const;
    }
    const dmCard = {
      name: 'MARIA OLIVEIRA',
      number: '6062825624254001',
      expiration: '12/31',
      birthdate: '1990-05-17',
      cvv: '123',
      placeName: 'DMCard',
      placeCode: 'DM',
      associateCode: '1',
    };
    const senff = { otp: '123456', cardName: 'Senff', lastFourDigits: '4321' };

    it.each([
      change(useAddCreditCard, creditCard, endpoints.addCreditCard, 60),
      change(useAddFoodVoucher, { number: '1234567812345678' }, endpoints.addFoodVoucher, 60),
      change(useAddDmCard, dmCard, endpoints.addDmCard, 60),
      change(
        useUpdateCardData,
        { paymentMethodId: CARD_ID, zipCode: '01310100', alias: 'Casa' },
        endpoints.updateCardData,
        60,
      ),
      change(useStartCardValidation, CARD_ID, endpoints.validateCard, 60),
      change(
        useRandomAmountCheck,
        { paymentMethodId: CARD_ID, amount: 123, tries: 1 },
        endpoints.randomAmountCheck,
        60,
      ),
      change(useUpdateCvv, { paymentMethodId: CARD_ID, cvv: '123' }, endpoints.updateCvv, 60),
      change(useSenffStart, { lastFourDigits: '4321' }, endpoints.senffStart, 30),
      change(useSenffFinish, senff, endpoints.senffFinish, 30),
    ])('%s: timeout %i s', async (_label, seconds, run, endpoint) => {
      await run();
      expect(callsTo(endpoint)).toEqual([expect.objectContaining({ timeoutMs: seconds * 1000 })]);
    });

    it.each<[string, () => { isSuccess: boolean }]>([
      ['GET user/payment-method/available-authorizers', useAuthorizers],
      ['GET user/credit-card/payment-method-status', usePaymentMethodStatus],
    ])('%s: timeout 30 s', async (label, useRead) => {
      const { result } = renderHook(useRead, { wrapper: withClient(newClient()) });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(call.mock.calls).toHaveLength(1);
      const [[endpoint, input]] = call.mock.calls as unknown as [[Endpoint, unknown]];
      expect(`${endpoint.method} ${endpoint.path}`).toBe(label);
      expect(input).toMatchObject({ timeoutMs: 30_000 });
    });
  });

  describe('the card list (wallet.md §7: cached, stale 10 s, retained 10 min, retry once)', () => {
    it('is cached: stale 10 s — a screen opened within 10 s reads the cache, after 10 s the server', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
      const wrapper = withClient(newClient());
      const first = renderHook(() => usePaymentMethods(), { wrapper });
      await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
      expect(callsTo(endpoints.paymentMethods)).toHaveLength(1);

      vi.setSystemTime(new Date('2025-03-01T12:00:09.900Z'));
      const second = renderHook(() => usePaymentMethods(), { wrapper });
      expect(second.result.current.data).toEqual([]);
      expect(second.result.current.isStale).toBe(false);
      expect(callsTo(endpoints.paymentMethods)).toHaveLength(1);

      vi.setSystemTime(new Date('2025-03-01T12:00:10.100Z'));
      renderHook(() => usePaymentMethods(), { wrapper });
      await waitFor(() => expect(callsTo(endpoints.paymentMethods)).toHaveLength(2));
    });

    it('is retained 10 min once no screen shows it, then dropped', async () => {
      const client = newClient();
      const list = renderHook(() => usePaymentMethods(), { wrapper: withClient(client) });
      await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
      const cached = () =>
        client.getQueryCache().findAll({ queryKey: ['user', 'wallet', 'payment-methods'] });
      expect(cached()).toHaveLength(1);

      vi.useFakeTimers();
      list.unmount();
      vi.advanceTimersByTime(10 * 60_000 - 1);
      expect(cached()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(cached()).toHaveLength(0);
    });

    it('tries once more after a failure: 2 calls, then the error', async () => {
      call.mockRejectedValue(new ApiError('UNKNOWN', 500));
      const { result } = renderHook(() => usePaymentMethods(), {
        wrapper: withClient(newClient()),
      });
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(callsTo(endpoints.paymentMethods)).toHaveLength(2);
    });
  });

  it('the authorizers: one retry unless the remote check, and the app never asks it — 2 calls, then the error', async () => {
    call.mockRejectedValue(new ApiError('CARD_GATEWAY_UNAVAILABLE', 503));
    const { result } = renderHook(() => useAuthorizers(), { wrapper: withClient(newClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    const calls = callsTo(endpoints.availableAuthorizers);
    expect(calls).toHaveLength(2);
    for (const input of calls) {
      expect(input).toMatchObject({
        query: { checkRemoteAuthorizers: 'false', checkPrivateLabelAuthorizers: 'true' },
      });
    }
  });

  it('Card add success: the list is refreshed — a wallet on screen reads it again', async () => {
    const wrapper = withClient(newClient());
    const list = renderHook(() => usePaymentMethods(), { wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    expect(callsTo(endpoints.paymentMethods)).toHaveLength(1);

    const add = renderHook(() => useAddCreditCard(), { wrapper });
    await act(() => add.result.current.mutateAsync(creditCard));
    await waitFor(() => expect(callsTo(endpoints.paymentMethods)).toHaveLength(2));
  });
});
