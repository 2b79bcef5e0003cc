// The retention of biometric data no longer in use (decision 029), on a real
// database: replaced faces go after 180 days, the first photo of an unfinished
// capture pair after a day; active faces and replacements under review stay.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/app';
import { sandboxUser } from '../../../test/entrance';
import { faceTemplates, faceUsageIntentions } from '../../db/schema';
import { embeddingToBytes } from '../../face-engine/similarity';
import {
  RETIRED_FACE_RETENTION_DAYS,
  createBiometricRetention,
  scheduleRetention,
} from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const start = new Date('2026-11-23T17:05:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('biometric retention', () => {
  const context = useTestApp();
  const retention = () => createBiometricRetention(context.app.db);

  async function newUser() {
    return (await sandboxUser(context.app, { faceStatus: 'NOT_STARTED' })).profile.id;
  }

  function enrol(userId: string, now: Date, awaitingReview = false) {
    const embedding = new Float32Array(512).map(() => Math.random() - 0.5);
    return context.app.faceTemplateRepository.saveTemplate(
      {
        userId,
        usesGlasses: false,
        embedding: Buffer.from(embeddingToBytes(embedding)),
        descriptor: null,
        image: Buffer.from('sealed photo'),
        faceBox: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 },
        livenessScore: 0.9,
      },
      awaitingReview
        ? { awaitingReview, reason: 'replacement', previousFaceScore: 0.2 }
        : { awaitingReview },
      embedding,
      [],
      false,
      now,
    );
  }

  const templatesOf = (userId: string) =>
    context.database.db.select().from(faceTemplates).where(eq(faceTemplates.userId, userId));

  it('deletes a replaced face 180 days after it was replaced, never the active one', async () => {
    const userId = await newUser();
    const first = await enrol(userId, start);
    const second = await enrol(userId, at(10 * DAY_MS));
    const [retired] = (await templatesOf(userId)).filter((row) => row.id === first.id);
    expect(retired).toMatchObject({ active: false, retiredAt: at(10 * DAY_MS) });

    const justBefore = at(10 * DAY_MS + RETIRED_FACE_RETENTION_DAYS * DAY_MS - HOUR_MS);
    expect((await retention().purge(justBefore)).retiredFacesDeleted).toBe(0);
    expect(await templatesOf(userId)).toHaveLength(2);

    const justAfter = at(10 * DAY_MS + RETIRED_FACE_RETENTION_DAYS * DAY_MS + HOUR_MS);
    expect((await retention().purge(justAfter)).retiredFacesDeleted).toBe(1);
    expect((await templatesOf(userId)).map((row) => [row.id, row.active])).toEqual([
      [second.id, true],
    ]);
  });

  it('keeps a replacement waiting for review however old it is', async () => {
    const userId = await newUser();
    await enrol(userId, start);
    const waiting = await enrol(userId, start, true);
    await retention().purge(at(400 * DAY_MS));
    const rows = await templatesOf(userId);
    expect(rows.map((row) => row.id)).toContain(waiting.id);
    expect(rows).toHaveLength(2);
  });

  it('deletes the first photo of a capture pair left unfinished for a day', async () => {
    const userId = await newUser();
    const intentions = context.app.faceIntentionRepository;
    const intention = await intentions.openIntention(userId, start);
    await intentions.updateIntention(
      intention.id,
      {
        state: 'CAPTURING',
        nextCapture: { step: 2, usesGlasses: true },
        pendingImage: Buffer.from('sealed first photo'),
        pendingEmbedding: Buffer.from('embedding'),
        pendingDescriptor: Buffer.from('descriptor'),
        pendingBox: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 },
      },
      start,
    );

    expect((await retention().purge(at(23 * HOUR_MS))).unfinishedPhotosDeleted).toBe(0);
    expect((await intentions.findIntention(intention.id))?.pendingImage).not.toBeNull();

    expect((await retention().purge(at(25 * HOUR_MS))).unfinishedPhotosDeleted).toBe(1);
    const [row] = await context.database.db
      .select()
      .from(faceUsageIntentions)
      .where(eq(faceUsageIntentions.id, intention.id));
    expect(row).toMatchObject({
      state: 'CAPTURING',
      pendingImage: null,
      pendingEmbedding: null,
      pendingDescriptor: null,
      pendingBox: null,
      // The pair starts again with its first photo, glasses as they were.
      nextCapture: { step: 1, usesGlasses: true },
    });
  });

  it('runs on schedule and logs failures without stopping', async () => {
    const purge = vi
      .fn()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue({ retiredFacesDeleted: 1, unfinishedPhotosDeleted: 0 });
    const log = { info: vi.fn(), error: vi.fn() };
    const schedule = scheduleRetention(
      { purge },
      { now: () => start, log: log as never, intervalMs: 20 },
    );
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled());
    await schedule.stop();
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'biometric retention purge failed');
    expect(log.info).toHaveBeenCalledWith(
      { retiredFacesDeleted: 1, unfinishedPhotosDeleted: 0 },
      'biometric retention purge',
    );
    expect(purge).toHaveBeenCalledWith(start);
  });
});
