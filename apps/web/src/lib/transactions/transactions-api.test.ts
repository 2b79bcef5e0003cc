// The transactions calls as the server receives them (docs/spec/wallet-checklist.md §7): the
// list in pages of 20 by the last item's cursor, the home's _take=3&_skip=0,
// the receipt by id, and the place's location, whose failure is only logged.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, refused } from '../../testing/responses';
import { sentCalls, setUpRouteTests } from '../../testing/routes';
import { usePlaceLocation } from './place-location';
import { testTransaction } from './testing';
import {
  nextTransactionsCursor,
  TRANSACTIONS_PAGE_SIZE,
  useLatestTransactions,
  useTransaction,
  useTransactionPages,
} from './transactions-api';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
}

const page = (size: number) => Array.from({ length: size }, () => testTransaction());

describe('transactions api', () => {
  const fetchMock = setUpRouteTests();

  it('pages by the last item cursor: a full page has a next one, a short page is the last', () => {
    const full = page(TRANSACTIONS_PAGE_SIZE);
    expect(TRANSACTIONS_PAGE_SIZE).toBe(20);
    expect(nextTransactionsCursor(full)).toBe(full.at(-1)!.cursor);
    expect(nextTransactionsCursor(page(19))).toBeUndefined();
    expect(nextTransactionsCursor([])).toBeUndefined();
  });

  it('asks 20 at a time, then ?cursor=<last item cursor> for the next page', async () => {
    const first = page(20);
    const second = page(5);
    fetchMock
      .mockResolvedValueOnce(json(200, { data: first }))
      .mockResolvedValueOnce(json(200, { data: second }));
    const { result } = renderHook(useTransactionPages, { wrapper: wrapper() });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
    expect(sentCalls(fetchMock).map(({ call }) => call)).toEqual([
      'GET user/transactions?_take=20',
      `GET user/transactions?_take=20&cursor=${encodeURIComponent(first.at(-1)!.cursor)}`,
    ]);
  });

  it("the home's latest payments: _take=3&_skip=0", async () => {
    fetchMock.mockResolvedValue(json(200, { data: page(3) }));
    const { result } = renderHook(() => useLatestTransactions(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect(sentCalls(fetchMock).map(({ call }) => call)).toEqual([
      'GET user/transactions?_take=3&_skip=0',
    ]);
  });

  it('the receipt asks by id and reads the first item; none is null', async () => {
    const transaction = testTransaction();
    fetchMock
      .mockResolvedValueOnce(json(200, { data: [transaction] }))
      .mockResolvedValueOnce(json(200, { data: [] }));
    const found = renderHook(() => useTransaction(transaction.id), { wrapper: wrapper() });
    await waitFor(() => expect(found.result.current.data).toEqual(transaction));
    const missing = renderHook(() => useTransaction('00000000-0000-4000-8000-000000000000'), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(missing.result.current.data).toBeNull());
    expect(sentCalls(fetchMock).map(({ call }) => call)).toEqual([
      `GET user/transactions?id=${transaction.id}`,
      'GET user/transactions?id=00000000-0000-4000-8000-000000000000',
    ]);
  });

  it("a 404 for the id (another customer's payment) is no payment, not a failure", async () => {
    fetchMock.mockResolvedValue(refused(404, 'TRANSACTION_NOT_FOUND'));
    const { id } = testTransaction();
    const { result } = renderHook(() => useTransaction(id), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('an address whose id is no UUID names no payment and asks nothing', async () => {
    const { result } = renderHook(() => useTransaction('123'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the place's location from google-place-details", async () => {
    fetchMock.mockResolvedValue(
      json(200, { data: { geometry: { location: { lat: -23.5614, lng: -46.6559 } } } }),
    );
    const placeId = testTransaction().place.id;
    const { result } = renderHook(() => usePlaceLocation(placeId), { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toEqual({ lat: -23.5614, lng: -46.6559 }));
    expect(sentCalls(fetchMock).map(({ call }) => call)).toEqual([
      `GET user/place/${placeId}/google-place-details`,
    ]);
  });

  it.each([
    [404, 'PLACE_NOT_FOUND'],
    [503, 'UNKNOWN'],
  ])('a location answer %i is unknown (null) and only logged', async (status, code) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(refused(status, code));
    const { result } = renderHook(() => usePlaceLocation(testTransaction().place.id), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current).toBeNull());
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('place location not loaded'),
      expect.objectContaining({ code }),
    );
  });

  it('no place yet: nothing asked, the location is not known yet', () => {
    const { result } = renderHook(() => usePlaceLocation(undefined), { wrapper: wrapper() });
    expect(result.current).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
