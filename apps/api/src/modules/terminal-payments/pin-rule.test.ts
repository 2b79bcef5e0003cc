// The PIN rule of face payments (decision 033), as a table of cases.
import { describe, expect, it } from 'vitest';
import { FACE_MATCH_SCORE } from '../../face-engine/similarity';
import {
  CLEAR_LEAD,
  CONFIDENT_MATCH_SCORE,
  PIN_ABOVE_CENTS_DEFAULT,
  type PinRuleInput,
  pinReasons,
  pinRequired,
} from './pin-rule';

/** A payment the face alone may pay: live, far ahead of the threshold and of anyone else. */
const clear: PinRuleInput = {
  placeRequiresPin: false,
  liveness: 'confident-live',
  matchScore: 6,
  secondScore: 2,
  amountCents: 2390,
};

describe('pinRequired', () => {
  it('lets a confidently live, clearly ahead match of a small amount pay without the PIN', () => {
    expect(pinRequired(clear)).toBe(false);
    expect(pinRequired({ ...clear, secondScore: null })).toBe(false);
    expect(pinReasons({ ...clear, matchScore: CONFIDENT_MATCH_SCORE, secondScore: null })).toEqual(
      [],
    );
    expect(pinRequired({ ...clear, amountCents: PIN_ABOVE_CENTS_DEFAULT })).toBe(false);
  });

  it('asks the PIN for every uncertain capture, which is every capture until issue 12', () => {
    expect(pinReasons({ ...clear, liveness: 'uncertain' })).toEqual(['liveness-uncertain']);
  });

  it('asks the PIN where the place requires it, whatever the face', () => {
    expect(pinReasons({ ...clear, placeRequiresPin: true })).toEqual(['place-requires-pin']);
  });

  it('asks the PIN for a match between the threshold and the confident score (the lookalike at 3.63)', () => {
    expect(CONFIDENT_MATCH_SCORE).toBeGreaterThan(FACE_MATCH_SCORE);
    const nearThreshold = [FACE_MATCH_SCORE, FACE_MATCH_SCORE + 0.01, 3.63];
    // 4.4 paid without the PIN under decision 033's marks; decision 060 puts it below the confident score.
    for (const matchScore of [...nearThreshold, 4.4, CONFIDENT_MATCH_SCORE - 0.01]) {
      expect(pinReasons({ ...clear, matchScore, secondScore: null }), String(matchScore)).toEqual([
        'match-not-confident',
      ]);
    }
    // A weak match with a close second gives both reasons.
    expect(pinReasons({ ...clear, matchScore: 3.63, secondScore: 3.1 })).toEqual([
      'match-not-confident',
      'close-second',
    ]);
  });

  it('asks the PIN when another customer comes within the lead, even for a confident match', () => {
    expect(pinReasons({ ...clear, matchScore: 5.5, secondScore: 5.5 - CLEAR_LEAD + 0.01 })).toEqual(
      ['close-second'],
    );
    expect(pinRequired({ ...clear, matchScore: 5.5, secondScore: 5.5 - CLEAR_LEAD })).toBe(false);
    // Two enrolled look-alikes scoring alike: whichever ranks first, the PIN is asked.
    expect(pinReasons({ ...clear, matchScore: 7.2, secondScore: 7.2 })).toEqual(['close-second']);
    // A lead of 1.5 was clear under decision 033's margin of 1.0; it is within today's.
    expect(pinReasons({ ...clear, matchScore: 6.5, secondScore: 5.0 })).toEqual(['close-second']);
    expect(pinRequired({ ...clear, matchScore: 6.5, secondScore: 4.3 })).toBe(false);
  });

  it("asks the PIN above the customer's amount limit (R$ 200,00 by default)", () => {
    expect(pinReasons({ ...clear, amountCents: PIN_ABOVE_CENTS_DEFAULT + 1 })).toEqual([
      'amount-above-limit',
    ]);
    expect(pinReasons({ ...clear, amountCents: 5_001, pinAboveCents: 5_000 })).toEqual([
      'amount-above-limit',
    ]);
  });

  it('never lets a score that is not a number through', () => {
    expect(pinReasons({ ...clear, matchScore: Number.NaN, secondScore: null })).toEqual([
      'match-not-confident',
    ]);
  });
});
