// The review of faces like another user's (decision 010, "pre-approved"): an
// operator lists them and approves (the face becomes active: SUCCESS) or rejects
// (FAIL, the face deleted, the user asked to register again); the customer is
// told by SMS either way (decision 021). Replacements unlike the face they
// replace (decision 023) wait in the same queue: approved, the new face takes
// over; rejected, it is deleted and the old one stays.
import { z } from 'zod';
import type { FaceNotices, ReviewReason } from './notices';
import type { FaceReviewRepository, SealedFaceInUse, SealedReviewFace } from './review-repository';

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

/**
 * What a waiting face is judged against, its photos still sealed: the new
 * faces; for a replacement, the faces in use it would replace; for a
 * look-alike, the accounts it looks like with their faces in use.
 */
export interface PendingFaceEvidence {
  face: PendingFace;
  faces: SealedReviewFace[];
  replaces: SealedFaceInUse[] | null;
  lookAlikes: {
    userId: string;
    firstName: string;
    similarity: number;
    faces: SealedFaceInUse[];
  }[];
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
    reason?: ReviewReason,
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

  /** Faces waiting for review (of one user when given), oldest first, one per user. */
  async function pending(userId?: string): Promise<PendingFace[]> {
    const byUser = new Map<string, PendingFace>();
    for (const row of await deps.reviews.pendingFlags(userId)) {
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
    for (const row of await deps.reviews.pendingAwaiting(userId)) {
      // A first face held for its liveness may look like another account's too:
      // one item, decided as the face awaiting review is.
      const flagged = byUser.get(row.userId);
      byUser.set(row.userId, {
        userId: row.userId,
        firstName: row.firstName,
        since: flagged && flagged.since < row.since ? flagged.since : row.since,
        duplicates: flagged?.duplicates ?? [],
        ...(row.reason === 'replacement'
          ? { replacement: { previousFaceScore: row.previousFaceScore } }
          : { liveness: { score: row.livenessScore } }),
      });
    }
    return [...byUser.values()].sort((a, b) => a.since.getTime() - b.since.getTime());
  }

  /** The face waiting for review under this user id, or null. */
  async function find(userId: string): Promise<PendingFace | null> {
    if (!isUuid(userId)) return null;
    return (await pending(userId))[0] ?? null;
  }

  return {
    /** Faces waiting for review, oldest first, with the users they look like. */
    list: () => pending(),

    find,

    /** The waiting face with what it is judged against (photos sealed), or null. */
    async evidence(userId: string): Promise<PendingFaceEvidence | null> {
      const face = await find(userId);
      if (!face) return null;
      const awaiting = face.replacement !== undefined || face.liveness !== undefined;
      const others = face.duplicates.map((duplicate) => duplicate.otherUserId);
      const [faces, inUse, names] = await Promise.all([
        deps.reviews.facesUnderReview(userId, awaiting),
        deps.reviews.facesInUse([...(face.replacement ? [userId] : []), ...others]),
        deps.reviews.firstNames(others),
      ]);
      const facesOf = (owner: string) => inUse.filter((row) => row.userId === owner);
      return {
        face,
        faces,
        replaces: face.replacement ? facesOf(userId) : null,
        lookAlikes: [...face.duplicates]
          .sort((a, b) => b.similarity - a.similarity)
          .map((duplicate) => ({
            userId: duplicate.otherUserId,
            firstName: names.get(duplicate.otherUserId) ?? '',
            similarity: duplicate.similarity,
            faces: facesOf(duplicate.otherUserId),
          })),
      };
    },

    approve: (userId: string) => decide(userId, 'SUCCESS'),

    /** `reason` goes to the customer in the SMS (decision 021): no personal data. */
    reject: (userId: string, reason?: ReviewReason) => decide(userId, 'FAIL', reason),
  };
}
export type FaceReview = ReturnType<typeof createFaceReview>;
