// The face photo at the terminal (decision 033): what refuses it, what the
// liveness check made of it, and who it matches among the nearest enrolled
// faces. Pure: the service fetches the faces and the customers.
import type { CatalogueCodes } from '@rosto/contract/errors';
import {
  BYSTANDER_RATIO,
  type BurstEvidence,
  type LivenessOutcome,
  livenessOutcome as captureLiveness,
} from '../../face-engine/policy';
import {
  FACE_MATCH_SCORE,
  type EnrolledFace,
  type FaceFeatures,
  findDuplicateFaces,
} from '../../face-engine/similarity';
import { type AnalyseResult, type FaceAnalysis, hasFace } from '../../face-engine/types';

export type PaymentFaceRefusal = CatalogueCodes<
  | 'TERMINAL_PAYMENT_NO_FACE'
  | 'TERMINAL_PAYMENT_SEVERAL_FACES'
  | 'TERMINAL_PAYMENT_FACE_QUALITY_LOW'
>;

/** As at enrolment (policy.ts): no face, a second face of about the same size, or a poor photo. */
export function paymentFaceRefusal(result: AnalyseResult): PaymentFaceRefusal | null {
  if (!hasFace(result)) return 'TERMINAL_PAYMENT_NO_FACE';
  const main = result.faces[0]!.box.height;
  const others = result.faces.slice(1).filter((face) => face.box.height >= main * BYSTANDER_RATIO);
  if (others.length > 0) return 'TERMINAL_PAYMENT_SEVERAL_FACES';
  if (result.quality.issues.length > 0) return 'TERMINAL_PAYMENT_FACE_QUALITY_LOW';
  return null;
}

/**
 * The liveness outcome of a payment capture (face-engine/policy.ts): an attack is
 * refused; only a photo judged live whose burst showed a moving face pays
 * without the PIN. Without a burst, the PIN is asked.
 */
export function livenessOutcome(
  analysis: FaceAnalysis,
  burst: BurstEvidence | null = null,
): LivenessOutcome {
  return captureLiveness(analysis, burst);
}

export interface Candidate {
  userId: string;
  /** faceScore of the closest of that customer's faces. */
  score: number;
}

export interface FaceMatch {
  best: Candidate;
  /** The best other customer's score; null when nobody else was among the nearest. */
  secondScore: number | null;
}

/**
 * The customer the face belongs to among `enrolled` (the nearest templates):
 * the best per-customer fused score, if at least FACE_MATCH_SCORE and the
 * customer may pay (`mayPay`); null otherwise. The second score counts every
 * other customer near the face, payable or not: a blocked lookalike is still a
 * lookalike.
 */
export function matchFace(
  face: FaceFeatures,
  enrolled: Iterable<EnrolledFace>,
  mayPay: (userId: string) => boolean,
): FaceMatch | null {
  const ranked = findDuplicateFaces(face, enrolled, { threshold: Number.NEGATIVE_INFINITY });
  const [best, second] = ranked;
  if (!best || !(best.score >= FACE_MATCH_SCORE) || !mayPay(best.userId)) return null;
  return { best, secondScore: second?.score ?? null };
}
