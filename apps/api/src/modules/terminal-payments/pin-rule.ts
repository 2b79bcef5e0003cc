// When a face payment also needs the customer's PIN (issue 11, decision 033):
// a pure rule, so issue 12's liveness check only has to supply its outcome.
import { PIN_ABOVE_CENTS_DEFAULT } from '@rosto/contract/validators/payment-limits';
import type { LivenessOutcome } from '../../face-engine/policy';
import { FACE_MATCH_SCORE } from '../../face-engine/similarity';

/**
 * What the liveness check made of the capture (face-engine/policy.ts). 'attack' is
 * refused before any search: it never reaches `pinRequired`.
 */
export type { LivenessOutcome };

/**
 * faceScore at or above which a match is confident enough to pay without the
 * PIN (other things equal): FACE_MATCH_SCORE plus one unit, above the best
 * impostor expected among 100,000 enrolled faces (decision 033).
 */
export const CONFIDENT_MATCH_SCORE = FACE_MATCH_SCORE + 1.0;
/** How far the match must be ahead of the best other customer (decision 033). */
export const CLEAR_LEAD = 1.0;
/**
 * Above this amount the PIN is always asked (contactless cards in Brazil ask
 * above R$ 200): the default of the customer's own setting (users.pin_above_cents,
 * decision 036), which the service passes as `pinAboveCents`.
 */
export { PIN_ABOVE_CENTS_DEFAULT };

export type PinReason =
  | 'place-requires-pin'
  | 'liveness-uncertain'
  | 'match-not-confident'
  | 'close-second'
  | 'amount-above-limit';

export interface PinRuleInput {
  /** The terminal's place asks the PIN at every payment. */
  placeRequiresPin: boolean;
  liveness: Exclude<LivenessOutcome, 'attack'>;
  /** faceScore of the matched customer (at least FACE_MATCH_SCORE, or there is no match). */
  matchScore: number;
  /** faceScore of the best other customer near the face; null when none came near. */
  secondScore: number | null;
  amountCents: number;
  /** The customer's limit above which the PIN is asked; PIN_ABOVE_CENTS_DEFAULT when absent. */
  pinAboveCents?: number;
}

/** Every reason to ask the PIN; none: the face alone pays. */
export function pinReasons(input: PinRuleInput): PinReason[] {
  const reasons: PinReason[] = [];
  if (input.placeRequiresPin) reasons.push('place-requires-pin');
  if (input.liveness !== 'confident-live') reasons.push('liveness-uncertain');
  if (!(input.matchScore >= CONFIDENT_MATCH_SCORE)) reasons.push('match-not-confident');
  if (input.secondScore !== null && !(input.matchScore >= input.secondScore + CLEAR_LEAD)) {
    reasons.push('close-second');
  }
  if (input.amountCents > (input.pinAboveCents ?? PIN_ABOVE_CENTS_DEFAULT)) {
    reasons.push('amount-above-limit');
  }
  return reasons;
}

export function pinRequired(input: PinRuleInput): boolean {
  return pinReasons(input).length > 0;
}
