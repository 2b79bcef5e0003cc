// A task every API instance runs now and then at an interval (the biometric
// retention purge, the refund of validation charges). The tasks are
// idempotent, so instances need no leader; a failed run is logged and the
// next one tries again.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

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

/**
 * Runs `task` every `intervalMs` on this instance, from when the app is ready
 * (its first run then) until it closes, which waits for a run in progress.
 */
export function runWhileUp(
  app: FastifyInstance,
  name: string,
  task: () => Promise<void>,
  options: { intervalMs: number; log?: FastifyBaseLogger },
): void {
  let periodic: PeriodicTask | null = null;
  app.addHook('onReady', (hookDone) => {
    periodic = runPeriodically(name, task, {
      intervalMs: options.intervalMs,
      log: options.log ?? app.log,
    });
    hookDone();
  });
  app.addHook('onClose', async () => {
    await periodic?.stop();
  });
}
