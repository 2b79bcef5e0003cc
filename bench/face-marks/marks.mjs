// The rules that turn a tuning set's face scores into the server's recognition
// marks (docs/decisions/060-recognition-marks.md), and the counts that say what
// a mark does on any set. Pure functions of score lists: bench:face-marks applies
// them to the shared faces' tuning part, bench:face-accuracy to a labelled pairs
// file (its "suggested marks").

/** Rejects the goal allows at the match mark (issue 28: at most 3 % false rejects). */
export const MATCH_FRR_GOAL = 0.03;
/**
 * Per-pair false-match rate allowed at the PIN-free mark: a set of about 11,000
 * different-person pairs (the size of issue 28's held-out set) then expects
 * 0.1 of them above it, and a stranger's best among N enrolled faces reaches it
 * with a chance of about N × 1e-5.
 */
export const CONFIDENT_FMR = 1e-5;
/**
 * The lead's margin in photo-to-photo spreads: two candidates whose true scores
 * are equal show a lead of this many spreads on fewer than 1 % of photos (a
 * one-sided normal quantile).
 */
const LEAD_Z = 2.326;
/** Share of the different-person pairs, highest first, the tail model is fitted on. */
export const TAIL_SHARE = 0.05;

const ascending = (scores) => [...scores].sort((a, b) => a - b);
const floorTo = (value, step) => Math.floor(value / step + 1e-9) * step;
const ceilTo = (value, step) => Math.ceil(value / step - 1e-9) * step;
const round = (value, digits = 2) => Number(value.toFixed(digits));

/**
 * The upper tail of the different-person scores as a generalised Pareto
 * distribution over the top TAIL_SHARE (peaks over a threshold, fitted by the
 * method of moments): the few pairs a set holds say nothing about 1e-5 by
 * themselves, the tail's shape does. Its shape comes out near 0 on the shared
 * faces (an exponential tail, far heavier than a Gaussian's; the appendix
 * compares them with the counts observed).
 */
export function fitImpostorTail(impostor) {
  const sorted = ascending(impostor);
  const n = sorted.length;
  const k = Math.max(10, Math.round(n * TAIL_SHARE));
  if (n < k + 1) return null;
  const threshold = sorted[n - k - 1];
  const excesses = sorted.slice(n - k).map((s) => s - threshold);
  const mean = excesses.reduce((a, b) => a + b, 0) / k;
  const variance = excesses.reduce((a, b) => a + (b - mean) ** 2, 0) / k;
  const shape = 0.5 * (1 - (mean * mean) / variance);
  const scale = 0.5 * mean * ((mean * mean) / variance + 1);
  return { threshold, share: k / n, shape, scale, pairs: n };
}

/** Chance that a different-person pair scores at least `score`, by the fitted tail. */
export function tailExceedance(tail, score) {
  if (score <= tail.threshold) return tail.share;
  const z = (score - tail.threshold) / tail.scale;
  if (Math.abs(tail.shape) < 1e-6) return tail.share * Math.exp(-z);
  const base = 1 + tail.shape * z;
  return base <= 0 ? 0 : tail.share * base ** (-1 / tail.shape);
}

/** The score a different-person pair exceeds with chance `rate`, by the fitted tail. */
export function tailQuantile(tail, rate) {
  const ratio = Math.min(1, rate / tail.share);
  if (Math.abs(tail.shape) < 1e-6) return tail.threshold - tail.scale * Math.log(ratio);
  return tail.threshold + (tail.scale / tail.shape) * (ratio ** -tail.shape - 1);
}

/** The highest mark, to `step`, with at most `share` of `genuine` below it. */
function highestMarkRejecting(genuine, share, step) {
  const sorted = ascending(genuine);
  const allowed = Math.floor(share * sorted.length + 1e-9);
  if (allowed >= sorted.length) return Infinity;
  return round(floorTo(sorted[allowed], step));
}

/**
 * The leads a probe of person X shows over each other person Y: on each photo
 * of X (people with at least three photos), X's best score over X's other
 * photos minus Y's best over Y's photos. `faces` are `{ identity, features }`.
 * Returns "X|Y" → the leads measured on X's photos.
 */
export function leadsByPair(faces, score) {
  const groups = new Map();
  for (const face of faces) groups.set(face.identity, [...(groups.get(face.identity) ?? []), face]);
  const leads = new Map();
  for (const [x, own] of groups) {
    if (own.length < 3) continue;
    for (const probe of own) {
      const mine = Math.max(
        ...own.filter((f) => f !== probe).map((f) => score(probe.features, f.features)),
      );
      for (const [y, theirs] of groups) {
        if (y === x) continue;
        const other = Math.max(...theirs.map((f) => score(probe.features, f.features)));
        const key = `${x}|${y}`;
        leads.set(key, [...(leads.get(key) ?? []), mine - other]);
      }
    }
  }
  return leads;
}

/**
 * Photo-to-photo spread of the lead: for a pair of people (X, Y) the lead of
 * X over Y varies from one photo of X to the next; the pooled standard
 * deviation of that variation over every pair (`leadsByPair`). Two candidates
 * whose true scores are equal show a lead of `LEAD_Z` spreads on fewer than
 * 1 % of photos.
 */
export function pooledLeadSpread(leads) {
  let squares = 0;
  let freedom = 0;
  for (const gaps of leads.values()) {
    if (gaps.length < 2) continue;
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    squares += gaps.reduce((a, b) => a + (b - mean) ** 2, 0);
    freedom += gaps.length - 1;
  }
  return freedom > 0 ? Math.sqrt(squares / freedom) : NaN;
}

/**
 * The marks the rules give on a tuning set: `genuine` and `impostor` are
 * faceScores of same-person and different-person pairs (photos passing the
 * enrolment quality), `leadSpread` the pooled spread of the lead (null where
 * the set has too few photos per person to measure it). The duplicate mark has
 * no rule here: its cost grows with the number of enrolled faces, not with a
 * pair's (decision 060).
 */
export function suggestMarks({ genuine, impostor, leadSpread = null }) {
  const tail = fitImpostorTail(impostor);
  const match = highestMarkRejecting(genuine, MATCH_FRR_GOAL, 0.1);
  return {
    match,
    // Never under the match mark: a face that pays alone is first a match.
    confident: tail
      ? Math.max(match, round(ceilTo(tailQuantile(tail, CONFIDENT_FMR), 0.1), 1))
      : NaN,
    lead: leadSpread === null ? NaN : round(ceilTo(LEAD_Z * leadSpread, 0.1), 1),
    tail,
  };
}

/** False accepts (different-person pairs at or above) and rejects (same-person below) at a mark. */
export function atMark(genuine, impostor, mark) {
  const falseAccepts = impostor.filter((s) => s >= mark).length;
  const falseRejects = genuine.filter((s) => s < mark).length;
  return {
    mark,
    falseAccepts,
    far: falseAccepts / Math.max(1, impostor.length),
    falseRejects,
    frr: falseRejects / Math.max(1, genuine.length),
  };
}

export { round, floorTo, ceilTo };
