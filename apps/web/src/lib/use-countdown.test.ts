import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('rounds up to whole seconds and never goes below 0', () => {
    expect(secondsUntil(null, 0)).toBe(0);
    expect(secondsUntil(5_000, 0)).toBe(5);
    expect(secondsUntil(5_000, 4_001)).toBe(1);
    expect(secondsUntil(5_000, 9_000)).toBe(0);
  });

  it('ticks each second to 0 against a timestamp', () => {
    const until = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(2);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current).toBe(0);
  });
});
