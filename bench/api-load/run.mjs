// Throughput of the payments list against a bare Fastify route (issue 11, "Budgets").
//
//   npm run bench:api-load [-- --concurrency 32 --seconds 5 --rounds 3] [--profile DIR]
//
// On a PostgreSQL database of its own (bench/lib/bench-app.mjs), a signed-in
// customer with 1,000 payments. The real server (apps/api/src/server.ts) runs
// as a child process; this process is the load (Node's http client, keep-alive,
// a fixed number of requests in flight). Measured one after the other on the
// same machine, in turns (--rounds): requests per second of a bare Fastify
// route (bare-server.mjs, its own process), and of GET
// user/transactions?_take=20 signed in; `ratio` is the median over the rounds
// of the second over the first (goal ≥ 0.4). Then the payments list at half
// its measured throughput, at a fixed rate: p50 and p99 latency. Last, to see
// where the time goes, the server's /readyz, the list with one item, and pages
// that the server's cache does not hold (decision 039).
// Progress goes to stderr; the last stdout line holds the figures as key=value.
// With --profile, the API server writes a V8 CPU profile into DIR (open it in
// Chrome's DevTools, or `node bench/lib/profile-summary.mjs DIR/*.cpuprofile`).
import { availableParallelism, loadavg } from 'node:os';
import { option } from '../lib/args.mjs';
import {
  createBenchDatabase,
  openBenchApp,
  progress,
  startApiServer,
  waitUntilListening,
} from '../lib/bench-app.mjs';
import { closedLoop, openLoop, percentile, printFigures } from '../lib/http-load.mjs';
import {
  createCard,
  createCustomer,
  createPlaces,
  insertTransactionsOf,
} from '../lib/payments-fixture.mjs';
import { spawnBareServer } from './bare-server.mjs';

const concurrency = Number(option('--concurrency', '32'));
const seconds = Number(option('--seconds', '5'));
const rounds = Number(option('--rounds', '3'));
const profileDir = option('--profile', null);
const PAYMENTS = 1_000;
/** The server loads the face models in the background after listening: let that finish. */
const SETTLE_MS = 15_000;

const ms = (value) => Number(value.toFixed(2));
const port = 40_000 + (process.pid % 10_000);
const figures = {};

const database = await createBenchDatabase();
const stops = [];
try {
  progress(`Database ${database.name}: migrating, a customer with ${PAYMENTS} payments…`);
  const bench = await openBenchApp(database.env);
  let customer;
  try {
    const placeIds = await createPlaces(bench, 12);
    customer = await createCustomer(bench);
    const card = await createCard(bench, customer.id);
    await insertTransactionsOf(bench, customer.id, PAYMENTS, placeIds, card);
    await bench.query('analyze');
  } finally {
    await bench.close();
  }

  const bare = await waitUntilListening(
    spawnBareServer(port + 1),
    `http://127.0.0.1:${port + 1}`,
    '/bare',
  );
  stops.push(bare);
  progress(`API server on PostgreSQL (${SETTLE_MS / 1000} s for the face models to load)…`);
  const api = await startApiServer(
    database.env,
    port,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  stops.push(api);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const pageUrl = `${api.url}/api/user/transactions?_take=20`;
  const headers = { authorization: `Bearer ${customer.token}` };
  const check = await fetch(pageUrl, { headers });
  const items = (await check.json()).data?.length;
  if (check.status !== 200 || items !== 20) {
    throw new Error(`GET user/transactions answered ${check.status} with ${items} items`);
  }

  // The two are measured in turns, and the ratio is the median of the turns'
  // ratios: on a shared virtual machine the speed drifts by a fifth within a
  // minute, and one measurement of each, a minute apart, measured the drift.
  const bareRuns = [];
  const apiRuns = [];
  for (let round = 1; round <= rounds; round += 1) {
    progress(`Round ${round} of ${rounds}, ${concurrency} in flight, ${seconds} s each:`);
    const bareRun = await closedLoop(`${bare.url}/bare`, { concurrency, seconds });
    progress(
      `  bare Fastify route: ${bareRun.rps.toFixed(0)} requests/s ${JSON.stringify(bareRun.statuses)}`,
    );
    const apiRun = await closedLoop(pageUrl, { headers, concurrency, seconds });
    progress(
      `  GET user/transactions?_take=20: ${apiRun.rps.toFixed(0)} requests/s ${JSON.stringify(apiRun.statuses)}`,
    );
    bareRuns.push(bareRun);
    apiRuns.push(apiRun);
  }
  await bare.stop();
  const median = (values) => percentile(values, 0.5);
  const bareLoad = { rps: median(bareRuns.map((run) => run.rps)) };
  const apiLoad = { rps: median(apiRuns.map((run) => run.rps)) };
  const ratio = median(apiRuns.map((run, i) => run.rps / bareRuns[i].rps));

  const rate = Math.max(1, Math.round(apiLoad.rps / 2));
  progress(`The same at half that load, ${rate} requests/s for ${seconds * 2} s…`);
  const half = await openLoop(pageUrl, { headers, rate, seconds: seconds * 2 });
  progress(
    `  achieved ${half.achieved.toFixed(0)} requests/s, p50 ${percentile(half.latencies, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(half.latencies, 0.99).toFixed(1)} ms ${JSON.stringify(half.statuses)}`,
  );

  // Where the time goes: the app's cheapest route (its hooks: helmet, rate
  // limit, request id; one database ping); the same list with one item; and
  // pages the cache does not hold (decision 039: it keeps 4 per customer, and
  // these cycle through 64 offsets), so each one reads the database.
  const steps = {};
  for (const [name, path, stepHeaders] of [
    ['readyz', () => '/readyz', {}],
    ['take1', () => '/api/user/transactions?_take=1', headers],
    ['uncached', (n) => `/api/user/transactions?_take=20&_skip=${n % 64}`, headers],
  ]) {
    progress(`GET ${path(0)}, ${concurrency} in flight, ${seconds} s…`);
    steps[name] = await closedLoop((n) => `${api.url}${path(n)}`, {
      headers: stepHeaders,
      concurrency,
      seconds,
    });
    progress(`  ${steps[name].rps.toFixed(0)} requests/s ${JSON.stringify(steps[name].statuses)}`);
  }
  await api.stop();

  const failed = [...bareRuns, ...apiRuns, half, ...Object.values(steps)].some((run) =>
    Object.keys(run.statuses).some((s) => s !== '200'),
  );
  if (failed) throw new Error('some requests did not answer 200: the figures would be wrong');
  figures.rps_bare = Math.round(bareLoad.rps);
  figures.rps_api = Math.round(apiLoad.rps);
  figures.rps_readyz = Math.round(steps.readyz.rps);
  figures.rps_take1 = Math.round(steps.take1.rps);
  figures.rps_list_uncached = Math.round(steps.uncached.rps);
  figures.concurrency = concurrency;
  figures.half_load_rps = rate;
  figures.p50_half_ms = ms(percentile(half.latencies, 0.5));
  figures.p99_half_ms = ms(percentile(half.latencies, 0.99));
  figures.cores = availableParallelism();
  // Other work on the machine skews every figure: the 1-minute load average tells.
  figures.load1 = Number(loadavg()[0].toFixed(2));
  figures.rounds = rounds;
  figures.ratio = ms(ratio);
} finally {
  for (const server of stops) await server.stop();
  await database.drop();
}
printFigures(figures);
