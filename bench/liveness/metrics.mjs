// The liveness benchmark's figures: ROC area and the ISO/IEC 30107-3 error rates.

/**
 * Area under the ROC curve of a score meant to be higher for bona fide photos:
 * the chance that a random bona fide photo scores above a random attack (ties
 * count half; Mann-Whitney). NaN when either side is empty.
 */
export function areaUnderRoc(bonaFide, attacks) {
  if (bonaFide.length === 0 || attacks.length === 0) return Number.NaN;
  let wins = 0;
  for (const live of bonaFide) {
    for (const attack of attacks) wins += live > attack ? 1 : live === attack ? 0.5 : 0;
  }
  return wins / (bonaFide.length * attacks.length);
}

/**
 * At `threshold` (a score at or above it is judged live): APCER, the share of
 * attacks judged live, and BPCER, the share of bona fide photos judged not live.
 */
export function errorRates(bonaFide, attacks, threshold) {
  const share = (values, judged) =>
    values.length === 0 ? Number.NaN : values.filter(judged).length / values.length;
  return {
    apcer: share(attacks, (score) => score >= threshold),
    bpcer: share(bonaFide, (score) => score < threshold),
  };
}
