// Tells the calls that wait for a face analysis (polling, set-face) that one
// of this process's ended, so they answer at once instead of at their next
// look at the database. Only a hint: the registration's row stays the truth,
// and an analysis run by another instance is seen by looking again.

export interface AnalysisSignal {
  /** An analysis of this registration ended here (whatever its outcome). */
  ended(intentionId: string): void;
  /** Resolves when `intentionId`'s analysis ends here, or after `ms`. */
  wait(intentionId: string, ms: number): Promise<void>;
}

export function createAnalysisSignal(): AnalysisSignal {
  const waiting = new Map<string, Set<() => void>>();
  return {
    ended(intentionId) {
      const wakers = waiting.get(intentionId);
      waiting.delete(intentionId);
      for (const wake of wakers ?? []) wake();
    },
    wait(intentionId, ms) {
      return new Promise<void>((resolve) => {
        const wakers = waiting.get(intentionId) ?? new Set<() => void>();
        waiting.set(intentionId, wakers);
        const wake = () => {
          clearTimeout(timer);
          wakers.delete(wake);
          if (wakers.size === 0 && waiting.get(intentionId) === wakers) {
            waiting.delete(intentionId);
          }
          resolve();
        };
        const timer = setTimeout(wake, ms);
        wakers.add(wake);
      });
    },
  };
}
