// Faces waiting for a person's review (decision 010: like another user's face)
// and the end of a review, in one transaction per decision.
import { and, desc, eq, exists, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceDuplicateFlags, faceTemplates, faceUsageIntentions, users } from '../../db/schema';

export interface PendingFaceRow {
  userId: string;
  firstName: string;
  otherUserId: string;
  similarity: number;
  flaggedAt: Date;
}

export type FaceReviewDecision = 'SUCCESS' | 'FAIL';

const pending = and(isNull(faceDuplicateFlags.reviewedAt), eq(users.faceStatus, 'PROCESSING'));

export function createFaceReviewRepository(db: Database) {
  return {
    /** Unreviewed duplicate flags of users whose face waits for review, oldest first. */
    async pendingFlags(): Promise<PendingFaceRow[]> {
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
        .where(pending)
        .orderBy(faceDuplicateFlags.createdAt, desc(faceDuplicateFlags.similarity));
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
        if (decision === 'FAIL') {
          await tx
            .delete(faceTemplates)
            .where(and(eq(faceTemplates.userId, userId), eq(faceTemplates.active, true)));
        }
        return true;
      });
    },
  };
}
export type FaceReviewRepository = ReturnType<typeof createFaceReviewRepository>;
