// The runner at shutdown: it waits for the jobs it holds, and past its
// deadline hands them back to the queue (another instance takes them at once).
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type LeasedJob, LeaseRunner } from './lease-runner';

type TestJob = LeasedJob;

function fakeQueue(jobs: TestJob[]) {
  const released: string[] = [];
  const finished: string[] = [];
  return {
    released,
    finished,
    repository: {
      claimJob: () => Promise.resolve(jobs.shift() ?? null),
      finishJob: (job: Pick<TestJob, 'id'>) => {
        finished.push(job.id);
        return Promise.resolve();
      },
      releaseJob: (job: Pick<TestJob, 'id'>) => {
        released.push(job.id);
        return Promise.resolve();
      },
      renewJob: () => Promise.resolve(true),
    },
  };
}

const job = (id: string) => ({ id, attempts: 1 }) as TestJob;

function runnerOf(queue: ReturnType<typeof fakeQueue>, process: () => Promise<void>) {
  return new LeaseRunner<TestJob>({
    label: 'face job',
    repository: queue.repository,
    process,
    giveUp: () => Promise.resolve(),
    log: pino({ level: 'silent' }),
    concurrency: 2,
    pollMs: 60_000,
  });
}

describe('face job runner at shutdown', () => {
  it('waits for the jobs in progress when it has no deadline', async () => {
    const queue = fakeQueue([job('a')]);
    let finish: (() => void) | null = null;
    const runner = runnerOf(
      queue,
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    runner.start();
    await expect.poll(() => finish).not.toBeNull();
    const stopped = runner.stop();
    setTimeout(() => finish?.(), 30);
    await stopped;
    expect(queue.finished).toEqual(['a']);
    expect(queue.released).toEqual([]);
  });

  it('hands the jobs still running back to the queue at its deadline', async () => {
    const queue = fakeQueue([job('a'), job('b')]);
    let started = 0;
    const runner = runnerOf(queue, () => {
      started += 1;
      return new Promise<void>(() => {}); // a photo that never finishes
    });
    runner.start();
    await expect.poll(() => started).toBe(2);
    const before = Date.now();
    await runner.stop(50);
    expect(Date.now() - before).toBeGreaterThanOrEqual(45);
    expect(queue.released.sort()).toEqual(['a', 'b']);
    expect(queue.finished).toEqual([]);
  });

  it('hands nothing back when the jobs end before the deadline', async () => {
    const queue = fakeQueue([job('a')]);
    const runner = runnerOf(queue, () => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await runner.stop(5_000);
    expect(queue.finished).toEqual(['a']);
    expect(queue.released).toEqual([]);
  });
});
