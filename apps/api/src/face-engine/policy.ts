// What makes an analysed photo good enough to enrol: the catalogue code to answer
// with, or null. Pay-time checks (FACE_FIND_NO_FACE_FOUND, BIGGEST_FACE_NOT_SAME)
// belong to the payment routes, which use the same analysis.
import { LIVENESS_THRESHOLD } from './liveness';
import { hasFace, type AnalyseResult, type FaceAnalysis } from './types';

/** Faces smaller than this share of the biggest one (people far behind) are ignored. */
export const BYSTANDER_RATIO = 0.4;

export type EnrolmentRefusal =
  'FACE_REGISTER_NO_FACE_FOUND' | 'FACE_REGISTER_MORE_THEN_ONE_FACE_FOUND' | 'FACE_QUALITY_TOO_LOW';

export function enrolmentRefusal(result: AnalyseResult): EnrolmentRefusal | null {
  if (!hasFace(result)) return 'FACE_REGISTER_NO_FACE_FOUND';
  const main = result.faces[0]!.box.height;
  const others = result.faces.slice(1).filter((face) => face.box.height >= main * BYSTANDER_RATIO);
  if (others.length > 0) return 'FACE_REGISTER_MORE_THEN_ONE_FACE_FOUND';
  if (result.quality.issues.length > 0) return 'FACE_QUALITY_TOO_LOW';
  return null;
}

/**
 * Liveness outcome of a capture (issue 12, decision 037): what the payment's
 * PIN rule and the enrolment act on. 'attack' is refused outright; only
 * 'confident-live' may pay without the PIN.
 */
export type LivenessOutcome = 'confident-live' | 'uncertain' | 'attack';

/**
 * A fused score below this is a presentation attack (decision 059): a quarter
 * of the odds of the least live-looking honest capture of the tuning part
 * (0.232), so that no honest face seen so far comes near being refused.
 */
export const LIVENESS_ATTACK_BELOW = 0.07;

/**
 * The shorter side, in pixels, under which a photo holds too little detail to
 * tell a live face from a print (a camera frame is at least 480 px, VGA): such
 * a photo is neither judged live nor refused as an attack, only 'uncertain'.
 */
export const LIVENESS_MIN_SIDE = 480;

/** What several frames of one capture showed (burst.ts): only a moving face adds confidence. */
export type BurstEvidence = 'independent-motion' | 'rigid-motion' | 'still';

/** Whether the photo has the detail the liveness models need to judge it at all. */
export function livenessJudgeable(result: Pick<FaceAnalysis, 'image'>): boolean {
  return Math.min(result.image.width, result.image.height) >= LIVENESS_MIN_SIDE;
}

/** One photo alone: judged live, an attack, or neither. */
export function photoLiveness(
  result: Pick<FaceAnalysis, 'image' | 'liveness'>,
): 'live' | 'uncertain' | 'attack' {
  if (!livenessJudgeable(result)) return 'uncertain';
  if (result.liveness.score < LIVENESS_ATTACK_BELOW) return 'attack';
  return result.liveness.score >= LIVENESS_THRESHOLD ? 'live' : 'uncertain';
}

/**
 * The outcome of a capture: its photo judged live **and** a burst whose frames
 * show the face's parts moving independently (a print or a screen moved as a
 * flat plane cannot) make it confident-live. A photo alone, a still burst or a
 * rigidly moving one stays uncertain; the photo's attack verdict stands whatever
 * the burst showed.
 */
export function livenessOutcome(
  result: Pick<FaceAnalysis, 'image' | 'liveness'>,
  burst: BurstEvidence | null,
): LivenessOutcome {
  const photo = photoLiveness(result);
  if (photo === 'attack') return 'attack';
  return photo === 'live' && burst === 'independent-motion' ? 'confident-live' : 'uncertain';
}

/**
 * The enrolment's liveness capture (issue 12): an attack is refused (and
 * counts towards the attempts limit). Only a capture that would pay without
 * the PIN enrols without a person's review: frames that passed the liveness
 * challenge (decision 062), or a photo judged live whose burst showed the face
 * moving on its own. A photo judged live alone does not (decision 064): a
 * single frame's score has let a printed photo through on data it was not
 * tuned on, and a face that cannot be checked again waits for a person.
 */
export function enrolmentLiveness(
  result: Pick<FaceAnalysis, 'image' | 'liveness' | 'burst' | 'challenge'>,
): 'enrol' | 'review' | 'refuse' {
  // Frames that answered a challenge are judged by it alone: a recording of a
  // head turning either way shows a moving face too; only the side drawn shows
  // it is live now.
  const outcome = result.challenge
    ? challengedLiveness(result)
    : livenessOutcome(result, result.burst?.evidence ?? null);
  if (outcome === 'attack') return 'refuse';
  return outcome === 'confident-live' ? 'enrol' : 'review';
}

/**
 * A capture that answered a liveness challenge (decision 062): the engine saw
 * the face turn to the side the server drew, over frames of one person, which
 * a picture held up, or a recording made before the side was drawn, cannot do
 * on demand. Passed, it is confident-live whatever the photo's own score,
 * except an attack: a challenge never overrules the passive check's refusal.
 */
export function challengedLiveness(
  result: Pick<FaceAnalysis, 'image' | 'liveness' | 'challenge'>,
): LivenessOutcome {
  if (photoLiveness(result) === 'attack') return 'attack';
  return result.challenge?.passed === true ? 'confident-live' : 'uncertain';
}
