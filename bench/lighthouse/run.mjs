// Lighthouse mobile performance of `/` on the built product, in Debian's
// Chromium. Budget: score of at least 95. Runs three times, reports the median.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath, ensureBuilt, startServer } from '../lib/server.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const budget = 95;

await ensureBuilt();
const server = await startServer(3202);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const results = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const { lhr } = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      output: 'json',
      logLevel: 'error',
    });
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
const median = [...results].sort((a, b) => a.performance - b.performance)[
  Math.floor(results.length / 2)
];
const line = {
  ...median,
  runs,
  budget_performance: budget,
  within_budget: median.performance >= budget,
};
console.log(
  Object.entries(line)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
