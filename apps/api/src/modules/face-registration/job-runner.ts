// Runs the queued face analyses of the database in this process: claims jobs
// (any instance may; see FaceJobRepository.claimJob), at most `concurrency` at
// once, and looks for work when woken (a capture here) or every `pollMs`
// (captures queued by other instances, jobs left by a process that died).
// While a job runs, a heartbeat renews its short lease, so a slow analysis keeps
// its job and the job of a process that died is taken again within seconds.
import type { FastifyBaseLogger } from 'fastify';
import { requestContext } from '../../plugins/app/request-context';
import type { FaceJobRepository, FaceJobRow } from './job-repository';

export interface FaceJobRunnerOptions {
  repository: Pick<FaceJobRepository, 'claimJob' | 'finishJob' | 'releaseJob' | 'renewJob'>;
  /**
   * Does the job. It must call `holdLease()` after its slow part, before
   * saving a result: that renews the lease, or throws `LeaseLostError` when
   * the lease ran out (another instance may have the job now).
   */
  process: (job: FaceJobRow, holdLease: () => Promise<void>) => Promise<void>;
  /** Called when a job failed on its last attempt. */
  giveUp: (job: FaceJobRow) => Promise<void>;
  log: FastifyBaseLogger;
  concurrency: number;
  pollMs?: number;
  /**
   * How long a claimed job is held without a heartbeat before another instance
   * may take it (default 6 s).
   */
  leaseMs?: number;
  /** How often the lease of a running job is renewed (default a quarter of the lease). */
  heartbeatMs?: number;
  maxAttempts?: number;
}

/** The job's lease ran out while it ran: its result is dropped, the job is not touched. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

export class FaceJobRunner {
  private running = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;
  private again = false;
  /** Jobs running here, by their run. */
  private readonly inFlight = new Map<Promise<void>, FaceJobRow>();

  constructor(private readonly options: FaceJobRunnerOptions) {}

  get leaseMs(): number {
    return this.options.leaseMs ?? 6_000;
  }

  get heartbeatMs(): number {
    return this.options.heartbeatMs ?? this.leaseMs / 4;
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /**
   * Looks for work now. Outside any request's context: a capture wakes the
   * runner, but the jobs it then claims may be other requests' (each runs
   * under its own, below).
   */
  wake(): void {
    requestContext.exit(() => this.lookForWork());
  }

  private lookForWork(): void {
    if (this.stopped) return;
    if (this.looking) {
      this.again = true;
      return;
    }
    this.looking = this.claimWhileFree()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'face job claim failed'))
      .finally(() => {
        this.looking = null;
        if (this.again) {
          this.again = false;
          this.lookForWork();
        } else {
          this.schedule();
        }
      });
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 1_000);
    this.timer.unref();
  }

  private async claimWhileFree(): Promise<void> {
    while (!this.stopped && this.running < this.options.concurrency) {
      const job = await this.options.repository.claimJob(this.leaseMs);
      if (!job) return;
      this.running += 1;
      // The job's logs, and the gateway or SMS calls it makes, carry the id of
      // the request that queued it.
      const requestId = job.requestId ?? `face-job-${job.id}`;
      const run = requestContext
        .run({ requestId }, () => this.run(job))
        .finally(() => {
          this.running -= 1;
          this.inFlight.delete(run);
          this.wake();
        });
      this.inFlight.set(run, job);
    }
  }

  private async run(job: FaceJobRow): Promise<void> {
    const { repository, log } = this.options;
    const holdLease = async () => {
      if (!(await repository.renewJob(job, this.leaseMs))) throw new LeaseLostError(job.id);
    };
    const heartbeat = this.heartbeat(job);
    try {
      await this.options.process(job, holdLease);
      await repository.finishJob(job, 'done');
    } catch (error) {
      if (error instanceof LeaseLostError) {
        log.warn({ jobId: job.id }, 'face job lease ran out; its result was dropped');
        return;
      }
      const last = job.attempts >= (this.options.maxAttempts ?? 3);
      log.warn({ err: error, jobId: job.id, attempt: job.attempts }, 'face analysis failed');
      try {
        if (last) {
          if (await repository.renewJob(job, this.leaseMs)) {
            await this.options.giveUp(job);
            await repository.finishJob(job, 'failed');
          }
        } else {
          await repository.releaseJob(job);
        }
      } catch (cleanupError) {
        // The lease runs out and the job is claimed again.
        log.error({ err: cleanupError, jobId: job.id }, 'face job could not be released');
      }
    } finally {
      heartbeat.stop();
    }
  }

  /**
   * Renews the job's lease every `heartbeatMs` until stopped. A renewal that
   * finds the lease gone ends the heartbeat (holdLease then throws); one that
   * fails (database busy) is retried on the next beat, the lease still running.
   */
  private heartbeat(job: FaceJobRow): { stop: () => void } {
    const { repository, log } = this.options;
    let beating: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (beating) return;
      beating = repository
        .renewJob(job, this.leaseMs)
        .then((held) => {
          if (!held) clearInterval(timer);
        })
        .catch((error: unknown) =>
          log.warn({ err: error, jobId: job.id }, 'face job heartbeat failed'),
        )
        .finally(() => {
          beating = null;
        });
    }, this.heartbeatMs);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  /**
   * Stops claiming and waits for the jobs in progress. After `handBackAfterMs`
   * (a shutdown's deadline) the jobs still running are handed back to the
   * queue, so another instance takes them at once instead of after their
   * lease; their results here, if any, are then dropped (the lease is gone).
   */
  async stop(handBackAfterMs = Infinity): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.looking;
    const finished = Promise.allSettled([...this.inFlight.keys()]).then(() => true);
    if (!Number.isFinite(handBackAfterMs)) {
      await finished;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), handBackAfterMs);
    });
    const allFinished = await Promise.race([finished, deadline]);
    clearTimeout(timer);
    if (allFinished) return;
    const held = [...this.inFlight.values()];
    this.options.log.warn({ jobs: held.length }, 'face jobs handed back to the queue at shutdown');
    await Promise.allSettled(held.map((job) => this.options.repository.releaseJob(job)));
  }
}
