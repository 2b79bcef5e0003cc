// Faces waiting for a person's review (decision 010: like another user's face;
// decision 023: a replacement unlike the face it replaces; decision 037: a
// liveness check that could not tell) and the end of a review, in one
// transaction per decision.
import { and, desc, eq, exists, inArray, isNotNull, isNull, max, min, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceDuplicateFlags, faceTemplates, faceUsageIntentions, users } from '../../db/schema';

export interface PendingFaceRow {
  userId: string;
  firstName: string;
  otherUserId: string;
  similarity: number;
  flaggedAt: Date;
}

export type AwaitingReason = 'replacement' | 'liveness';

/** A user's faces saved inactive until a person decides (face_templates.awaiting_review). */
export interface PendingAwaitingRow {
  userId: string;
  firstName: string;
  since: Date;
  /** Replacement when any of the faces is one (rows from before the reason count as one). */
  reason: AwaitingReason;
  /** The fused score of the new face against the closest face it replaces. */
  previousFaceScore: number | null;
  /** The lowest fused liveness score of the faces awaiting. */
  livenessScore: number;
}

export type FaceReviewDecision = 'SUCCESS' | 'FAIL';

/** A face under review as stored: its photos still sealed (FACE_IMAGE_KEY). */
export interface SealedReviewFace {
  usesGlasses: boolean;
  savedAt: Date;
  image: Buffer;
  livenessPhoto: Buffer | null;
  burstFrames: Buffer | null;
  livenessScore: number;
  livenessDetail: (typeof faceTemplates.$inferSelect)['livenessDetail'];
}

/** An account's face in use, its photo sealed. */
export interface SealedFaceInUse {
  userId: string;
  usesGlasses: boolean;
  image: Buffer;
}

const pending = and(isNull(faceDuplicateFlags.reviewedAt), eq(users.faceStatus, 'PROCESSING'));

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Once a review ends, what only the reviewer saw is forgotten (decision 051). */
async function forgetReviewPhotos(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(faceTemplates)
    .set({ livenessPhoto: null, burstFrames: null })
    .where(
      and(
        eq(faceTemplates.userId, userId),
        or(isNotNull(faceTemplates.livenessPhoto), isNotNull(faceTemplates.burstFrames)),
      ),
    );
}

/** The registrations that ended "pre-approved" take the review's outcome (what polling answers). */
async function endPendingRegistrations(
  tx: Transaction,
  userId: string,
  decision: FaceReviewDecision,
  now: Date,
): Promise<void> {
  await tx
    .update(faceUsageIntentions)
    .set({ outcome: decision, updatedAt: now })
    .where(
      and(
        eq(faceUsageIntentions.userId, userId),
        eq(faceUsageIntentions.state, 'FINISHED'),
        eq(faceUsageIntentions.outcome, 'PROCESSING'),
      ),
    );
}

export function createFaceReviewRepository(db: Database) {
  return {
    /** Unreviewed duplicate flags of users whose face waits for review (of one user when given), oldest first. */
    async pendingFlags(userId?: string): Promise<PendingFaceRow[]> {
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          otherUserId: faceDuplicateFlags.otherUserId,
          similarity: faceDuplicateFlags.similarity,
          flaggedAt: faceDuplicateFlags.createdAt,
        })
        .from(faceDuplicateFlags)
        .innerJoin(users, eq(users.id, faceDuplicateFlags.userId))
        .where(and(pending, userId ? eq(users.id, userId) : undefined))
        .orderBy(faceDuplicateFlags.createdAt, desc(faceDuplicateFlags.similarity));
    },

    /** Faces awaiting review (of one user when given), oldest first: one row per user. */
    async pendingAwaiting(userId?: string): Promise<PendingAwaitingRow[]> {
      const rows = await db
        .select({
          userId: users.id,
          firstName: users.firstName,
          since: min(faceTemplates.createdAt),
          // 'replacement' sorts after 'liveness': max() names a replacement when there is one.
          reason: max(sql<string>`coalesce(${faceTemplates.reviewReason}, 'replacement')`),
          previousFaceScore: max(faceTemplates.previousFaceScore),
          livenessScore: min(faceTemplates.livenessScore),
        })
        .from(faceTemplates)
        .innerJoin(users, eq(users.id, faceTemplates.userId))
        .where(
          and(eq(faceTemplates.awaitingReview, true), userId ? eq(users.id, userId) : undefined),
        )
        .groupBy(users.id, users.firstName)
        .orderBy(min(faceTemplates.createdAt));
      return rows.map((row) => ({
        userId: row.userId,
        firstName: row.firstName,
        since: new Date(row.since ?? 0),
        reason: row.reason === 'liveness' ? 'liveness' : 'replacement',
        previousFaceScore: row.previousFaceScore,
        livenessScore: row.livenessScore ?? 0,
      }));
    },

    /**
     * The user's faces a reviewer judges: those awaiting review, or (a
     * look-alike, saved active) the active ones. Without glasses first.
     */
    async facesUnderReview(userId: string, awaiting: boolean): Promise<SealedReviewFace[]> {
      return db
        .select({
          usesGlasses: faceTemplates.usesGlasses,
          savedAt: faceTemplates.createdAt,
          image: faceTemplates.image,
          livenessPhoto: faceTemplates.livenessPhoto,
          burstFrames: faceTemplates.burstFrames,
          livenessScore: faceTemplates.livenessScore,
          livenessDetail: faceTemplates.livenessDetail,
        })
        .from(faceTemplates)
        .where(
          and(
            eq(faceTemplates.userId, userId),
            awaiting ? eq(faceTemplates.awaitingReview, true) : eq(faceTemplates.active, true),
          ),
        )
        .orderBy(faceTemplates.usesGlasses, faceTemplates.createdAt);
    },

    /** The active faces of these users, without glasses first. */
    async facesInUse(userIds: string[]): Promise<SealedFaceInUse[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: faceTemplates.userId,
          usesGlasses: faceTemplates.usesGlasses,
          image: faceTemplates.image,
        })
        .from(faceTemplates)
        .where(and(inArray(faceTemplates.userId, userIds), eq(faceTemplates.active, true)))
        .orderBy(faceTemplates.usesGlasses);
    },

    /** First names by user id (accounts since deleted are absent). */
    async firstNames(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, firstName: users.firstName })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, row.firstName]));
    },

    /**
     * Ends the review of faces awaiting it: approved, they become the user's
     * active ones (the old ones all retired, a new `seq` so in-process search
     * indexes pick them up); rejected, they are deleted and an old face stays,
     * or, with none left, the user is asked to register again (FAIL).
     * The registration's outcome follows; the look-alike flags raised with it
     * are marked reviewed. Answers why they awaited, or null when none did.
     */
    async decideAwaiting(
      userId: string,
      decision: FaceReviewDecision,
      now: Date,
    ): Promise<AwaitingReason | null> {
      const awaiting = and(
        eq(faceTemplates.userId, userId),
        eq(faceTemplates.awaitingReview, true),
      );
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ usesGlasses: faceTemplates.usesGlasses, reason: faceTemplates.reviewReason })
          .from(faceTemplates)
          .where(awaiting)
          .for('update');
        if (rows.length === 0) return null;
        if (decision === 'SUCCESS') {
          await tx
            .update(faceTemplates)
            .set({ active: false, retiredAt: now })
            .where(and(eq(faceTemplates.userId, userId), eq(faceTemplates.active, true)));
          await tx
            .update(faceTemplates)
            .set({
              active: true,
              awaitingReview: false,
              seq: sql`nextval(pg_get_serial_sequence('face_templates', 'seq'))`,
            })
            .where(awaiting);
          await tx
            .update(users)
            .set({
              faceStatus: 'SUCCESS',
              mustRegisterFace: false,
              usesGlasses: rows.some((row) => row.usesGlasses),
            })
            .where(eq(users.id, userId));
        } else {
          await tx.delete(faceTemplates).where(awaiting);
          const [left] = await tx
            .select({ id: faceTemplates.id })
            .from(faceTemplates)
            .where(and(eq(faceTemplates.userId, userId), eq(faceTemplates.active, true)))
            .limit(1);
          await tx
            .update(users)
            .set(left ? { faceStatus: 'SUCCESS' } : { faceStatus: 'FAIL', mustRegisterFace: true })
            .where(eq(users.id, userId));
        }
        await tx
          .update(faceDuplicateFlags)
          .set({ reviewedAt: now })
          .where(and(eq(faceDuplicateFlags.userId, userId), isNull(faceDuplicateFlags.reviewedAt)));
        await endPendingRegistrations(tx, userId, decision, now);
        await forgetReviewPhotos(tx, userId);
        return rows.some((row) => row.reason !== 'liveness') ? 'replacement' : 'liveness';
      });
    },

    /**
     * Ends the review of the user's pending face: the user's face status, the
     * flags marked reviewed, the registration's outcome (what polling answers);
     * a rejected face's active templates are deleted. False when nothing was
     * pending (already decided, or the user registered again meanwhile).
     */
    async decide(userId: string, decision: FaceReviewDecision, now: Date): Promise<boolean> {
      const open = and(
        eq(faceDuplicateFlags.userId, userId),
        isNull(faceDuplicateFlags.reviewedAt),
      );
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set(
            decision === 'SUCCESS'
              ? { faceStatus: 'SUCCESS' }
              : { faceStatus: 'FAIL', mustRegisterFace: true },
          )
          .where(
            and(
              eq(users.id, userId),
              eq(users.faceStatus, 'PROCESSING'),
              exists(tx.select({ id: faceDuplicateFlags.id }).from(faceDuplicateFlags).where(open)),
            ),
          )
          .returning({ id: users.id });
        if (!user) return false;
        await tx.update(faceDuplicateFlags).set({ reviewedAt: now }).where(open);
        await endPendingRegistrations(tx, userId, decision, now);
        if (decision === 'FAIL') {
          await tx
            .delete(faceTemplates)
            .where(and(eq(faceTemplates.userId, userId), eq(faceTemplates.active, true)));
        }
        await forgetReviewPhotos(tx, userId);
        return true;
      });
    },
  };
}
export type FaceReviewRepository = ReturnType<typeof createFaceReviewRepository>;
