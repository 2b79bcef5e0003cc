// Face analyses are durable jobs in the database: a job left by a process that
// died is taken again, several instances on one database run each job once,
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
import { OnnxFaceEngine } from './engine/onnx-engine';
import {
  sharedFacesAvailable,
  skipWithoutSharedFaces,
  sharedFacesMissing,
} from './engine/testing/shared-faces';
import { FaceEngineError, type AnalyseResult, type FaceEngine } from './engine/types';

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

    beforeAll(async () => {
      engine = await OnnxFaceEngine.create();
      database = await createTestDatabase();
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.close();
      await engine?.close();
    });

    it('takes again a job whose process stopped answering, once its lease runs out', async () => {
      const stuck = stuckEngine();
      const dying = await start(database, {
        faceEngine: stuck,
        // It claims once (woken by the capture) and never looks again.
        faceJobs: { pollMs: 600_000, leaseMs: 400 },
      });
      const { token } = await newFaceUser(dying);
      const sent = dataOf<FaceUsage>(await sendPhoto(dying, token, faces.personA[0]));
      // The first instance holds the job and never finishes it.
      await expect
        .poll(async () => (await database.db.select().from(faceJobs))[0]?.status)
        .toBe('running');

      const healthy = await start(database, {
        faceEngine: engine,
        faceJobs: { pollMs: 50, leaseMs: 10_000 },
      });
      const done = dataOf<FaceUsage>(await analysed(healthy, token, sent.faceUsageIntentionId));
      expect(done.nextCapture).toEqual({ step: 2, usesGlasses: false });
      const [job] = await database.db
        .select()
        .from(faceJobs)
        .where(eq(faceJobs.intentionId, sent.faceUsageIntentionId));
      expect(job).toMatchObject({ status: 'done', attempts: 2, image: null });

      // The first instance wakes up late: its answer changes nothing.
      stuck.release();
      await dying.close();
      const again = dataOf<FaceUsage>(await analysed(healthy, token, sent.faceUsageIntentionId));
      expect(again.nextCapture).toEqual({ step: 2, usesGlasses: false });
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
