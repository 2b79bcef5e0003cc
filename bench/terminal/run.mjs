// From the shutter to the greeting at the shop's till, in Chromium, 1:N over
// 100,000 enrolled faces (issue 27, "Speed": at most 1.0 s p95).
//
//   npm run bench:terminal [-- --runs 30 --warmup 2 --faces 100000]
//   (BENCH_TERMINAL_RUNS=N sets the runs too)
//
// The API is built and listening in this process as bench:pay builds it
// (bench/lib/bench-app.mjs: a PostgreSQL database of its own, sandbox stage,
// the worker pool and the in-process 1:N index), and serves the built web
// app. The same set-up as bench:pay (bench/lib/enrolled-faces.mjs) enrols the
// demo customer from two shared photos with a validated Visa and fills the
// templates up to --faces. A till of its own at the demo's first shop is
// signed in at /terminal in Chromium, whose fake camera plays the customer's
// third photo (never enrolled) as the e2e specs make it (apps/web/e2e/y4m.ts).
// Each run types R$ 23,90, starts the sale, waits until the till keeps its
// burst (the last four frames before the shutter, decision 058: the customer
// stood there for 0.8 s), presses "Tirar a foto", and waits for "Olá,
// {name}!" with "Escolha o cartão…"; then "Não é o cliente" and
// "Voltar" leave the sale unpaid (it expires) and bring the amount pad back,
// so every run is a new sale with a new camera. Nothing is charged.
//
// The time is taken in the page: from the click event's time stamp to the
// frame after the greeting entered the DOM (a MutationObserver, then
// requestAnimationFrame and a message), so Playwright's round trips are not
// counted. The split comes from the page (the face call's Resource Timing) and from timing wrappers on the server's face call, the
// engine and the search. Progress goes to stderr; stdout ends with key=value
// lines, p95_ms last.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedFacesDir } from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { writeY4m } from '../../apps/web/e2e/y4m.ts';
import { BURST_FRAME_HEIGHT } from '../../apps/web/src/components/face-capture/capture-burst.ts';
import {
  CAPTURE_HEIGHT,
  JPEG_QUALITY,
} from '../../apps/web/src/components/face-capture/capture-image.ts';
import { terminalPtBR } from '../../apps/web/src/lib/locales/terminal-pt-br.ts';
import { BURST_MAX_FRAMES } from '../../packages/contract/src/validators/face-image.ts';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { option } from '../lib/args.mjs';
import { createBenchDatabase, openBenchApp, progress } from '../lib/bench-app.mjs';
import { requireSharedFaces, seedEnrolledFaces } from '../lib/enrolled-faces.mjs';
import { percentile } from '../lib/http-load.mjs';
import { ensureBuilt, launchChromiumWithCamera } from '../lib/server.mjs';
import { ENGINE_STAGES, clearSteps, timeFaceSteps, timed } from '../lib/step-timers.mjs';

const runs = Number(option('--runs', process.env.BENCH_TERMINAL_RUNS ?? '30'));
const warmup = Number(option('--warmup', '2'));
const faces = Number(option('--faces', '100000'));
/** The amount typed on the pad: R$ 23,90. */
const AMOUNT_DIGITS = '2390';
/** A run that has not greeted the customer by then has failed. */
const RUN_TIMEOUT_MS = 30_000;

const texts = terminalPtBR.terminal;

requireSharedFaces();
await ensureFaceModels({ log: progress });
await ensureBuilt();

const ms = (value) => Number(value.toFixed(1));

/* global document, window, Element, MutationObserver, requestAnimationFrame */
/**
 * Runs in the page before the shutter is pressed: on the shutter's click, it
 * notes the event's time stamp and watches the DOM for the greeting; the frame after the greeting resolves
 * `window.__terminalBench` with the marks (ms on the page's clock) and the
 * face call's Resource Timing.
 */
function armProbe({ shutter, greeting, choose, facePath, timeoutMs }) {
  performance.clearResourceTimings();
  const marks = {};
  const shown = (selector, test) =>
    [...document.querySelectorAll(selector)].some(
      (element) => test(element.textContent?.trim() ?? '') && element.checkVisibility(),
    );
  const faceCall = () =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(facePath, 'u').test(new URL(entry.name).pathname))
      .at(-1);
  window.__terminalBench = new Promise((resolve, reject) => {
    let timer = null;
    const observer = new MutationObserver(() => {
      const now = performance.now();
      if (!shown('h1', (text) => text === greeting)) return;
      if (!shown('p', (text) => text.startsWith(choose))) return;
      marks.greeting = now;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        marks.frame = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = async () => {
          marks.painted = performance.now();
          // The entry is there once the body was read; a moment's grace otherwise.
          let entry = faceCall();
          for (let i = 0; !entry && i < 20; i += 1) {
            await new Promise((wait) => setTimeout(wait, 10));
            entry = faceCall();
          }
          resolve({
            marks,
            request: entry
              ? {
                  start: entry.startTime,
                  connectStart: entry.connectStart,
                  connectEnd: entry.connectEnd,
                  requestStart: entry.requestStart,
                  responseStart: entry.responseStart,
                  responseEnd: entry.responseEnd,
                }
              : null,
          });
        };
        channel.port2.postMessage(null);
      });
    });
    const onClick = (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.trim() !== shutter) return;
      window.removeEventListener('click', onClick, true);
      marks.handler = performance.now();
      marks.pressed =
        event.timeStamp > 0 ? Math.min(event.timeStamp, marks.handler) : marks.handler;
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      timer = setTimeout(() => {
        observer.disconnect();
        const failure = document.querySelector('[data-testid="terminal-failure"]');
        const heading = document.querySelector('h1')?.textContent ?? '(no heading)';
        reject(
          new Error(
            `no greeting ${timeoutMs} ms after the shutter: ${failure?.getAttribute('data-code') ?? heading}`,
          ),
        );
      }, timeoutMs);
    };
    window.addEventListener('click', onClick, true);
  });
}

/**
 * Runs in the page on the camera screen: what exporting the live video costs
 * on the page's main thread, as the shutter does it (capture-image.ts: a
 * canvas, drawImage, toDataURL as JPEG), for the photo's height (the
 * camera's, up to `photoMaxHeight`) and a burst frame's; medians of
 * `repeats` in ms, and the base64 sizes.
 */
function exportCosts({ photoMaxHeight, frameHeight, quality, burstFrames, repeats }) {
  const video = document.querySelector('video');
  const photoHeight = Math.min(video.videoHeight, photoMaxHeight);
  const exportAt = (height) => {
    const width = Math.round((video.videoWidth * height) / video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const started = performance.now();
    canvas.getContext('2d').drawImage(video, 0, 0, width, height);
    const image = canvas.toDataURL('image/jpeg', quality);
    return { ms: performance.now() - started, image };
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const photos = Array.from({ length: repeats }, () => exportAt(photoHeight));
  const frames = Array.from({ length: repeats }, () => exportAt(frameHeight));
  const body = {
    image: photos[0].image,
    frames: frames.slice(0, burstFrames).map((frame) => frame.image),
  };
  const started = performance.now();
  const json = JSON.stringify(body);
  return {
    video: `${video.videoWidth}x${video.videoHeight}`,
    photoHeight,
    photoMs: median(photos.map((photo) => photo.ms)),
    photoKiB: photos[0].image.length / 1024,
    frameMs: median(frames.map((frame) => frame.ms)),
    frameKiB: frames[0].image.length / 1024,
    stringifyMs: performance.now() - started,
    bodyKiB: json.length / 1024,
  };
}

const videoDir = mkdtempSync(join(tmpdir(), 'rosto-bench-terminal-'));
const database = await createBenchDatabase();
let bench;
let browser;
const figures = {};
try {
  progress(`Database ${database.name}: migrating and building the app…`);
  bench = await openBenchApp(database.env);
  const { app } = bench;
  const { seeded, demoFace, firstName, enrolled } = await seedEnrolledFaces(bench, faces);
  const shop = seeded.places[0];
  const { key: terminalKey } = await app.terminalsService.create(shop.id, {
    name: 'Caixa benchmark',
    requirePin: false,
  });
  const lastFour = /final (\d{4})/u.exec(seeded.cards[0].label)?.[1];
  progress(`Till "Caixa benchmark" at ${shop.name}; the camera shows ${demoFace.atTerminal}`);

  const steps = { ...(await timeFaceSteps(app)), service: [], uploadBytes: [] };
  timed(app.terminalPaymentsService, 'face', steps.service, {
    onCall: ([, , body]) =>
      steps.uploadBytes.push(
        body.image.length + (body.frames ?? []).reduce((sum, frame) => sum + frame.length, 0),
      ),
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  progress('Warming up the face engine and the 1:N index, as server.ts does at start…');
  await app.faceEngine.warmUp?.();
  const warmStarted = performance.now();
  const indexed = await (await app.faceSearch()).warmUp();
  figures.index_warm_ms = ms(performance.now() - warmStarted);
  progress(`  ${indexed} faces indexed in ${figures.index_warm_ms.toFixed(0)} ms`);

  const video = join(videoDir, 'customer.y4m');
  await writeY4m(join(sharedFacesDir, demoFace.atTerminal), video);
  browser = await launchChromiumWithCamera(video);
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: 'pt-BR',
    permissions: ['camera'],
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => progress(`  page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') progress(`  console: ${message.text()}`);
  });
  await page.goto(`${url}/terminal`);
  await page.getByLabel(texts.signIn.keyLabel).fill(terminalKey);
  await page.getByRole('button', { name: texts.signIn.submit }).click();
  await page.getByRole('heading', { name: texts.amount.title }).waitFor();

  const probeTexts = {
    shutter: texts.face.shutter,
    greeting: texts.confirm.title.replace('{{name}}', firstName),
    choose: texts.confirm.text.split('{{amount}}')[0],
    facePath: '/payments/[^/]+/face$',
    timeoutMs: RUN_TIMEOUT_MS,
  };
  const pad = page.getByRole('group', { name: texts.amount.padLabel });
  const card = page
    .getByRole('list', { name: texts.confirm.cardsLabel })
    .getByRole('button', { name: new RegExp(`final ${lastFour}$`, 'u') });

  /**
   * From the amount pad to the camera screen, its shutter enabled (the
   * camera's first frame shown) and its burst kept (four frames, 0.8 s).
   */
  const openCamera = async () => {
    for (const digit of AMOUNT_DIGITS) {
      await pad.getByRole('button', { name: digit, exact: true }).click();
    }
    await page.getByRole('button', { name: texts.amount.charge }).click();
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent?.trim() === label && !button.disabled,
        ),
      texts.face.shutter,
      { timeout: RUN_TIMEOUT_MS },
    );
    await page.waitForFunction(
      (frames) => document.querySelector('video')?.dataset.burstFrames === String(frames),
      BURST_MAX_FRAMES,
      { timeout: RUN_TIMEOUT_MS },
    );
  };

  /** One sale up to the greeting, and back to the pad; the page's marks, in ms from the press. */
  const sale = async () => {
    // The fake camera loops one still photo, which a real camera never gives
    // twice: the server would refuse the next sale's capture as a replay
    // (decision 063). The bench times sales, so it forgets what it sent.
    await bench.query('delete from face_capture_fingerprints');
    await openCamera();
    await page.evaluate(armProbe, probeTexts);
    await page.getByRole('button', { name: texts.face.shutter }).click();
    const { marks, request } = await page.evaluate(() => window.__terminalBench);
    if (!request) throw new Error('the face call has no Resource Timing entry');
    if ((await card.count()) !== 1) {
      throw new Error(`the greeting offers no card ending ${lastFour} at ${shop.name}`);
    }
    await page.getByRole('button', { name: texts.confirm.notMe }).click();
    await page.getByRole('button', { name: texts.back }).click();
    await page.getByRole('heading', { name: texts.amount.title }).waitFor();
    const t0 = marks.pressed;
    return {
      total: marks.painted - t0,
      input: marks.handler - t0,
      requestLeaves: request.start - t0,
      queued: request.requestStart - request.start,
      connect: request.connectEnd - request.connectStart,
      waiting: request.responseStart - request.requestStart,
      download: request.responseEnd - request.responseStart,
      call: request.responseEnd - request.start,
      render: marks.greeting - request.responseEnd,
      paint: marks.painted - marks.greeting,
    };
  };

  progress(`${warmup} warm-up runs (not counted)…`);
  for (let i = 0; i < warmup; i += 1) {
    const run = await sale();
    progress(`  ${run.total.toFixed(0)} ms`);
  }
  clearSteps(steps);

  progress(`${runs} runs, one after the other…`);
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await sale();
    const server = steps.service.at(-1);
    samples.push({ ...run, server, http: run.waiting - server });
    if ((i + 1) % 10 === 0 || i + 1 === runs) progress(`  ${i + 1} of ${runs}`);
  }

  // The page's own work on the way, apart: exporting the photo and a frame, and the body's JSON.
  await openCamera();
  const costs = await page.evaluate(exportCosts, {
    photoMaxHeight: CAPTURE_HEIGHT,
    frameHeight: BURST_FRAME_HEIGHT,
    quality: JPEG_QUALITY,
    burstFrames: BURST_MAX_FRAMES,
    repeats: 7,
  });
  await page.getByRole('button', { name: texts.back }).click();

  const column = (name) => samples.map((sample) => sample[name]);
  const p50 = (values) => percentile(values, 0.5);
  const p95 = (values) => percentile(values, 0.95);
  const row = (label, values) =>
    progress(
      `${label.padEnd(52)} ${p50(values).toFixed(1).padStart(7)} ${p95(values).toFixed(1).padStart(7)}`,
    );
  progress(`\n${'ms from the shutter (p50, p95)'.padEnd(52)}     p50     p95`);
  row('click event to its handler (input)', column('input'));
  row('face call leaves (photo exported; burst kept from before)', column('requestLeaves'));
  row('face call (Resource Timing, start to end)', column('call'));
  row('  fetch() to the request sent (body to the network)', column('queued'));
  row('    of which a new connection', column('connect'));
  row('  upload and server (to the first byte)', column('waiting'));
  row('    around the service: upload, parse, checks, auth', column('http'));
  row('    server: terminal-payments face()', column('server'));
  row('      engine analysis (photo and burst)', steps.analyse);
  for (const stage of ENGINE_STAGES) row(`        ${stage}`, steps[stage]);
  row(`      1:N search (${enrolled.toLocaleString('en')} faces)`, steps.search);
  row('      features of the nearest', steps.features);
  row('  answer downloaded', column('download'));
  row('answer to greeting in the DOM (parse, render)', column('render'));
  row('greeting in the DOM to the next frame', column('paint'));
  row('total: shutter to the greeting on screen', column('total'));
  const uploadKiB = p50(steps.uploadBytes) / 1024;
  progress(
    `\nface call body (photo and ${BURST_MAX_FRAMES} frames, base64): ${uploadKiB.toFixed(0)} KiB`,
  );
  progress(
    `on the page's main thread, from the ${costs.video} camera (median of 7):\n` +
      `  photo export, ${costs.photoHeight} px high JPEG ${JPEG_QUALITY}: ${costs.photoMs.toFixed(1)} ms (${costs.photoKiB.toFixed(0)} KiB)\n` +
      `  burst frame export, ${BURST_FRAME_HEIGHT} px high: ${costs.frameMs.toFixed(1)} ms each (${costs.frameKiB.toFixed(0)} KiB)\n` +
      `  JSON of the face call's body: ${costs.stringifyMs.toFixed(1)} ms (${costs.bodyKiB.toFixed(0)} KiB)`,
  );

  figures.leaves_p50_ms = ms(p50(column('requestLeaves')));
  figures.call_p50_ms = ms(p50(column('call')));
  figures.call_p95_ms = ms(p95(column('call')));
  figures.server_p50_ms = ms(p50(column('server')));
  figures.analyse_p50_ms = ms(p50(steps.analyse));
  figures.search_p50_ms = ms(p50(steps.search));
  figures.render_p50_ms = ms(p50(column('render')));
  figures.upload_kib = Math.round(uploadKiB);
  figures.photo_export_ms = ms(costs.photoMs);
  figures.frame_export_ms = ms(costs.frameMs);
  figures.cores = availableParallelism();
  // Other work on the machine skews every figure: the 1-minute load average tells.
  figures.load1 = Number(loadavg()[0].toFixed(2));
  figures.warmup = warmup;
  figures.runs = runs;
  figures.enrolled = enrolled;
  figures.p50_ms = ms(p50(column('total')));
  figures.max_ms = ms(Math.max(...column('total')));
  figures.p95_ms = ms(p95(column('total')));
} finally {
  await browser?.close();
  await bench?.close();
  await database.drop();
  rmSync(videoDir, { recursive: true, force: true });
}
for (const [name, value] of Object.entries(figures)) console.log(`${name}=${value}`);
