// Whole seconds left until a moment (a resend becomes possible), ticking once a
// second. It counts to a timestamp rather than down from a number, so a reload
// or a tab in the background does not restart or stretch it.
import { useEffect, useState } from 'react';

export function secondsUntil(untilMs: number | null, nowMs: number): number {
  if (untilMs === null) return 0;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

export function useCountdown(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(untilMs, now);
  useEffect(() => {
    if (untilMs === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      return current;
    };
    // A new target: re-read the clock at once rather than a second later.
    const first = setTimeout(tick, 0);
    const timer = setInterval(() => {
      if (tick() >= untilMs) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [untilMs]);
  return left;
}
