// How long biometric data no longer in use is kept (decision 029, under the
// rule of decisions 004 and 025): a face that was replaced is kept for the
// dispute window of the payments it may have approved, then deleted; the first
// photo of a capture pair that was never finished is deleted after a day. An
// account's active faces stay while the account does, and go at once with it
// (account deletion). Every instance runs the purge; its deletes are idempotent.
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { faceTemplates, faceUsageIntentions } from '../../db/schema';
import { type PeriodicTask, runPeriodically } from '../../periodic-task';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Card chargebacks may come up to 120 days after a payment; a margin on top. */
export const RETIRED_FACE_RETENTION_DAYS = 180;
/** A capture pair is taken in minutes; its first photo waits a day at most. */
export const UNFINISHED_PHOTO_RETENTION_HOURS = 24;
/** How often each instance runs the purge. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionResult {
  retiredFacesDeleted: number;
  unfinishedPhotosDeleted: number;
}

export function createBiometricRetention(db: Database) {
  return {
    /** Deletes what is past its retention at `now`. */
    async purge(now: Date): Promise<RetentionResult> {
      const retiredBefore = new Date(now.getTime() - RETIRED_FACE_RETENTION_DAYS * DAY_MS);
      const retired = await db
        .delete(faceTemplates)
        .where(
          and(
            eq(faceTemplates.active, false),
            eq(faceTemplates.awaitingReview, false),
            lt(faceTemplates.retiredAt, retiredBefore),
          ),
        )
        .returning({ id: faceTemplates.id });

      const idleSince = new Date(now.getTime() - UNFINISHED_PHOTO_RETENTION_HOURS * 60 * 60 * 1000);
      const unfinished = await db
        .update(faceUsageIntentions)
        .set({
          pendingImage: null,
          pendingEmbedding: null,
          pendingDescriptor: null,
          pendingBox: null,
          // Without its first photo the pair starts again at step 1.
          nextCapture: sql`jsonb_set(coalesce(${faceUsageIntentions.nextCapture}, '{"usesGlasses": false}'::jsonb), '{step}', '1')`,
          updatedAt: now,
        })
        .where(
          and(
            isNotNull(faceUsageIntentions.pendingImage),
            eq(faceUsageIntentions.state, 'CAPTURING'),
            lt(faceUsageIntentions.updatedAt, idleSince),
          ),
        )
        .returning({ id: faceUsageIntentions.id });

      return { retiredFacesDeleted: retired.length, unfinishedPhotosDeleted: unfinished.length };
    },
  };
}
export type BiometricRetention = ReturnType<typeof createBiometricRetention>;

/** Runs the purge now and then every `intervalMs`; stop() ends it. */
export function scheduleRetention(
  retention: BiometricRetention,
  options: { now: () => Date; log: FastifyBaseLogger; intervalMs?: number },
): PeriodicTask {
  return runPeriodically(
    'biometric retention purge',
    async () => {
      const result = await retention.purge(options.now());
      if (result.retiredFacesDeleted + result.unfinishedPhotosDeleted > 0) {
        options.log.info(result, 'biometric retention purge');
      }
    },
    { intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS, log: options.log },
  );
}
