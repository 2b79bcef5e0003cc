// Runs jobs queued in the database in this process (the face analyses, the
// shops' webhook deliveries): claims jobs (any instance may: the queue's
// claim takes a job nobody holds, SKIP LOCKED), at most `concurrency` at once,
// and looks for work when woken (a job queued here) or every `pollMs` (jobs
// queued by other instances, or left by a process that died). A job queued
// here through `queue()` while a slot is free is claimed as it is written and
// starts at once (decision 082). While a job
// runs, a heartbeat renews its short lease, so a slow job keeps its job and the
// job of a process that died is taken again within seconds.
import type { FastifyBaseLogger } from 'fastify';
import { requestContext } from '../plugins/app/request-context';

/** What the runner reads of a job. */
export interface LeasedJob {
  id: string;
  /** Tries so far, this one included (the claim counts it). */
  attempts: number;
  /** The request that queued it, whose id its logs carry. */
  requestId?: string | null;
}

/** A queue the runner takes jobs from, under a lease. */
export interface LeasedQueue<Job extends LeasedJob> {
  claimJob(leaseMs: number): Promise<Job | null>;
  renewJob(job: Pick<Job, 'id' | 'attempts'>, leaseMs: number): Promise<boolean>;
  finishJob(job: Pick<Job, 'id' | 'attempts'>, outcome: 'done' | 'failed'): Promise<void>;
  /** Back to the queue, for another try (at once, or when the queue says). */
  releaseJob(job: Pick<Job, 'id' | 'attempts'>): Promise<void>;
}

export interface LeaseRunnerOptions<Job extends LeasedJob> {
  /** The jobs' name in logs: "face job", "webhook delivery". */
  label: string;
  repository: LeasedQueue<Job>;
  /**
   * Does the job. It must call `holdLease()` after its slow part, before
   * saving a result: that renews the lease, or throws `LeaseLostError` when
   * the lease ran out (another instance may have the job now).
   */
  process: (job: Job, holdLease: () => Promise<void>) => Promise<void>;
  /** Called when a job failed on its last attempt. */
  giveUp: (job: Job) => Promise<void>;
  /** Called once a run here ended and its job's row says so (done, failed, queued again). */
  ended?: (job: Job) => void;
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
  /** Whether a failed job had its last try (default: `maxAttempts` tries made). */
  isLastAttempt?: (job: Job) => boolean;
}

/** The job's lease ran out while it ran: its result is dropped, the job is not touched. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

export class LeaseRunner<Job extends LeasedJob> {
  private running = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;
  private again = false;
  /** Jobs running here, by their run. */
  private readonly inFlight = new Map<Promise<void>, Job>();

  constructor(private readonly options: LeaseRunnerOptions<Job>) {}

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
      .catch((error: unknown) =>
        this.options.log.error({ err: error }, `${this.options.label} claim failed`),
      )
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

  /**
   * Queues a job through `insert` and, when a slot is free here, has it
   * claimed in that same write (`insert` gets the lease to take: the row is
   * born running, under a lease like any claim, so no runner takes it while
   * this process heartbeats, and any takes it once the lease runs out) and
   * runs it at once, without waiting for a claim. Otherwise the job is queued
   * and the runner woken. `insert` answers the job written, or null for none.
   */
  async queue(insert: (claim: { leaseMs: number } | null) => Promise<Job | null>): Promise<void> {
    const slot = !this.stopped && this.running < this.options.concurrency;
    if (slot) this.running += 1;
    let job: Job | null = null;
    try {
      job = await insert(slot ? { leaseMs: this.leaseMs } : null);
    } finally {
      if (slot && !job) this.running -= 1;
    }
    if (slot && job) this.launch(job);
    else this.wake();
  }

  private async claimWhileFree(): Promise<void> {
    while (!this.stopped && this.running < this.options.concurrency) {
      const job = await this.options.repository.claimJob(this.leaseMs);
      if (!job) return;
      this.running += 1;
      this.launch(job);
    }
  }

  /** Runs a job claimed for this process, in the slot counted for it. */
  private launch(job: Job): void {
    // The job's logs, and the gateway or SMS calls it makes, carry the id of
    // the request that queued it.
    const requestId = job.requestId ?? `${this.options.label.replace(/\s+/gu, '-')}-${job.id}`;
    const run = requestContext
      .run({ requestId }, () => this.run(job))
      .finally(() => {
        this.running -= 1;
        this.inFlight.delete(run);
        this.wake();
      });
    this.inFlight.set(run, job);
  }

  private async run(job: Job): Promise<void> {
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
        log.warn({ jobId: job.id }, `${this.options.label} lease ran out; its result was dropped`);
        return;
      }
      const last =
        this.options.isLastAttempt?.(job) ?? job.attempts >= (this.options.maxAttempts ?? 3);
      log.warn(
        { err: error, jobId: job.id, attempt: job.attempts },
        `${this.options.label} failed`,
      );
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
        log.error(
          { err: cleanupError, jobId: job.id },
          `${this.options.label} could not be released`,
        );
      }
    } finally {
      heartbeat.stop();
      this.options.ended?.(job);
    }
  }

  /**
   * Renews the job's lease every `heartbeatMs` until stopped. A renewal that
   * finds the lease gone ends the heartbeat (holdLease then throws); one that
   * fails (database busy) is retried on the next beat, the lease still running.
   */
  private heartbeat(job: Job): { stop: () => void } {
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
          log.warn({ err: error, jobId: job.id }, `${this.options.label} heartbeat failed`),
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
    this.options.log.warn(
      { jobs: held.length, label: this.options.label },
      'jobs handed back to the queue at shutdown',
    );
    await Promise.allSettled(held.map((job) => this.options.repository.releaseJob(job)));
  }
}
