#!/usr/bin/env node
// The one test command (`npm test`): lint, typecheck, unit tests, API tests on
// PGlite and on PostgreSQL, the production build, then Playwright end-to-end
// tests of the customer's app and of the operator console in Debian's Chromium. Every stage runs even when an earlier one failed,
// so one run shows everything; the last line is the overall summary.
//
// Options: --only=stage1,stage2  run a subset (names below).
//          --reports=DIR         keep each stage's JSON report (per-test durations) in DIR.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const { values: options } = parseArgs({
  options: { only: { type: 'string' }, reports: { type: 'string' } },
});
const keptReports = options.reports;
const reports = keptReports ?? mkdtempSync(join(tmpdir(), 'rosto-test-'));
mkdirSync(reports, { recursive: true });
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = options.only?.split(',');

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
    });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

/** A check without test counts: one passed or one failed item. */
async function check(command, args, env) {
  const code = await run(command, args, env);
  return {
    code,
    counts:
      code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 },
  };
}

async function vitest(name, workspaceDir, env = {}) {
  const out = join(reports, `${name}.json`);
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      '--root',
      workspaceDir,
      // Vitest keeps a core for itself (cores - 1 workers): on a 2-core machine
      // that is one worker while the main process mostly waits.
      `--maxWorkers=${process.env.TEST_MAX_WORKERS ?? availableParallelism()}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  return { code, counts: vitestCounts(out, code), failures: vitestFailures(out) };
}

/** Names of the failed tests, so the summary (the tail CI keeps) says what broke. */
function vitestFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.flatMap((suite) => {
    const path = suite.name.replace(root, '');
    const failed = suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no failed tests but carries a message.
    return failed.length === 0 && suite.status === 'failed'
      ? [`${path}: ${firstLine(suite.message)}`]
      : failed;
  });
}

function firstLine(text = '') {
  return text.split('\n').find((line) => line.trim() !== '') ?? '';
}

function vitestCounts(file, code) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedSuites = report.numFailedTestSuites ?? 0;
  return {
    passed: report.numPassedTests,
    // A suite that fails to load has no failed tests but must still count.
    failed:
      report.numFailedTests +
      (report.numFailedTests === 0 && (failedSuites > 0 || code !== 0) ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** A Playwright suite (`name`'s report) run with its app's config. */
async function playwright(name, config) {
  const out = join(reports, `${name}.json`);
  const code = await run('npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) return { code, counts: { passed: 0, failed: 1, skipped: 0 } };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const { stats } = report;
  return {
    code,
    failures: playwrightFailures(report),
    counts: {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (stats.unexpected === 0 && code !== 0 ? 1 : 0),
      skipped: stats.skipped,
    },
  };
}

function playwrightFailures(report) {
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return failures;
}

function reachable(url, defaultPort = 5432) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function apiOnPostgres() {
  if (!(await reachable(postgresUrl))) {
    console.error(`\nPostgreSQL is unreachable at ${postgresUrl}.`);
    console.error(
      'Start it (pg_ctlcluster --skip-systemctl-redirect 15 main start) or set TEST_DATABASE_URL.',
    );
    if (process.env.CI) return { code: 1, counts: { passed: 0, failed: 1, skipped: 0 } };
    console.error('Not in CI: skipping the PostgreSQL run.\n');
    return { code: 0, counts: { passed: 0, failed: 0, skipped: 1 } };
  }
  return vitest('api-postgres', 'apps/api', {
    TEST_DB: 'postgres',
    DATABASE_URL: postgresUrl,
    // The face engine's own tests touch no database: the PGlite stage ran them.
    // (A project's own `exclude` in apps/api/vitest.config.ts wins over --exclude.)
    API_TEST_SKIP: 'src/face-engine/**',
  });
}

// The face tests need the shared photos beside the repository; outside CI they
// skip without them, in CI they fail, and this says why before they do.
const sharedFaces = join(root, '..', 'shared', 'faces', 'manifest.json');
if (!existsSync(sharedFaces)) {
  console.error(
    `\nThe shared face photos are missing (${sharedFaces}): ` +
      (process.env.CI
        ? 'the face tests will fail.\n'
        : 'the face tests are skipped (not in CI).\n'),
  );
}

// The shared rate-limit test needs Redis: skipped without it outside CI, failed in CI.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!(await reachable(redisUrl, 6379))) {
  console.error(
    `\nRedis is unreachable at ${redisUrl}: ` +
      (process.env.CI
        ? 'the shared rate-limit test will fail.\n'
        : 'the shared rate-limit test is skipped (not in CI).\n'),
  );
}

const stages = [
  ['lint', () => check('npm', ['run', 'lint', '--silent'])],
  ['typecheck', () => check('npm', ['run', 'typecheck', '--silent'])],
  ['contract', () => vitest('contract', 'packages/contract')],
  ['web-unit', () => vitest('web-unit', 'apps/web')],
  ['console-unit', () => vitest('console-unit', 'apps/console')],
  ['api-pglite', () => vitest('api-pglite', 'apps/api', { TEST_DB: 'pglite' })],
  ['api-postgres', apiOnPostgres],
  ['build', () => check('npm', ['run', 'build', '--silent'])],
  ['e2e', () => playwright('e2e', 'apps/web/playwright.config.ts')],
  ['console-e2e', () => playwright('console-e2e', 'apps/console/playwright.config.ts')],
];

const results = [];
for (const [name, stage] of stages) {
  if (only && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { code, counts, failures = [] } = await stage();
  results.push({
    name,
    code,
    counts,
    failures,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}
if (!keptReports) rmSync(reports, { recursive: true, force: true });

console.log('\n━━ summary ━━');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { name, code, counts, seconds } of results) {
  for (const key of Object.keys(total)) total[key] += counts[key];
  const status = code === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `${status} ${name.padEnd(13)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed ${String(counts.skipped).padStart(3)} skipped  ${seconds}s`,
  );
}
for (const { name, failures } of results) {
  for (const failure of failures) console.log(`  ✗ ${name}: ${failure.slice(0, 300)}`);
}
const failedStages = results.filter((r) => r.code !== 0).length;
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStages > 0 || total.failed > 0 ? 1 : 0);
