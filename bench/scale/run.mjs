// The payments page as the transactions table grows (issue 11, "Budgets").
//
//   npm run bench:scale [-- --requests 200 --others 999000]
//
// On a PostgreSQL database of its own (bench/lib/bench-app.mjs), the API is
// built and listening in this process; one signed-in customer has 1,000
// payments. GET user/transactions (a page of 20) is timed, one request at a
// time: the first page and the last one (by the cursor of item 980, keyset
// paging, decision 032), first with those 1,000 rows alone in the table, then
// with --others more spread over 10,000 other customers and three years (one
// of them, a heavy customer, holds 100,000, whose deepest page by cursor is
// timed too, and by `_skip` for comparison). `ratio` is the worse of the two
// median page times at 1,000,000 rows over the same at 1,000 (goal ≤ 1.3).
// Progress goes to stderr; the last stdout line holds the figures as key=value.
import { availableParallelism, loadavg } from 'node:os';
import { option } from '../lib/args.mjs';
import { createBenchDatabase, openBenchApp, progress } from '../lib/bench-app.mjs';
import { percentile, printFigures, sequentialTimes } from '../lib/http-load.mjs';
import {
  createCard,
  createCustomer,
  createPlaces,
  cursorAt,
  insertSyntheticUsers,
  insertTransactionsOf,
  insertTransactionsOfSyntheticUsers,
} from '../lib/payments-fixture.mjs';

const requests = Number(option('--requests', '200'));
const others = Number(option('--others', '999000'));
const OWN = 1_000;
const HEAVY = 100_000;
const SYNTHETIC_USERS = 10_000;
const PAGE = 20;

const ms = (value) => Number(value.toFixed(2));
const figures = {};

const database = await createBenchDatabase();
let bench;
try {
  progress(`Database ${database.name}: migrating and building the app…`);
  bench = await openBenchApp(database.env);
  const url = await bench.app.listen({ port: 0, host: '127.0.0.1' });
  const placeIds = await createPlaces(bench, 12);
  const customer = await createCustomer(bench);
  const card = await createCard(bench, customer.id);
  await insertTransactionsOf(bench, customer.id, OWN, placeIds, card);
  await bench.query('analyze');

  /**
   * Median (and p95) ms of `requests` page loads of `query` for the customer.
   * Each load reads the database: the customer's cached pages are dropped
   * before it, as a change of theirs would (decision 039), since the table's
   * growth is what this measures.
   */
  const time = async (label, { id, token }, query, count = requests) => {
    const times = await sequentialTimes(`${url}/api/user/transactions?${query}`, {
      headers: { authorization: `Bearer ${token}` },
      count,
      before: () => bench.app.customerChanges.changed(id),
    });
    const median = percentile(times, 0.5);
    progress(
      `  ${label.padEnd(34)} median ${median.toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms`,
    );
    return median;
  };
  const pages = async () => {
    const { rows } = await bench.query('select count(*)::int as n from transactions');
    progress(`Table: ${rows[0].n.toLocaleString('en')} transactions`);
    const deep = await cursorAt(bench, customer.id, OWN - PAGE - 1);
    return {
      first: await time('first page', customer, `_take=${PAGE}`),
      deep: await time(
        `page after item ${OWN - PAGE} (cursor)`,
        customer,
        `_take=${PAGE}&cursor=${deep}`,
      ),
    };
  };

  progress(`The customer's ${OWN} payments alone, ${requests} requests each:`);
  const small = await pages();

  progress(`Filling to ${(OWN + others).toLocaleString('en')} rows…`);
  const fillStarted = performance.now();
  await insertSyntheticUsers(bench, SYNTHETIC_USERS);
  const heavy = await createCustomer(bench, 'Cliente Frequente Lima');
  await insertTransactionsOf(bench, heavy.id, Math.min(HEAVY, others), placeIds);
  await insertTransactionsOfSyntheticUsers(bench, Math.max(0, others - HEAVY), placeIds, progress);
  await bench.query('analyze');
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  progress(`  filled in ${fillSeconds.toFixed(0)} s`);

  progress(`The same customer with ${(OWN + others).toLocaleString('en')} rows in the table:`);
  const large = await pages();
  progress(`The heavy customer's ${Math.min(HEAVY, others).toLocaleString('en')} payments:`);
  const heavyDeepest = Math.min(HEAVY, others) - PAGE - 1;
  const heavyFirst = await time('first page', heavy, `_take=${PAGE}`);
  const heavyDeep = await time(
    `page after item ${heavyDeepest + 1} (cursor)`,
    heavy,
    `_take=${PAGE}&cursor=${await cursorAt(bench, heavy.id, heavyDeepest)}`,
  );
  const heavySkip = await time(
    `the same page by _skip`,
    heavy,
    `_take=${PAGE}&_skip=${heavyDeepest + 1}`,
    Math.min(requests, 20),
  );

  figures.first_1k_ms = ms(small.first);
  figures.deep_1k_ms = ms(small.deep);
  figures.first_1m_ms = ms(large.first);
  figures.deep_1m_ms = ms(large.deep);
  figures.ratio_first = ms(large.first / small.first);
  figures.ratio_deep = ms(large.deep / small.deep);
  figures.heavy_first_ms = ms(heavyFirst);
  figures.heavy_deep_cursor_ms = ms(heavyDeep);
  figures.heavy_deep_skip_ms = ms(heavySkip);
  figures.fill_s = Math.round(fillSeconds);
  figures.cores = availableParallelism();
  // Other work on the machine skews every figure: the 1-minute load average tells.
  figures.load1 = Number(loadavg()[0].toFixed(2));
  figures.ratio = Math.max(figures.ratio_first, figures.ratio_deep);
} finally {
  await bench?.close();
  await database.drop();
}
printFigures(figures);
