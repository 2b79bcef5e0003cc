// The wallet's card list against docs/spec/wallet-checklist.md §7: cached (stale 10 s, kept 10 min)
// and tried once more after a failure. The client is spied on, so no request leaves.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newQueryClient, spyOnApiCalls, withQueryClient } from '../../testing/query-hooks';
import { ApiError } from '../api-client';
import { useWalletCards } from './wallet-cards';

let api: ReturnType<typeof spyOnApiCalls>;

describe('the card list (docs/spec/wallet-checklist.md §7: cached, stale 10 s, retained 10 min, retry once)', () => {
  beforeEach(() => {
    api = spyOnApiCalls(() => ({ data: [] }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is cached: stale 10 s — a screen opened within 10 s reads the cache, after 10 s the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
    const wrapper = withQueryClient(newQueryClient());
    const first = renderHook(() => useWalletCards(), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    expect(api.callsTo(endpoints.paymentMethods)).toHaveLength(1);

    vi.setSystemTime(new Date('2025-03-01T12:00:09.900Z'));
    const second = renderHook(() => useWalletCards(), { wrapper });
    expect(second.result.current.data).toEqual([]);
    expect(second.result.current.isStale).toBe(false);
    expect(api.callsTo(endpoints.paymentMethods)).toHaveLength(1);

    vi.setSystemTime(new Date('2025-03-01T12:00:10.100Z'));
    renderHook(() => useWalletCards(), { wrapper });
    await waitFor(() => expect(api.callsTo(endpoints.paymentMethods)).toHaveLength(2));
  });

  it('is retained 10 min once no screen shows it, then dropped', async () => {
    const client = newQueryClient();
    const list = renderHook(() => useWalletCards(), { wrapper: withQueryClient(client) });
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
    api.call.mockRejectedValue(new ApiError('UNKNOWN', 500));
    const { result } = renderHook(() => useWalletCards(), {
      wrapper: withQueryClient(newQueryClient()),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(api.callsTo(endpoints.paymentMethods)).toHaveLength(2);
  });
});
