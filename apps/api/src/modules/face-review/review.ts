// The review of faces like another user's (decision 010, "pre-approved"): an
// operator lists them and approves (the face becomes active: SUCCESS) or rejects
// (FAIL, the face deleted, the user asked to register again); the customer is
// told by SMS either way (decision 021). Replacements unlike the face they
// replace (decision 023) wait in the same queue: approved, the new face takes
// over; rejected, it is deleted and the old one stays.
import { z } from 'zod';
import type { FaceNotices } from './notices';
import type { FaceReviewRepository } from './review-repository';

export interface PendingFace {
  userId: string;
  firstName: string;
  /** When the oldest unreviewed flag was raised, or the replacement arrived. */
  since: Date;
  duplicates: { otherUserId: string; similarity: number }[];
  /** Set for a replacement: its fused score against the face it replaces. */
  replacement?: { previousFaceScore: number | null };
  /** Set for a face whose liveness check could not tell (decision 037): its fused score. */
  liveness?: { score: number };
}

export interface ReviewResult {
  /** False when the face was not waiting for review (unknown id, already decided). */
  decided: boolean;
  /** Whether the customer's SMS went out. */
  notified: boolean;
}

export interface FaceReviewDeps {
  reviews: FaceReviewRepository;
  notices: Pick<FaceNotices, 'send'>;
  now: () => Date;
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

export function createFaceReview(deps: FaceReviewDeps) {
  async function decide(
    userId: string,
    decision: 'SUCCESS' | 'FAIL',
    reason?: string,
  ): Promise<ReviewResult> {
    const at = deps.now();
    if (!isUuid(userId)) return { decided: false, notified: false };
    const kind =
      (await deps.reviews.decideAwaiting(userId, decision, at)) ??
      ((await deps.reviews.decide(userId, decision, at)) ? 'duplicate' : null);
    if (!kind) return { decided: false, notified: false };
    const notice =
      decision === 'SUCCESS'
        ? 'approved'
        : kind === 'replacement'
          ? 'replacement-rejected'
          : 'rejected';
    return { decided: true, notified: await deps.notices.send(userId, notice, at, reason) };
  }

  return {
    /** Faces waiting for review, oldest first, with the users they look like. */
    async list(): Promise<PendingFace[]> {
      const byUser = new Map<string, PendingFace>();
      for (const row of await deps.reviews.pendingFlags()) {
        let face = byUser.get(row.userId);
        if (!face) {
          face = {
            userId: row.userId,
            firstName: row.firstName,
            since: row.flaggedAt,
            duplicates: [],
          };
          byUser.set(row.userId, face);
        }
        face.duplicates.push({ otherUserId: row.otherUserId, similarity: row.similarity });
      }
      const replacements: PendingFace[] = (await deps.reviews.pendingAwaiting()).map((row) => ({
        userId: row.userId,
        firstName: row.firstName,
        since: row.since,
        duplicates: [],
        ...(row.reason === 'replacement'
          ? { replacement: { previousFaceScore: row.previousFaceScore } }
          : { liveness: { score: row.livenessScore } }),
      }));
      return [...byUser.values(), ...replacements].sort(
        (a, b) => a.since.getTime() - b.since.getTime(),
      );
    },

    approve: (userId: string) => decide(userId, 'SUCCESS'),

    /** `reason` goes to the customer in the SMS (decision 021): no personal data. */
    reject: (userId: string, reason?: string) => decide(userId, 'FAIL', reason),
  };
}
export type FaceReview = ReturnType<typeof createFaceReview>;
