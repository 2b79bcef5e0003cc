// A task every API instance runs now and then at an interval (the biometric
// retention purge, the refund of validation charges). The tasks are
// idempotent, so instances need no leader; a failed run is logged and the
// next one tries again.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTask {
  /** Waits for a run in progress, then runs no more. */
  stop(): Promise<void>;
}

export function runPeriodically(
  name: string,
  task: () => Promise<void>,
  options: { intervalMs: number; log: FastifyBaseLogger },
): PeriodicTask {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task().catch((error: unknown) => options.log.error({ err: error }, `${name} failed`));
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
