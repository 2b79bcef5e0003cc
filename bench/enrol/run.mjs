// From the last enrolment photo to the result screen, in Chromium (issue 31
// §2: at most 2.5 s p95). The photo of the liveness capture leaves with its
// head turn; the app then polls every 2,000 ms (docs/spec/account-checklist.md §4)
// until the analysis answers, and shows /validation.
//
//   npm run bench:enrol [-- --runs 20 --warmup 1 --port 3400 --dist dist --web apps/web/dist]
//
// --dist names API builds under apps/api (`API_OUT_DIR=dist-X npx tsup`),
// comma-separated: each runs as its own server (the built server.js, PGlite in
// a fresh folder, sandbox stage, as `npm start`) on the next port, and the runs
// alternate between them, so that two codes meet the same machine load.
// --web is the built web app they serve (`npx vite build --outDir dist-X`).
//
// Each run is a new sandbox customer who must register the face, in a fresh
// browser context whose camera is the e2e specs' in-page turning head
// (apps/web/e2e/turning-camera.ts, the face-capture spec's photo): the
// instructions, the consent, photo 1, then photo 2 answering the head turn the
// server asks (the sandbox asks turn-left, which this camera does). The time
// is taken in the page: from the start of the liveness photo's upload
// (set-face/async's Resource Timing: the photo and its turn's frames leave, the
// user's part is over) to the frame after the result's heading appeared on
// /validation. The time from the shutter's click is printed beside it (it adds
// the one-second recording of the turn). Each enrolled face is forgotten
// after its run, so that the next customer's is not a duplicate to review.
// Progress goes to stderr; stdout ends with key=value lines, p95_ms last
// (of the last --dist when there are several; each build's with its name).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeTurnFixtures } from '../../apps/web/e2e/turn-answers.ts';
import { useTurningCamera, turnHead } from '../../apps/web/e2e/turning-camera.ts';
import { writeY4m } from '../../apps/web/e2e/y4m.ts';
import { sharedFacesDir } from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { facePtBR } from '../../apps/web/src/lib/locales/face-pt-br.ts';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { option } from '../lib/args.mjs';
import { progress, waitUntilListening } from '../lib/bench-app.mjs';
import { requireSharedFaces } from '../lib/enrolled-faces.mjs';
import { percentile } from '../lib/http-load.mjs';
import { launchChromiumWithCamera, repoRoot } from '../lib/server.mjs';

const runs = Number(option('--runs', '20'));
const warmup = Number(option('--warmup', '1'));
const firstPort = Number(option('--port', '3400'));
const builds = option('--dist', 'dist').split(',');
const webDist = resolve(repoRoot, option('--web', 'apps/web/dist'));
/**
 * The camera page's live hints (a WebGL face detector, hooks/use-face-hints.ts)
 * run on Chromium's software GL here, which a phone's GPU does not: one look
 * can hold the page's main thread for seconds on a loaded machine, and the
 * poll's timer with it. Without --hints their models do not load, which the
 * app takes as no hints (the capture never depends on them).
 */
const withHints = process.argv.includes('--hints');
/** The face-capture spec's camera (apps/web/e2e/fake-camera.ts, cameraVideos.face). */
const PHOTO = 'stock-emotions-a-1.jpg';
const RUN_TIMEOUT_MS = 30_000;
/** The session key of production builds (apps/web/e2e/support.ts SESSION_KEY). */
const SESSION_KEY = 'session';

const texts = facePtBR.face;
const resultTitles = [
  facePtBR.validation.success.title,
  facePtBR.validation.preApproved.title,
  facePtBR.validation.fail.title,
  facePtBR.validation.fail.limitTitle,
];

requireSharedFaces();
await ensureFaceModels({ log: progress });
for (const build of builds) {
  if (!existsSync(join(repoRoot, 'apps/api', build, 'server.js'))) {
    progress(`No build at apps/api/${build}: cd apps/api && API_OUT_DIR=${build} npx tsup`);
    process.exit(1);
  }
}
if (!existsSync(join(webDist, 'index.html'))) {
  progress(`No web build at ${webDist}: cd apps/web && npx vite build --outDir …`);
  process.exit(1);
}

const ms = (value) => Number(value.toFixed(1));

/** The built server of `build` on `port`, as `npm start` runs it, on a fresh PGlite folder. */
async function startBuild(build, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rosto-bench-enrol-'));
  const child = spawn(
    'sh',
    ['scripts/with-malloc-settings.sh', 'node', `apps/api/${build}/server.js`],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        STAGE: 'sandbox',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: 'warn',
        // One browser makes every call from 127.0.0.1 (as the e2e servers).
        ENTRANCE_RATE_LIMIT_MAX: '10000',
        RATE_LIMIT_MAX: '100000',
        // The in-page camera turns to the customer's left (turning-camera.ts).
        SANDBOX_CHALLENGE_ACTION: 'turn-left',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const server = await waitUntilListening(child, `http://127.0.0.1:${port}`, '/readyz');
  return {
    build,
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/* global document, window, location, MutationObserver, requestAnimationFrame */
/**
 * Runs in the page before the last shutter: notes the click's time stamp,
 * every face call's Resource Timing, and resolves `window.__enrolBench` on the
 * frame after a result heading shows on /validation.
 */
function armProbe({ titles, timeoutMs }) {
  const marks = { calls: [] };
  const note = (entries) => {
    for (const entry of entries) {
      const path = new URL(entry.name).pathname;
      if (!/\/user\/set-face\/(async|polling\/)/u.test(path)) continue;
      marks.calls.push({
        kind: path.includes('polling') ? 'poll' : 'upload',
        start: entry.startTime,
        end: entry.responseEnd,
      });
    }
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'resource' });
  window.__enrolBench = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `no result screen ${timeoutMs} ms after the shutter (${location.pathname}: ${[
              ...document.querySelectorAll('h1'),
            ]
              .map((element) => element.textContent)
              .join(' | ')})`,
          ),
        ),
      timeoutMs,
    );
    const watch = new MutationObserver(() => {
      if (location.pathname !== '/validation') return;
      const heading = [...document.querySelectorAll('h1')].find(
        (element) => titles.includes(element.textContent?.trim()) && element.checkVisibility(),
      );
      if (!heading) return;
      marks.shown = performance.now();
      marks.title = heading.textContent.trim();
      watch.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          marks.painted = performance.now();
          // The last poll's entry is recorded once its body was read.
          setTimeout(() => {
            note(observer.takeRecords());
            observer.disconnect();
            resolve(marks);
          }, 50);
        };
        channel.port2.postMessage(null);
      });
    });
    // The shutter is the only button pressed after arming.
    const onClick = (event) => {
      window.removeEventListener('click', onClick, true);
      marks.pressed = event.timeStamp > 0 ? event.timeStamp : performance.now();
    };
    watch.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      // React reveals a suspended screen by its style attribute.
      attributes: true,
    });
    window.addEventListener('click', onClick, true);
  });
}

async function api(url, path, token, body) {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** One customer's enrolment in a fresh context; the page's marks, in ms on its clock. */
async function enrol(browser, server) {
  const { token } = await api(server.url, 'sandbox/users', null, {
    fullName: 'Maria Oliveira',
    mustRegisterFace: true,
    faceStatus: 'NOT_STARTED',
  });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    permissions: ['camera'],
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => progress(`  page error: ${error.message}`));
    // tsx names the functions it compiles with a helper the page lacks.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await useTurningCamera(page, PHOTO);
    if (!withHints) await page.route(/_model-[\w-]+\.bin$/u, (route) => route.abort());
    await page.goto('/download');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, token]);
    await page.goto('/register/face');
    const shutter = page.getByRole('button', { name: texts.camera.shutter });
    await page.getByRole('radio', { name: 'Não' }).check();
    await page.getByLabel(texts.instructions.consent.split(' (')[0]).check();
    await page.getByRole('button', { name: texts.instructions.takePhoto }).click();
    await page.getByText('Foto 1 de 2').waitFor({ timeout: RUN_TIMEOUT_MS });
    await shutter.click();
    await page
      .getByRole('heading', { name: /^Vire o rosto devagar para a sua (esquerda|direita)$/u })
      .waitFor({ timeout: RUN_TIMEOUT_MS });
    await page.getByText('Foto 2 de 2').waitFor();
    await page.evaluate(armProbe, {
      titles: resultTitles,
      timeoutMs: RUN_TIMEOUT_MS,
    });
    await shutter.click();
    await turnHead(page);
    const marks = await page.evaluate(() => window.__enrolBench);
    const upload = marks.calls.filter((call) => call.kind === 'upload').at(-1);
    if (!upload) throw new Error('the liveness photo has no Resource Timing entry');
    const polls = marks.calls.filter((call) => call.kind === 'poll' && call.start > upload.start);
    return {
      total: marks.painted - upload.start,
      fromShutter: marks.painted - marks.pressed,
      upload: upload.end - upload.start,
      polls: polls.length,
      lastPoll: polls.length > 0 ? polls.at(-1).end - polls.at(-1).start : 0,
      title: marks.title,
    };
  } finally {
    await context.close();
    // The next customer's face (the same photo) is then not a duplicate to review.
    await api(server.url, 'sandbox/users/forget-face', token).catch((error) =>
      progress(`  forget-face: ${error.message}`),
    );
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'rosto-bench-enrol-camera-'));
const servers = [];
let browser;
const figures = {};
try {
  progress('Rendering the turning camera’s frames…');
  writeTurnFixtures(dataDir, { cameras: [PHOTO] });
  // useTurningCamera reads its frames from the e2e data folder.
  process.env.E2E_DATA_DIR = dataDir;
  const video = join(dataDir, 'camera.y4m');
  await writeY4m(join(sharedFacesDir, PHOTO), video);
  for (const [index, build] of builds.entries()) {
    progress(`Starting apps/api/${build} on ${firstPort + index}…`);
    servers.push(await startBuild(build, firstPort + index));
  }
  browser = await launchChromiumWithCamera(video);
  const samples = new Map(builds.map((build) => [build, []]));
  for (let i = 0; i < warmup + runs; i += 1) {
    for (const server of servers) {
      const run = await enrol(browser, server);
      const counted = i >= warmup;
      if (counted) samples.get(server.build).push(run);
      progress(
        `  ${counted ? `run ${i - warmup + 1}` : 'warm-up'} ${server.build}: ${run.total.toFixed(0)} ms ` +
          `(${run.fromShutter.toFixed(0)} from the click; upload ${run.upload.toFixed(0)} ms, ` +
          `${run.polls} poll(s), last ${run.lastPoll.toFixed(0)} ms) ${run.title}`,
      );
    }
  }
  const last = builds.at(-1);
  for (const build of builds) {
    const column = (name) => samples.get(build).map((sample) => sample[name]);
    const prefix = builds.length > 1 ? `${build}_` : '';
    figures[`${prefix}shutter_p50_ms`] = ms(percentile(column('fromShutter'), 0.5));
    figures[`${prefix}upload_p50_ms`] = ms(percentile(column('upload'), 0.5));
    figures[`${prefix}first_poll_answers`] = column('polls').filter((n) => n <= 1).length;
    if (builds.length > 1) {
      figures[`${prefix}p50_ms`] = ms(percentile(column('total'), 0.5));
      figures[`${prefix}p95_ms`] = ms(percentile(column('total'), 0.95));
    }
  }
  const totals = samples.get(last).map((sample) => sample.total);
  figures.cores = availableParallelism();
  // Other work on the machine skews every figure: the 1-minute load average tells.
  figures.load1 = Number(loadavg()[0].toFixed(2));
  figures.runs = runs;
  figures.p50_ms = ms(percentile(totals, 0.5));
  figures.max_ms = ms(Math.max(...totals));
  figures.p95_ms = ms(percentile(totals, 0.95));
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const [name, value] of Object.entries(figures)) console.log(`${name}=${value}`);
