// What the frames of a liveness challenge came to (decision 062), alike at
// the till and at the enrolment. Pure: the caller brings the analysis, made
// with the challenge's action, and the faces its owner is known by.
import { challengedLiveness } from '../../face-engine/policy';
import { FACE_MATCH_SCORE, type FaceFeatures, faceScore } from '../../face-engine/similarity';
import { type AnalyseResult, hasFace } from '../../face-engine/types';
import type { FaceChallengeOutcome } from '../../db/schema';

/**
 * Passed only when the first frame (the photo of the analysis) shows the
 * challenge's owner (faceScore ≥ FACE_MATCH_SCORE against one of `ownerFaces`,
 * as the face search decides), the passive check sees no attack in it, and the
 * engine saw that person turn to the side asked; otherwise why not.
 */
export function challengeOutcome(
  result: AnalyseResult,
  ownerFaces: readonly FaceFeatures[],
): FaceChallengeOutcome {
  if (!hasFace(result)) return 'no-face';
  if (!ownerFaces.some((face) => faceScore(result, face) >= FACE_MATCH_SCORE)) {
    return 'not-customer';
  }
  const liveness = challengedLiveness(result);
  if (liveness === 'attack') return 'attack';
  if (liveness === 'confident-live') return 'passed';
  return result.challenge?.failure ?? 'too-few-frames';
}
