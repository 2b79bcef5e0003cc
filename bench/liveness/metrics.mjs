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

/** Solves A x = b (A square, well conditioned) by Gaussian elimination with pivoting. */
function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1)
      if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = m[r][col] / m[col][col];
      for (let c = col; c <= n; c += 1) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/**
 * Logistic regression of bona fide (1) against attack (0) on the models' log-odds
 * (Newton's method), the two sides weighted equally whatever their counts. Each
 * entry of `bonaFide` and `attacks` is one capture's scores, one per model, 0..1.
 * Returns { scales: [one per model], shift }: the fused log-odds are
 * Σ scale·logit(score) + shift (decisions 059, 065).
 */
export function fitFusion(bonaFide, attacks) {
  const rows = [
    ...bonaFide.map((scores) => [[...scores.map(logit), 1], 1, 0.5 / bonaFide.length]),
    ...attacks.map((scores) => [[...scores.map(logit), 1], 0, 0.5 / attacks.length]),
  ];
  const n = rows[0][0].length;
  let w = new Array(n).fill(0);
  for (let step = 0; step < 100; step += 1) {
    const g = new Array(n).fill(0);
    const h = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) => (i === j ? 1e-9 : 0)),
    );
    for (const [x, y, weight] of rows) {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, v, i) => sum + v * w[i], 0)));
      const c = weight * p * (1 - p);
      for (let i = 0; i < n; i += 1) {
        g[i] += weight * (p - y) * x[i];
        for (let j = 0; j < n; j += 1) h[i][j] += c * x[i] * x[j];
      }
    }
    const delta = solve(h, g);
    w = w.map((v, i) => v - delta[i]);
  }
  return { scales: w.slice(0, -1), shift: w.at(-1) };
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
