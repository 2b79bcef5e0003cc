// Face analyses are durable jobs in the database: a job left by a process that
// died is taken again within seconds (its heartbeat stops), a slow one that is
// alive keeps its job, several instances on one database run each job once,
// and a job that keeps failing ends with FACE_SERVICE_ERROR. A photo's job
// starts in its own request, claimed as it is written, when a slot is free;
// a poll waits a little for a running analysis, wherever it runs (decision 082).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaceUsage } from '@rosto/contract/schemas/face';
import { startTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { dataOf, expectError } from '../../../test/entrance';
import { analysed, faces, newFaceUser, poll, sendPhoto } from '../../../test/face';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { faceJobs } from '../../db/schema';
import { OnnxFaceEngine } from '../../face-engine/onnx-engine';
import {
  readSharedFace,
  sharedFacesAvailable,
  skipWithoutSharedFaces,
  sharedFacesMissing,
} from '../../face-engine/testing/shared-faces';
import { FaceEngineError, type AnalyseResult, type FaceEngine } from '../../face-engine/types';

/** Counts the photos it analyses, with the real engine behind it. */
function countingEngine(engine: FaceEngine): FaceEngine & { calls: number } {
  const counting = {
    calls: 0,
    analyse: (image: Uint8Array) => {
      counting.calls += 1;
      return engine.analyse(image);
    },
    close: async () => {},
  };
  return counting;
}

/**
 * Answers `result` after `delayMs`: an analysis slow under load, in other
 * threads (as the worker pool's), so this thread's timers keep running.
 */
function slowEngine(result: AnalyseResult, delayMs: number): FaceEngine & { calls: number } {
  const slow = {
    calls: 0,
    analyse: async () => {
      slow.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return result;
    },
    close: async () => {},
  };
  return slow;
}

/** An engine stuck on its first photo until released: a process that hangs or dies mid-job. */
function stuckEngine(): FaceEngine & { release: () => void } {
  let release = () => {};
  const stuck = new Promise<AnalyseResult>((resolve) => {
    release = () => resolve({ faces: [], image: { width: 1, height: 1 } });
  });
  return { analyse: () => stuck, close: async () => {}, release: () => release() };
}

/** Answers `result` once released: an analysis that ends when the test says. */
function gatedEngine(result: AnalyseResult): FaceEngine & { calls: number; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gated = {
    calls: 0,
    analyse: async () => {
      gated.calls += 1;
      await gate;
      return result;
    },
    close: async () => {},
    release: () => release(),
  };
  return gated;
}

/** Counts the runner's claims of queued jobs on `app` from now on. */
function countClaims(app: App): { count: number } {
  const repository = app.faceJobRepository;
  const claimJob = repository.claimJob.bind(repository);
  const claims = { count: 0 };
  repository.claimJob = (leaseMs) => {
    claims.count += 1;
    return claimJob(leaseMs);
  };
  return claims;
}

/** Resolves the next time `app`'s polling reads a registration (the poll then waits). */
function nextRead(app: App): Promise<void> {
  const repository = app.faceIntentionRepository;
  const findIntention = repository.findIntention.bind(repository);
  return new Promise((resolve) => {
    repository.findIntention = async (id) => {
      const row = await findIntention(id);
      repository.findIntention = findIntention;
      resolve();
      return row;
    };
  });
}

describe.skipIf(skipWithoutSharedFaces)(
  `durable face jobs${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    let engine: OnnxFaceEngine;
    let database: DatabaseHandle;
    const apps: App[] = [];
    const start = async (...args: Parameters<typeof startTestApp>) => {
      const app = await startTestApp(...args);
      apps.push(app);
      return app;
    };

    /** The job of a capture, as the database has it now. */
    const jobOf = async (intentionId: string) =>
      (await database.db.select().from(faceJobs).where(eq(faceJobs.intentionId, intentionId)))[0];

    beforeAll(async () => {
      engine = await OnnxFaceEngine.create();
      database = await createTestDatabase();
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.close();
      await engine?.close();
    });

    it('takes the job of an instance that stopped heartbeating within seconds', async () => {
      const stuck = stuckEngine();
      const dead = await start(database, {
        faceEngine: stuck,
        // It takes the job in the capture's request with the default lease,
        // never looks again and never renews the lease: a process that died mid-job.
        faceJobs: { pollMs: 600_000, heartbeatMs: 600_000 },
      });
      const { token } = await newFaceUser(dead);
      const sent = dataOf<FaceUsage>(await sendPhoto(dead, token, faces.personA[0]));
      // Started in the request that queued it: claimed, under its lease, as it was written.
      expect(await jobOf(sent.faceUsageIntentionId)).toMatchObject({
        status: 'running',
        attempts: 1,
      });
      const diedAt = Date.now();

      // A restarted instance, with the defaults but for a quick first look.
      const restarted = await start(database, { faceEngine: engine, faceJobs: { pollMs: 50 } });
      const done = dataOf<FaceUsage>(
        await analysed(restarted, token, sent.faceUsageIntentionId, 15_000),
      );
      expect(done.nextCapture).toEqual({ step: 2, usesGlasses: false });
      expect(Date.now() - diedAt).toBeLessThan(10_000);
      // The result is saved before the job is marked done.
      await expect
        .poll(async () => await jobOf(sent.faceUsageIntentionId))
        .toMatchObject({ status: 'done', attempts: 2, image: null });

      // The first instance wakes up late: its answer changes nothing.
      stuck.release();
      await dead.close();
      const again = dataOf<FaceUsage>(await analysed(restarted, token, sent.faceUsageIntentionId));
      expect(again.nextCapture).toEqual({ step: 2, usesGlasses: false });
    });

    it('leaves a slow analysis to its instance while it heartbeats', async () => {
      for (const app of apps.splice(0)) await app.close();
      // The analysis takes three leases; the heartbeat renews every quarter lease.
      const result = await engine.analyse(readSharedFace(faces.personA[0]));
      // A 2 s lease: on a loaded machine a 1 s one was outlived by a stalled event loop.
      const slow = slowEngine(result, 6_000);
      const busy = await start(database, {
        faceEngine: slow,
        faceJobs: { pollMs: 600_000, leaseMs: 2_000 },
      });
      const { token } = await newFaceUser(busy);
      const sent = dataOf<FaceUsage>(await sendPhoto(busy, token, faces.personA[0]));
      await expect
        .poll(async () => (await jobOf(sent.faceUsageIntentionId))?.status)
        .toBe('running');

      const other = countingEngine(engine);
      const watching = await start(database, {
        faceEngine: other,
        faceJobs: { pollMs: 20, leaseMs: 2_000 },
      });
      const done = dataOf<FaceUsage>(await analysed(watching, token, sent.faceUsageIntentionId));
      expect(done.nextCapture).toEqual({ step: 2, usesGlasses: false });
      expect({ slow: slow.calls, other: other.calls }).toEqual({ slow: 1, other: 0 });
      // The result is saved before the job is marked done: the poll above may
      // see the first while the runner is still writing the second.
      await expect
        .poll(async () => await jobOf(sent.faceUsageIntentionId))
        .toMatchObject({ status: 'done', attempts: 1, image: null });
    });

    it('runs each job once with several instances on one database', async () => {
      for (const app of apps.splice(0)) await app.close();
      const engines = [countingEngine(engine), countingEngine(engine)];
      const [first, second] = await Promise.all(
        engines.map((faceEngine) => start(database, { faceEngine, faceJobs: { pollMs: 20 } })),
      );
      const users = await Promise.all(Array.from({ length: 6 }, () => newFaceUser(first!)));
      const sent = await Promise.all(
        users.map(({ token }, i) =>
          sendPhoto(i % 2 ? first! : second!, token, faces.personA[i % 3]!),
        ),
      );
      for (const [i, response] of sent.entries()) {
        const id = dataOf<FaceUsage>(response).faceUsageIntentionId;
        const done = dataOf<FaceUsage>(await analysed(first!, users[i]!.token, id));
        expect(done.faceUsageIntentionState).toBe('CAPTURING');
      }
      expect(engines[0]!.calls + engines[1]!.calls).toBe(6);
    });

    it('starts the analysis in the request that queues it; no runner takes it while held', async () => {
      for (const app of apps.splice(0)) await app.close();
      const gated = gatedEngine(await engine.analyse(readSharedFace(faces.personA[0])));
      const app = await start(database, { faceEngine: gated, faceJobs: { pollMs: 600_000 } });
      const claims = countClaims(app);
      const { token } = await newFaceUser(app);
      const sent = dataOf<FaceUsage>(await sendPhoto(app, token, faces.personA[0]));
      // Claimed as it was written, without the runner's claim.
      expect(await jobOf(sent.faceUsageIntentionId)).toMatchObject({
        status: 'running',
        attempts: 1,
      });
      expect(claims.count).toBe(0);
      await expect.poll(() => gated.calls).toBe(1);

      // Another instance looks for work all along and finds none while the job is held.
      const other = countingEngine(engine);
      const watching = await start(database, { faceEngine: other, faceJobs: { pollMs: 20 } });
      const looks = countClaims(watching);
      await expect.poll(() => looks.count).toBeGreaterThan(3);
      gated.release();
      const done = dataOf<FaceUsage>(await analysed(watching, token, sent.faceUsageIntentionId));
      expect(done.nextCapture).toEqual({ step: 2, usesGlasses: false });
      expect(other.calls).toBe(0);
      await expect
        .poll(async () => await jobOf(sent.faceUsageIntentionId))
        .toMatchObject({ status: 'done', attempts: 1, image: null });
    });

    it('queues the job for the runner when every slot here is busy', async () => {
      for (const app of apps.splice(0)) await app.close();
      const gated = gatedEngine(await engine.analyse(readSharedFace(faces.personA[0])));
      const app = await start(database, {
        env: { FACE_ENGINE_THREADS: '1' },
        faceEngine: gated,
        faceJobs: { pollMs: 600_000 },
      });
      const [first, second] = await Promise.all([newFaceUser(app), newFaceUser(app)]);
      const busy = dataOf<FaceUsage>(await sendPhoto(app, first.token, faces.personA[0]));
      const waiting = dataOf<FaceUsage>(await sendPhoto(app, second.token, faces.personA[1]));
      expect(await jobOf(busy.faceUsageIntentionId)).toMatchObject({ status: 'running' });
      expect(await jobOf(waiting.faceUsageIntentionId)).toMatchObject({
        status: 'queued',
        attempts: 0,
      });
      // The slot freed, the runner takes the queued job.
      gated.release();
      const done = dataOf<FaceUsage>(
        await analysed(app, second.token, waiting.faceUsageIntentionId),
      );
      expect(done.faceUsageIntentionState).toBe('CAPTURING');
      expect(gated.calls).toBe(2);
    });

    it('answers a poll when the analysis running here ends, not at the next poll', async () => {
      for (const app of apps.splice(0)) await app.close();
      const gated = gatedEngine(await engine.analyse(readSharedFace(faces.personA[0])));
      // A wait longer than the test: only the analysis's end can answer the poll.
      const app = await start(database, {
        faceEngine: gated,
        faceJobs: { pollMs: 600_000, pollWaitMs: 600_000 },
      });
      const { token } = await newFaceUser(app);
      const sent = dataOf<FaceUsage>(await sendPhoto(app, token, faces.personA[0]));
      await expect.poll(() => gated.calls).toBe(1);

      const read = nextRead(app);
      const answer = poll(app, token, sent.faceUsageIntentionId);
      // The poll found the analysis running before it ends.
      await read;
      gated.release();
      const done = dataOf<FaceUsage>(await answer);
      expect(done).toMatchObject({
        faceUsageIntentionState: 'CAPTURING',
        nextCapture: { step: 2, usesGlasses: false },
      });
    });

    it('answers a poll when the analysis ends on another instance', async () => {
      for (const app of apps.splice(0)) await app.close();
      const gated = gatedEngine(await engine.analyse(readSharedFace(faces.personA[0])));
      const running = await start(database, { faceEngine: gated, faceJobs: { pollMs: 600_000 } });
      const { token } = await newFaceUser(running);
      const sent = dataOf<FaceUsage>(await sendPhoto(running, token, faces.personA[0]));
      await expect.poll(() => gated.calls).toBe(1);

      // The instance polled never runs the job: its end reaches it through the database.
      const other = countingEngine(engine);
      const polled = await start(database, {
        faceEngine: other,
        faceJobs: { pollMs: 600_000, pollWaitMs: 600_000 },
      });
      const read = nextRead(polled);
      const answer = poll(polled, token, sent.faceUsageIntentionId);
      await read;
      gated.release();
      const done = dataOf<FaceUsage>(await answer);
      expect(done.nextCapture).toEqual({ step: 2, usesGlasses: false });
      expect(other.calls).toBe(0);
    });

    it('answers PROCESSING when the analysis outlasts the poll’s wait', async () => {
      for (const app of apps.splice(0)) await app.close();
      const stuck = stuckEngine();
      const app = await start(database, {
        faceEngine: stuck,
        faceJobs: { pollMs: 600_000, pollWaitMs: 100 },
      });
      const { token } = await newFaceUser(app);
      const sent = dataOf<FaceUsage>(await sendPhoto(app, token, faces.personA[0]));
      const answer = dataOf<FaceUsage>(await poll(app, token, sent.faceUsageIntentionId));
      expect(answer.faceUsageIntentionState).toBe('PROCESSING');
      stuck.release();
    });

    it('ends a job that fails on every attempt with FACE_SERVICE_ERROR', async () => {
      const failing: FaceEngine = {
        analyse: () => Promise.reject(new FaceEngineError('FACE_SERVICE_ERROR', 'worker died')),
        close: async () => {},
      };
      for (const app of apps.splice(0)) await app.close();
      const app = await start(database, { faceEngine: failing, faceJobs: { pollMs: 20 } });
      const { token } = await newFaceUser(app);
      const sent = dataOf<FaceUsage>(await sendPhoto(app, token, faces.personA[0]));
      expectError(await analysed(app, token, sent.faceUsageIntentionId), 502, 'FACE_SERVICE_ERROR');
      await expect
        .poll(async () => await jobOf(sent.faceUsageIntentionId))
        .toMatchObject({ status: 'failed', attempts: 3, image: null });
      // The user may send the photo again.
      expect((await sendPhoto(app, token, faces.personA[0])).statusCode).toBe(200);
    });
  },
);
