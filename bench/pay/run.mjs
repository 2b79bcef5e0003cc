// Paying by face at the terminal API, 1:N over 100,000 enrolled faces (issue 11, "Budgets").
//
//   npm run bench:pay [-- --faces 100000 --payments 40]
//
// On a PostgreSQL database of its own (bench/lib/bench-app.mjs), the API is
// built and listening in this process, as server.ts builds it (the face worker
// pool, the in-process 1:N index where pgvector is absent, the sandbox card
// gateway). The demo seed (`npm run seed:demo`'s code) makes the shops, their
// terminals and one customer with a real face enrolled from the shared photos,
// a PIN and a validated Visa; then --faces minus one synthetic customers are
// enrolled by SQL (random unit vectors as the 512-d embedding and the 128-d
// descriptor, in the face_templates byte format; bench/lib/enrolled-faces.mjs,
// which bench:terminal shares). Each payment, over HTTP with
// the terminal's key: start, the customer's other photo (1024x1280 JPEG), and
// confirm with the card and the PIN (every payment asks it until issue 12).
// "Photo to recorded transaction" is the face call plus the confirm call; the
// first payment (the index catching up with 100,000 faces) is reported apart.
// Timing wrappers on the engine, the search, the PIN check and the gateway
// split the time per step. Progress goes to stderr; the last stdout line holds
// the figures as key=value.
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { asNewCapture } from '../../apps/api/src/face-engine/testing/new-capture.ts';
import { readSharedFace } from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { option } from '../lib/args.mjs';
import { createBenchDatabase, openBenchApp, progress } from '../lib/bench-app.mjs';
import { requireSharedFaces, seedEnrolledFaces } from '../lib/enrolled-faces.mjs';
import { percentile, printFigures } from '../lib/http-load.mjs';
import { clearSteps, timeFaceSteps, timed } from '../lib/step-timers.mjs';

const faces = Number(option('--faces', '100000'));
const payments = Number(option('--payments', '40'));

requireSharedFaces();
await ensureFaceModels({ log: progress });

const ms = (value) => Number(value.toFixed(1));
const figures = {};

const database = await createBenchDatabase();
let bench;
try {
  progress(`Database ${database.name}: migrating and building the app…`);
  bench = await openBenchApp(database.env);
  const { app } = bench;
  const { seeded, demoFace, firstName, enrolled, fillSeconds } = await seedEnrolledFaces(
    bench,
    faces,
  );
  figures.fill_s = fillSeconds;
  const terminalKey = seeded.terminals[0].key;
  const cardId = seeded.cards[0].id;
  /** The customer's charged transactions so far (the seed's history has charge ids too). */
  const chargedTransactions = async () =>
    (
      await bench.query(
        'select count(*)::int as n from transactions where user_id = $1 and gateway_charge_id is not null',
        [seeded.customer.id],
      )
    ).rows[0].n;
  const chargedBefore = await chargedTransactions();

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // Each sale sends a new capture, as a camera does: the server refuses one
  // sent before (decision 063). Made before the clock starts.
  const photo = readSharedFace(demoFace.atTerminal);
  let captures = 0;
  const call = async (path, body) => {
    const response = await fetch(`${url}/api/terminal/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${terminalKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${answer.message}`);
    return answer.data;
  };

  const steps = { ...(await timeFaceSteps(app)), pin: [], charge: [] };
  timed(app.pins, 'check', steps.pin);
  timed(app.cardNetwork, 'charge', steps.charge);

  /** One sale; the wall time of each call. */
  const pay = async () => {
    const image = (await asNewCapture(photo, captures++)).toString('base64');
    let started = performance.now();
    const sale = await call('payments', { amountCents: 2390, idempotencyKey: randomUUID() });
    const start = performance.now() - started;
    started = performance.now();
    const identified = await call(`payments/${sale.id}/face`, { image });
    const face = performance.now() - started;
    if (identified.state !== 'IDENTIFIED' || identified.customer?.firstName !== firstName) {
      throw new Error(`the photo matched ${JSON.stringify(identified.customer)}, not ${firstName}`);
    }
    started = performance.now();
    const done = await call(`payments/${sale.id}/confirm`, {
      paymentMethodId: cardId,
      pin: seeded.customer.pin,
    });
    const confirm = performance.now() - started;
    if (done.state !== 'SUCCEEDED' || !done.transactionId) {
      throw new Error(`the payment ended ${done.state}`);
    }
    return { start, face, confirm, total: face + confirm };
  };

  progress('Warming up the face engine and the 1:N index, as server.ts does at start…');
  await app.faceEngine.warmUp?.();
  const warmStarted = performance.now();
  const indexed = await (await app.faceSearch()).warmUp();
  const indexWarmMs = performance.now() - warmStarted;
  progress(`  ${indexed} faces indexed in ${indexWarmMs.toFixed(0)} ms`);
  progress('First payment after the warm-up…');
  const first = await pay();
  progress(`  ${first.total.toFixed(0)} ms (face ${first.face.toFixed(0)} ms)`);
  clearSteps(steps);

  progress(`${payments} payments, one after the other…`);
  const sales = [];
  for (let i = 0; i < payments; i += 1) {
    sales.push(await pay());
    if ((i + 1) % 10 === 0) progress(`  ${i + 1} of ${payments}`);
  }
  const recorded = (await chargedTransactions()) - chargedBefore;
  if (recorded !== payments + 1) {
    throw new Error(`${recorded} transactions recorded for ${payments + 1} payments`);
  }

  const median = (values) => percentile(values, 0.5);
  const column = (key) => sales.map((sale) => sale[key]);
  progress('\nMedian ms per step:');
  progress(`  start (POST terminal/payments)   ${median(column('start')).toFixed(1)}`);
  progress(`  face call                         ${median(column('face')).toFixed(1)}`);
  for (const stage of ['analyse', 'decode', 'detect', 'landmarks', 'liveness', 'embed']) {
    progress(`    ${stage.padEnd(31)} ${median(steps[stage]).toFixed(1)}`);
  }
  progress(`    ${'describe'.padEnd(31)} ${median(steps.describe).toFixed(1)}`);
  progress(`    1:N search (${faces} faces)`.padEnd(36) + median(steps.search).toFixed(1));
  progress(`    features of the 20 nearest      ${median(steps.features).toFixed(1)}`);
  progress(`  confirm call                      ${median(column('confirm')).toFixed(1)}`);
  progress(`    PIN check                       ${median(steps.pin).toFixed(1)}`);
  progress(`    gateway charge (sandbox)        ${median(steps.charge).toFixed(1)}`);

  figures.faces = enrolled;
  figures.payments = payments;
  figures.first_payment_ms = ms(first.total);
  figures.index_warm_ms = ms(indexWarmMs);
  figures.start_p50_ms = ms(median(column('start')));
  figures.face_p50_ms = ms(median(column('face')));
  figures.confirm_p50_ms = ms(median(column('confirm')));
  figures.analyse_p50_ms = ms(median(steps.analyse));
  figures.search_p50_ms = ms(median(steps.search));
  figures.pin_p50_ms = ms(median(steps.pin));
  figures.charge_p50_ms = ms(median(steps.charge));
  figures.cores = availableParallelism();
  // Other work on the machine skews every figure: the 1-minute load average tells.
  figures.load1 = Number(loadavg()[0].toFixed(2));
  figures.p50_ms = ms(percentile(column('total'), 0.5));
  figures.p95_ms = ms(percentile(column('total'), 0.95));
} finally {
  await bench?.close();
  await database.drop();
}
printFigures(figures);
