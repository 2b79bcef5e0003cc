// Face analyses are durable jobs in the database: a job left by a process that
// died is taken again within seconds (its heartbeat stops), a slow one that is
// alive keeps its job, several instances on one database run each job once,
// and a job that keeps failing ends with FACE_SERVICE_ERROR.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaceUsage } from '@rosto/contract/schemas/face';
import { startTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { dataOf, expectError } from '../../../test/entrance';
import { analysed, faces, newFaceUser, sendPhoto } from '../../../test/face';
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
        // It claims once (woken by the capture) with the default lease, never
        // looks again and never renews the lease: a process that died mid-job.
        faceJobs: { pollMs: 600_000, heartbeatMs: 600_000 },
      });
      const { token } = await newFaceUser(dead);
      const sent = dataOf<FaceUsage>(await sendPhoto(dead, token, faces.personA[0]));
      await expect
        .poll(async () => (await database.db.select().from(faceJobs))[0]?.status)
        .toBe('running');
      const diedAt = Date.now();

      // A restarted instance, with the defaults but for a quick first look.
      const restarted = await start(database, { faceEngine: engine, faceJobs: { pollMs: 50 } });
      const done = dataOf<FaceUsage>(
        await analysed(restarted, token, sent.faceUsageIntentionId, 15_000),
      );
      expect(done.nextCapture).toEqual({ step: 2, usesGlasses: false });
      expect(Date.now() - diedAt).toBeLessThan(10_000);
      const [job] = await database.db
        .select()
        .from(faceJobs)
        .where(eq(faceJobs.intentionId, sent.faceUsageIntentionId));
      expect(job).toMatchObject({ status: 'done', attempts: 2, image: null });

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
      const [job] = await database.db
        .select()
        .from(faceJobs)
        .where(eq(faceJobs.intentionId, sent.faceUsageIntentionId));
      expect(job).toMatchObject({ status: 'failed', attempts: 3, image: null });
      // The user may send the photo again.
      expect((await sendPhoto(app, token, faces.personA[0])).statusCode).toBe(200);
    });
  },
);
