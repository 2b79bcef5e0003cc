// What the frames of a liveness challenge came to (decision 062), alike at
// the till and at the enrolment. Pure: the caller brings the analysis, made
// with the challenge's action, and the faces its owner is known by.
import { challengedLiveness } from '../../face-engine/policy';
import { FACE_MATCH_SCORE, type FaceFeatures, faceScore } from '../../face-engine/similarity';
import { type AnalyseResult, hasFace } from '../../face-engine/types';
import type { FaceChallengeOutcome } from '../../db/schema';

/** The engine's check of the turn (face-engine/challenge.ts): passed, or its failure. */
interface TurnCheck {
  challenge?: { passed: boolean; failure: FaceChallengeOutcome | null } | null;
}

/**
 * Passed only when the first frame (the photo of the analysis) shows the
 * challenge's owner (faceScore ≥ FACE_MATCH_SCORE against one of `ownerFaces`,
 * as the face search decides), the passive check sees no attack in it, and the
 * engine saw that person turn to the side asked; otherwise why not.
 */
export function challengeOutcome(
  result: AnalyseResult & TurnCheck,
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
