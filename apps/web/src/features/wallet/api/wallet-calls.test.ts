// The wallet's calls against docs/spec/wallet-checklist.md §7 and §9: each call's timeout as the
// API client receives it, the authorizers' one retry without the remote check,
// and the list read again after a card is added (the list's own cache rules:
// lib/queries/wallet-cards.test.ts). The client is spied on, so no request leaves.
import type { Endpoint } from '@rosto/contract/endpoints';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { newQueryClient, spyOnApiCalls, withQueryClient } from '../../../testing/query-hooks';
import { useWalletCards } from '../../../lib/queries/wallet-cards';
import { useAddCreditCard } from './add-credit-card';
import { useAddDmCard } from './add-dm-card';
import { useAddFoodVoucher } from './add-food-voucher';
import { useAuthorizers } from './get-authorizers';
import { usePaymentMethodStatus } from './get-payment-method-status';
import { useRandomAmountCheck } from './random-amount-check';
import { useSenffFinish } from './senff-finish';
import { useSenffStart } from './senff-start';
import { useStartCardValidation } from './start-card-validation';
import { useUpdateCardData } from './update-card-data';
import { useUpdateCvv } from './update-cvv';

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

let call: ReturnType<typeof spyOnApiCalls>['call'];
let callsTo: ReturnType<typeof spyOnApiCalls>['callsTo'];

describe('wallet api', () => {
  beforeEach(() => {
    ({ call, callsTo } = spyOnApiCalls(answerFor));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('timeouts (docs/spec/wallet-checklist.md §9)', () => {
    /** A change as a screen runs it: its hook and input, the endpoint, the seconds. */
    function change<Input>(
      useChange: () => { mutateAsync: (input: Input) => Promise<unknown> },
      input: Input,
      endpoint: Endpoint,
      seconds: number,
    ) {
      const run = async () => {
        const { result } = renderHook(useChange, { wrapper: withQueryClient(newQueryClient()) });
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
      const { result } = renderHook(useRead, { wrapper: withQueryClient(newQueryClient()) });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(call.mock.calls).toHaveLength(1);
      const [[endpoint, input]] = call.mock.calls as unknown as [[Endpoint, unknown]];
      expect(`${endpoint.method} ${endpoint.path}`).toBe(label);
      expect(input).toMatchObject({ timeoutMs: 30_000 });
    });
  });

  it('the authorizers: one retry unless the remote check, and the app never asks it — 2 calls, then the error', async () => {
    call.mockRejectedValue(new ApiError('CARD_GATEWAY_UNAVAILABLE', 503));
    const { result } = renderHook(() => useAuthorizers(), {
      wrapper: withQueryClient(newQueryClient()),
    });
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
    const wrapper = withQueryClient(newQueryClient());
    const list = renderHook(() => useWalletCards(), { wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    expect(callsTo(endpoints.paymentMethods)).toHaveLength(1);

    const add = renderHook(() => useAddCreditCard(), { wrapper });
    await act(() => add.result.current.mutateAsync(creditCard));
    await waitFor(() => expect(callsTo(endpoints.paymentMethods)).toHaveLength(2));
  });
});
