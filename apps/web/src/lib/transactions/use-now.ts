// The current time for screens whose text depends on it ("há 5 minutos",
// "Hoje"): it moves on every minute, so a list left open stays true.
import { useEffect, useState } from 'react';

export const NOW_TICK_MS = 60_000;

export function useNow(tickMs = NOW_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
