// When a face payment also needs the customer's PIN (issue 11, decision 033; the
// recognition marks from data, decision 060): a pure rule, so issue 12's
// liveness check only has to supply its outcome.
import { PIN_ABOVE_CENTS_DEFAULT } from '@rosto/contract/validators/payment-limits';
import type { LivenessOutcome } from '../../face-engine/policy';

/**
 * What the liveness check made of the capture (face-engine/policy.ts). 'attack' is
 * refused before any search: it never reaches `pinRequired`.
 */
export type { LivenessOutcome };

/**
 * faceScore at or above which a match is confident enough to pay without the
 * PIN (other things equal): the score two different people reach about once in
 * 100,000 pairs, by the tail of the different-person scores of bench:face-marks'
 * tuning part (decision 060). A match between FACE_MATCH_SCORE and this names
 * the customer and asks the PIN: a look-alike does not pay on her face alone.
 */
export const CONFIDENT_MATCH_SCORE = 5.1;
/**
 * How far the match must be ahead of the best other customer, in faceScore
 * units: 2.33 times the photo-to-photo spread of that lead (0.87 on the tuning
 * part, decision 060), so two look-alikes who score alike show this lead on
 * fewer than 1 % of photos, whichever of them stands at the till.
 */
export const CLEAR_LEAD = 2.1;
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
