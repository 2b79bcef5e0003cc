// What makes an analysed photo good enough to enrol: the catalogue code to answer
// with, or null. Pay-time checks (FACE_FIND_NO_FACE_FOUND, BIGGEST_FACE_NOT_SAME)
// belong to the payment routes, which use the same analysis.
import { hasFace, type AnalyseResult } from './types';

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
