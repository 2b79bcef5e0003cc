// Paying by face at the terminal API, 1:N over 100,000 enrolled faces (issue 11,
// "Budgets"; issue 31 §4, decision 085).
//
//   npm run bench:pay [-- --faces 100000 --payments 40]
//   npm run bench:pay -- --concurrency 1,2,4,8 [--instances 2] [--payments 40]
//
// On a PostgreSQL database of its own (bench/lib/bench-app.mjs), the API is
// built in this process as server.ts builds it (the face worker pool, the
// in-process 1:N index where pgvector is absent, the sandbox card gateway).
// The demo seed (`npm run seed:demo`'s code) makes the shops, their terminals
// and one customer with a real face enrolled from the shared photos, a PIN
// and a validated Visa; then --faces minus one synthetic customers are
// enrolled by SQL (bench/lib/enrolled-faces.mjs, which bench:terminal shares).
// A payment, over HTTP with a terminal's key, is what the till sends: start,
// a photo of the customer (1024x1280 JPEG) with the burst of four 640 px
// frames the till keeps before the shutter (decision 058; other photos of
// her), and confirm with the card, and the PIN only when the server asks it
// (PAYMENTS below: every other payment). Every photo and frame is a new capture
// (decision 063), made before the clock starts. "Photo to recorded
// transaction" is the face call plus the confirm call.
//
// Without --concurrency: payments one after the other to the app in this
// process; timing wrappers on the engine, the search, the PIN check and the
// gateway split the time per step; the first payment (the index catching up
// with 100,000 faces) is reported apart.
//
// With --concurrency N[,M…] (decision 085): the real server (server.ts, as
// `npm start` runs it) in a child process on the same database, or with
// --instances 2 two of them behind nginx configured as `npm run
// start:cluster` configures it; N tills (their own keys, the customer's daily
// limit lifted) pay in a closed loop, each level at least --payments
// payments. In the same run, the face engine pool alone (the server's pool
// class and size, here in this process, no HTTP) analyses the same captures
// with every worker busy: `engine_photos_per_s`, a "photo" being one
// payment's capture (its photo and burst), before and after the sweep.
// `payments_per_s` is the rate of the highest level whose p95 stays under
// 1 s; `pay_efficiency` their ratio. CPU ms per payment of the server(s), the
// database's backends, nginx and this process (the tills) say where the rest
// goes; `cpu_efficiency` is the engine's CPU per photo over the server side's
// per payment, which other work on the machine does not skew; `best_*` the
// fastest level, when none keeps p95 under 1 s. `--profile DIR` writes the
// servers' CPU profiles (bench/lib/profile-summary.mjs sums them). Progress
// goes to stderr; the last stdout line holds the figures as key=value,
// pay_efficiency last.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { asNewCapture } from '../../apps/api/src/face-engine/testing/new-capture.ts';
import { readSharedFace } from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { BURST_FRAME_HEIGHT } from '../../apps/web/src/components/face-capture/capture-burst.ts';
import { JPEG_QUALITY } from '../../apps/web/src/components/face-capture/capture-image.ts';
import { ensureNginx, startNginx } from '../../scripts/cluster/nginx.mjs';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { option } from '../lib/args.mjs';
import {
  createBenchDatabase,
  openBenchApp,
  progress,
  waitUntilListening,
} from '../lib/bench-app.mjs';
import { requireSharedFaces, seedEnrolledFaces } from '../lib/enrolled-faces.mjs';
import { percentile, printFigures } from '../lib/http-load.mjs';
import { childPids, cpuSecondsOf, ownCpuSeconds, processCpuSeconds } from '../lib/process-cpu.mjs';
import { repoRoot } from '../lib/server.mjs';
import { clearSteps, timeFaceSteps, timed } from '../lib/step-timers.mjs';

const faces = Number(option('--faces', '100000'));
const payments = Number(option('--payments', '40'));
const concurrencyOption = option('--concurrency', null);
const levels = concurrencyOption ? concurrencyOption.split(',').map(Number) : null;
const instances = Number(option('--instances', '1'));
/** A folder for the servers' CPU profiles (node --cpu-prof), to sum with bench/lib/profile-summary.mjs. */
const profileDir = option('--profile', null);
/** The budget of photo to recorded transaction (issue 11). */
const P95_BUDGET_MS = 1000;

/**
 * The two payments the shared photos allow, both by the demo customer Joana
 * (enrolled from a-1 and a-3), each with four other photos of her as the
 * till's burst: with a-1 the capture is judged a live face moving on its own
 * and she pays by face alone; with a-4 the burst reads as rigid motion and the
 * server asks her PIN. Each till takes them in turn, so half the payments
 * ask the PIN. No other shared identity can pay by face alone (decision 085).
 */
const PAYMENTS = [
  {
    kind: 'face-alone',
    photo: 'stock-emotions-a-1.jpg',
    burst: ['a-2', 'a-5', 'a-6', 'a-7'].map((n) => `stock-emotions-${n}.jpg`),
  },
  {
    kind: 'with-pin',
    photo: 'stock-emotions-a-4.jpg',
    burst: ['a-2', 'a-5', 'a-6', 'a-7'].map((n) => `stock-emotions-${n}.jpg`),
  },
];

requireSharedFaces();
await ensureFaceModels({ log: progress });

const ms = (value) => Number(value.toFixed(1));
const median = (values) => percentile(values, 0.5);
const figures = {};

/** A burst frame as the till keeps it: the camera's picture at 640 px high, its JPEG quality. */
const burstFrame = (bytes) =>
  sharp(bytes)
    .rotate()
    .resize({ height: BURST_FRAME_HEIGHT })
    .jpeg({ quality: Math.round(JPEG_QUALITY * 100) })
    .toBuffer();

/**
 * The k-th new capture of a payment kind: the photo and the burst, base64 as
 * the till sends them. The frames are made new at full size, then reduced, so
 * that hundreds of them stay apart (decision 063's thumbnails); k counts over
 * both kinds, since they share frames and the customer.
 */
async function captureOf(payment, k) {
  const [image, ...frames] = await Promise.all([
    asNewCapture(payment.photoBytes, k),
    ...payment.frameBytes.map(async (bytes) => burstFrame(await asNewCapture(bytes, k))),
  ]);
  return { image: image.toString('base64'), frames: frames.map((f) => f.toString('base64')) };
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The terminal API at `url` for one till: start, face, confirm; the wall time of each call. */
function tillClient(url, key) {
  const call = async (path, body) => {
    const response = await fetch(`${url}/api/terminal/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${answer.message}`);
    return answer.data;
  };
  return async function pay(payer, capture) {
    let started = performance.now();
    const sale = await call('payments', { amountCents: 2390, idempotencyKey: randomUUID() });
    const start = performance.now() - started;
    started = performance.now();
    const identified = await call(`payments/${sale.id}/face`, capture);
    const face = performance.now() - started;
    if (identified.state !== 'IDENTIFIED' || identified.customer?.firstName !== payer.firstName) {
      throw new Error(`${payer.firstName}'s photo matched ${JSON.stringify(identified.customer)}`);
    }
    const pinAsked = identified.customer.pinRequired;
    started = performance.now();
    const done = await call(`payments/${sale.id}/confirm`, {
      paymentMethodId: payer.cardId,
      ...(pinAsked ? { pin: payer.pin } : {}),
    });
    const confirm = performance.now() - started;
    if (done.state !== 'SUCCEEDED' || !done.transactionId) {
      throw new Error(`the payment ended ${done.state}`);
    }
    return { start, face, confirm, total: face + confirm, pinAsked };
  };
}

/**
 * The API servers of the concurrency mode on the bench's database: one
 * server.ts child process, or `count` behind nginx as start:cluster runs them
 * (decision 043). `pids` are the processes whose CPU counts as the API's.
 */
async function startInstances(env, count) {
  const dir = mkdtempSync(join(tmpdir(), 'rosto-bench-cluster-'));
  const shared = {
    ...env,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `rosto-bench-${process.pid}:`,
    HOST: '127.0.0.1',
    ...(count > 1 ? { TRUST_PROXY: '1' } : {}),
  };
  const servers = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const port = await freePort();
      // As `npm start` runs it: glibc's malloc settings, then node (exec'd: the pid is node's).
      const child = spawn(
        'sh',
        [
          'scripts/with-malloc-settings.sh',
          process.execPath,
          ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
          '--import',
          'tsx',
          'apps/api/src/server.ts',
        ],
        {
          cwd: repoRoot,
          env: {
            ...shared,
            PORT: String(port),
            ...(count > 1 ? { INSTANCE_ID: `api-${index + 1}` } : {}),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      servers.push({
        pid: child.pid,
        ...(await waitUntilListening(child, `http://127.0.0.1:${port}`, '/readyz')),
      });
    }
    if (count === 1) {
      return {
        url: servers[0].url,
        pids: () => [servers[0].pid],
        proxyPids: () => [],
        stop: () => servers[0].stop().then(() => rmSync(dir, { recursive: true, force: true })),
      };
    }
    ensureNginx(progress);
    const port = await freePort();
    const nginx = await startNginx({
      dir,
      port,
      upstreams: servers.map((server) => new URL(server.url).host),
    });
    const url = `http://127.0.0.1:${port}`;
    await waitUntilListening(nginx.child, url, '/readyz');
    return {
      url,
      pids: () => servers.map((server) => server.pid),
      proxyPids: () => [nginx.child.pid, ...childPids(nginx.child.pid)],
      async stop() {
        await nginx.stop();
        await Promise.all(servers.map((server) => server.stop()));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
}

/** The payments' captures' bytes, and the customer's card and PIN. */
async function preparePayments(seeded) {
  return PAYMENTS.map((payment) => ({
    ...payment,
    firstName: seeded.customer.fullName.split(' ')[0],
    cardId: seeded.cards[0].id,
    pin: seeded.customer.pin,
    photoBytes: readSharedFace(payment.photo),
    frameBytes: payment.burst.map((file) => readSharedFace(file)),
  }));
}

/**
 * The face engine pool alone: `count` captures (photo and burst) analysed with
 * `inFlight` always waiting, after `inFlight` not counted. Photos per second
 * and this process's CPU ms per photo (the pool's workers are its threads).
 */
async function engineRate(engine, captures, inFlight) {
  const decoded = captures.map(({ image, frames }) => ({
    image: Buffer.from(image, 'base64'),
    frames: frames.map((frame) => Buffer.from(frame, 'base64')),
  }));
  // As a payment asks it: with the replay check's thumbnails, which the API
  // no longer takes itself (decision 085).
  const analyse = ({ image, frames }) => engine.analyse(image, { frames, thumbnails: true });
  await Promise.all(decoded.slice(0, inFlight).map(analyse));
  let next = 0;
  const cpuBefore = ownCpuSeconds();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < decoded.length) await analyse(decoded[next++]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: decoded.length / seconds,
    cpuMs: ((ownCpuSeconds() - cpuBefore) * 1000) / decoded.length,
  };
}

const database = await createBenchDatabase();
let bench;
let servers;
try {
  progress(`Database ${database.name}: migrating and building the app…`);
  bench = await openBenchApp(database.env);
  const { app } = bench;
  const { seeded, enrolled, fillSeconds } = await seedEnrolledFaces(bench, faces);
  figures.fill_s = fillSeconds;
  figures.faces = enrolled;
  const payers = await preparePayments(seeded);
  let captureCount = 0;
  const nextCapture = (payment) => captureOf(payment, captureCount++);

  progress('Warming up the face engine and the 1:N index, as server.ts does at start…');
  await app.faceEngine.warmUp?.();
  const warmStarted = performance.now();
  const indexed = await (await app.faceSearch()).warmUp();
  const indexWarmMs = performance.now() - warmStarted;
  progress(`  ${indexed} faces indexed in ${indexWarmMs.toFixed(0)} ms`);
  figures.index_warm_ms = ms(indexWarmMs);

  if (!levels) {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const pay = tillClient(url, seeded.terminals[0].key);
    const { rows } = await bench.query(
      'select count(*)::int as n from transactions where gateway_charge_id is not null',
    );
    const chargedBefore = rows[0].n;
    const steps = { ...(await timeFaceSteps(app)), pin: [], charge: [] };
    timed(app.pins, 'check', steps.pin);
    timed(app.cardNetwork, 'charge', steps.charge);
    const captures = [];
    const kindOf = (i) => payers[i % payers.length];
    for (let i = 0; i <= payments; i += 1) captures.push(await nextCapture(kindOf(i)));

    progress('First payment after the warm-up…');
    const first = await pay(kindOf(0), captures[0]);
    progress(`  ${first.total.toFixed(0)} ms (face ${first.face.toFixed(0)} ms)`);
    clearSteps(steps);

    progress(`${payments} payments, one after the other…`);
    const sales = [];
    for (let i = 1; i <= payments; i += 1) {
      sales.push(await pay(kindOf(i), captures[i]));
      if (i % 10 === 0) progress(`  ${i} of ${payments}`);
    }
    const recorded =
      (
        await bench.query(
          'select count(*)::int as n from transactions where gateway_charge_id is not null',
        )
      ).rows[0].n - chargedBefore;
    if (recorded !== payments + 1) {
      throw new Error(`${recorded} transactions recorded for ${payments + 1} payments`);
    }

    const column = (key) => sales.map((sale) => sale[key]);
    progress('\nMedian ms per step:');
    progress(`  start (POST terminal/payments)   ${median(column('start')).toFixed(1)}`);
    progress(`  face call                         ${median(column('face')).toFixed(1)}`);
    for (const stage of ['analyse', 'decode', 'detect', 'landmarks', 'liveness', 'embed']) {
      progress(`    ${stage.padEnd(31)} ${median(steps[stage]).toFixed(1)}`);
    }
    progress(`    ${'describe'.padEnd(31)} ${median(steps.describe).toFixed(1)}`);
    progress(`    ${'burst'.padEnd(31)} ${median(steps.burst).toFixed(1)}`);
    progress(`    1:N search (${faces} faces)`.padEnd(36) + median(steps.search).toFixed(1));
    progress(`    features of the 20 nearest      ${median(steps.features).toFixed(1)}`);
    progress(`  confirm call                      ${median(column('confirm')).toFixed(1)}`);
    progress(`    PIN check (${steps.pin.length} asked)`.padEnd(36) + median(steps.pin).toFixed(1));
    progress(`    gateway charge (sandbox)        ${median(steps.charge).toFixed(1)}`);

    figures.payments = payments;
    figures.pin_asked = sales.filter((sale) => sale.pinAsked).length;
    figures.first_payment_ms = ms(first.total);
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
  } else {
    const tillsNeeded = Math.max(...levels);
    const placeId = seeded.places.find((place) => place.name === seeded.terminals[0].placeName).id;
    const tills = [];
    for (let i = 0; i < tillsNeeded; i += 1) {
      const { key } = await app.terminalsService.create(placeId, {
        name: `Caixa bench ${i + 1}`,
        requirePin: false,
      });
      tills.push({ key, payer: payers[i % payers.length] });
    }
    const perTill = (level) => Math.ceil(Math.max(payments, 6 * level) / level);
    progress('Making the captures (new photos and bursts) before the clock starts…');
    const warmCaptures = [];
    for (const till of tills) warmCaptures.push(await nextCapture(till.payer));
    const planned = [];
    for (const level of levels) {
      const byTill = [];
      for (const till of tills.slice(0, level)) {
        const captures = [];
        for (let i = 0; i < perTill(level); i += 1) {
          // The two kinds in turn at every till, so every level asks the PIN as often.
          const payment = payers[(tills.indexOf(till) + i) % payers.length];
          captures.push({ payment, capture: await nextCapture(payment) });
        }
        byTill.push(captures);
      }
      planned.push(byTill);
    }

    const poolSize = app.config.face.engineThreads ?? Math.min(4, availableParallelism());
    // The sweep's own captures, both kinds in turn (the engine keeps nothing of them).
    const engineCaptures = planned
      .at(-1)
      .flat()
      .slice(0, Math.max(payments, 4 * poolSize))
      .map(({ capture }) => capture);
    progress(`The face engine pool alone (${poolSize} workers, every one busy)…`);
    const engineBefore = await engineRate(app.faceEngine, engineCaptures, 2 * poolSize);
    progress(
      `  ${engineBefore.perSecond.toFixed(2)} photos/s, ${engineBefore.cpuMs.toFixed(0)} CPU ms each`,
    );

    progress(`Starting ${instances === 1 ? 'the server' : `${instances} servers behind nginx`}…`);
    servers = await startInstances(database.env, instances);
    progress('  one payment per till (the index warms at start)…');
    for (const [index, till] of tills.entries()) {
      await tillClient(servers.url, till.key)(till.payer, warmCaptures[index]);
    }
    const backendPids = async () =>
      (
        await bench.query('select pid from pg_stat_activity where datname = $1', [database.name])
      ).rows.map((row) => row.pid);

    const results = [];
    for (const [index, level] of levels.entries()) {
      // The backends by pid: a connection opened during the level counts from 0.
      const backendCpu = async () =>
        new Map((await backendPids()).map((pid) => [pid, processCpuSeconds(pid)]));
      const cpu = async () => ({
        api: cpuSecondsOf(servers.pids()),
        proxy: cpuSecondsOf(servers.proxyPids()),
        backends: await backendCpu(),
        tills: ownCpuSeconds(),
      });
      const before = await cpu();
      const started = performance.now();
      const sales = (
        await Promise.all(
          tills.slice(0, level).map(async (till, t) => {
            const pay = tillClient(servers.url, till.key);
            const done = [];
            for (const { payment, capture } of planned[index][t]) {
              done.push(await pay(payment, capture));
            }
            return done;
          }),
        )
      ).flat();
      const seconds = (performance.now() - started) / 1000;
      const after = await cpu();
      let dbSeconds = 0;
      for (const [pid, seconds] of after.backends)
        dbSeconds += seconds - (before.backends.get(pid) ?? 0);
      after.db = dbSeconds;
      before.db = 0;
      const perPayment = (key) => ((after[key] - before[key]) * 1000) / sales.length;
      const totals = sales.map((sale) => sale.total);
      const result = {
        level,
        payments: sales.length,
        perSecond: sales.length / seconds,
        p50: percentile(totals, 0.5),
        p95: percentile(totals, 0.95),
        pinAsked: sales.filter((sale) => sale.pinAsked).length,
        apiCpuMs: perPayment('api'),
        proxyCpuMs: perPayment('proxy'),
        dbCpuMs: perPayment('db'),
        tillsCpuMs: perPayment('tills'),
        load1: loadavg()[0],
      };
      results.push(result);
      progress(
        `  ${level} till(s): ${result.perSecond.toFixed(2)} payments/s, p50 ${result.p50.toFixed(0)} ms, ` +
          `p95 ${result.p95.toFixed(0)} ms, PIN ${result.pinAsked}/${result.payments}; CPU ms per payment: ` +
          `API ${result.apiCpuMs.toFixed(0)}, database ${result.dbCpuMs.toFixed(0)}, ` +
          `proxy ${result.proxyCpuMs.toFixed(0)}, tills ${result.tillsCpuMs.toFixed(0)}; load ${result.load1.toFixed(2)}`,
      );
    }
    await servers.stop();
    servers = null;

    progress('The face engine pool alone again, after the sweep…');
    const engineAfter = await engineRate(app.faceEngine, engineCaptures, 2 * poolSize);
    progress(
      `  ${engineAfter.perSecond.toFixed(2)} photos/s, ${engineAfter.cpuMs.toFixed(0)} CPU ms each`,
    );
    const enginePerSecond = (engineBefore.perSecond + engineAfter.perSecond) / 2;
    const engineCpuMs = (engineBefore.cpuMs + engineAfter.cpuMs) / 2;

    for (const result of results) {
      figures[`c${result.level}_payments_per_s`] = Number(result.perSecond.toFixed(2));
      figures[`c${result.level}_p95_ms`] = ms(result.p95);
    }
    const within = results.filter((result) => result.p95 < P95_BUDGET_MS);
    const chosen = within.at(-1) ?? null;
    // On a machine others load, no level may keep p95 under 1 s: the best rate
    // and the CPU split are still this run's evidence (decision 085).
    const best = results.reduce((top, result) => (result.perSecond > top.perSecond ? result : top));
    const split = chosen ?? best;
    figures.instances = instances;
    figures.engine_workers = poolSize;
    figures.engine_cpu_ms = ms(engineCpuMs);
    figures.split_concurrency = split.level;
    figures.pin_asked = split.pinAsked;
    figures.api_cpu_ms = ms(split.apiCpuMs);
    figures.db_cpu_ms = ms(split.dbCpuMs);
    figures.proxy_cpu_ms = ms(split.proxyCpuMs);
    figures.tills_cpu_ms = ms(split.tillsCpuMs);
    // The engine's share of the CPU a payment costs the server side: the
    // efficiency a machine doing nothing else would reach once CPU-bound.
    figures.cpu_efficiency = Number(
      (engineCpuMs / (split.apiCpuMs + split.dbCpuMs + split.proxyCpuMs)).toFixed(3),
    );
    figures.best_concurrency = best.level;
    figures.best_payments_per_s = Number(best.perSecond.toFixed(2));
    figures.best_efficiency = Number((best.perSecond / enginePerSecond).toFixed(3));
    figures.cores = availableParallelism();
    figures.load1 = Number(loadavg()[0].toFixed(2));
    figures.engine_photos_per_s = Number(enginePerSecond.toFixed(2));
    figures.concurrency = chosen?.level ?? 0;
    figures.p95_ms = ms((chosen ?? best).p95);
    figures.payments_per_s = chosen ? Number(chosen.perSecond.toFixed(2)) : 0;
    figures.pay_efficiency = chosen ? Number((chosen.perSecond / enginePerSecond).toFixed(3)) : 0;
  }
} finally {
  await servers?.stop();
  await bench?.close();
  await database.drop();
}
printFigures(figures);
