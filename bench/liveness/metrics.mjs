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

const logit = (p) => {
  const q = Math.min(Math.max(p, 1e-6), 1 - 1e-6);
  return Math.log(q / (1 - q));
};

/**
 * Platt's calibration of one model's scores: the scale and shift of its
 * log-odds that best predict bona fide (1) against attack (0), by logistic
 * regression (Newton's method), the two sides weighted equally whatever their
 * counts. Returns { scale, shift }.
 */
export function fitLogOdds(bonaFide, attacks) {
  const rows = [
    ...bonaFide.map((score) => [logit(score), 1, 0.5 / bonaFide.length]),
    ...attacks.map((score) => [logit(score), 0, 0.5 / attacks.length]),
  ];
  let [scale, shift] = [0, 0];
  for (let step = 0; step < 100; step += 1) {
    let [g0, g1, h00, h01, h11] = [0, 0, 1e-9, 0, 1e-9];
    for (const [x, y, w] of rows) {
      const p = 1 / (1 + Math.exp(-(scale * x + shift)));
      g0 += w * (p - y) * x;
      g1 += w * (p - y);
      const c = w * p * (1 - p);
      h00 += c * x * x;
      h01 += c * x;
      h11 += c;
    }
    const det = h00 * h11 - h01 * h01;
    scale -= (h11 * g0 - h01 * g1) / det;
    shift -= (h00 * g1 - h01 * g0) / det;
  }
  return { scale, shift };
}

/**
 * The marks decision 059's rules read from honest captures' fused scores: live
 * from the highest mark that leaves at most `share` of them uncertain; attack
 * under a quarter of the odds of the least live-looking one.
 */
export function suggestedMarks(honest, share = 0.05) {
  const sorted = [...honest].sort((a, b) => a - b);
  const live = sorted[Math.floor(sorted.length * share)];
  const lowest = sorted[0];
  const odds = lowest / (1 - lowest) / 4;
  return { live, attackBelow: odds / (1 + odds) };
}
