// Lighthouse mobile performance of `/` on the built product, in Debian's
// Chromium. Budget: score of at least 95 and a largest contentful paint of at
// most 2.0 s (docs/decisions/013-react-runtime.md). Runs three times, reports
// the medians.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath, ensureBuilt, startServer } from '../lib/server.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const budget = 95;
const lcpBudgetMs = 2000;
// A run whose trace Lighthouse could not read (NO_NAVSTART and the like, on a
// busy machine) is run again rather than counted as a score of 0.
const maxAttempts = runs + 3;

await ensureBuilt();
const server = await startServer(3202);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const results = [];
try {
  for (let attempt = 0; results.length < runs && attempt < maxAttempts; attempt += 1) {
    const i = results.length;
    const { lhr } = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      output: 'json',
      logLevel: 'error',
    });
    if (lhr.runtimeError) {
      console.log(`run ${i + 1}: ${lhr.runtimeError.code}, running it again`);
      continue;
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const result = {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      best_practices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      fcp_ms: Math.round(audit('first-contentful-paint')),
      lcp_ms: Math.round(audit('largest-contentful-paint')),
      tbt_ms: Math.round(audit('total-blocking-time')),
      cls: audit('cumulative-layout-shift').toFixed(3),
    };
    console.log(`run ${i + 1}: ${JSON.stringify(result)}`);
    for (const [id, a] of Object.entries(lhr.audits)) {
      if (
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable'
      ) {
        if (i === 0) console.log(`  to improve: ${id} (${a.displayValue ?? a.score})`);
      }
    }
    results.push(result);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
if (results.length < runs) throw new Error(`only ${results.length} of ${runs} runs succeeded`);
const medianOf = (key) =>
  [...results].map((r) => Number(r[key])).sort((a, b) => a - b)[Math.floor(results.length / 2)];
const median = [...results].sort((a, b) => a.performance - b.performance)[
  Math.floor(results.length / 2)
];
const line = {
  ...median,
  // Each timing is its own median, not the one of the median-score run.
  fcp_ms: medianOf('fcp_ms'),
  lcp_ms: medianOf('lcp_ms'),
  tbt_ms: medianOf('tbt_ms'),
  runs,
  budget_performance: budget,
  budget_lcp_ms: lcpBudgetMs,
  within_budget: median.performance >= budget && medianOf('lcp_ms') <= lcpBudgetMs,
};
console.log(
  Object.entries(line)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
