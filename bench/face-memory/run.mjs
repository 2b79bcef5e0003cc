// Face engine memory under bursts of large photos, with the server's code.
//
//   npm run bench:face-memory [-- --bursts 3 --parallel 20 --settle 15 --threads 4]
//
// Starts the worker pool as the server does (one worker per core, at most 4,
// unless --threads), makes a 40-megapixel JPEG (7744x5164, the decoder's
// largest) from a shared face photo, sends --parallel of them at once through
// the pool's analyse, --bursts times, then waits --settle seconds. Prints the
// process RSS (main thread and workers together) idle, at its peak and settled.
// The last line holds the figures as key=value.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { imageLimits } from '../../apps/api/src/face-engine/decode.ts';
import { FaceEnginePool } from '../../apps/api/src/face-engine/pool.ts';
import {
  sharedFaces,
  sharedFacesAvailable,
  sharedFacesDir,
} from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { option } from '../lib/args.mjs';

const bursts = Number(option('--bursts', '3'));
const parallel = Number(option('--parallel', '20'));
const settleSeconds = Number(option('--settle', '15'));
const threads = option('--threads', '');

const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const rss = () => process.memoryUsage().rss;

const makePhotoTo = option('--make-photo', '');
if (!makePhotoTo) await ensureFaceModels({ log: (line) => console.log(line) });
if (!sharedFacesAvailable) {
  console.log(`The shared photos are not at ${sharedFacesDir}: nothing to measure.`);
  process.exit(1);
}

/** Writes the photo (made in a child process, so that making it does not count). */
async function makePhoto(path) {
  // The largest single-face shared photo, resized up to 40 megapixels with some
  // sensor noise (a smooth upscale would compress to almost nothing) and stored
  // sideways with EXIF orientation 6, as a phone held upright saves it; the JPEG
  // quality is lowered until it fits the upload limit.
  const face = (
    await Promise.all(
      sharedFaces()
        .filter((entry) => entry.faces === 1)
        .map(async (entry) => ({
          ...entry,
          width: (await sharp(join(sharedFacesDir, entry.file)).metadata()).width ?? 0,
        })),
    )
  ).sort((a, b) => b.width - a.width)[0];
  const [width, height] = [5164, 7744];
  const upright = await sharp(join(sharedFacesDir, face.file))
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  let seed = 1;
  for (let i = 0; i < upright.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    upright[i] = Math.max(0, Math.min(255, upright[i] + ((seed >> 16) % 17) - 8));
  }
  const sideways = sharp(upright, { raw: { width, height, channels: 3 } })
    .rotate(-90)
    .withMetadata({ orientation: 6 });
  let photo;
  for (const quality of [90, 80, 70, 60, 50]) {
    photo = await sideways.clone().jpeg({ quality }).toBuffer();
    if (photo.length <= imageLimits.maxBytes) break;
  }
  writeFileSync(path, photo);
  console.log(
    `Photo: ${face.file} at 7744x5164 (orientation 6), ${(photo.length / 1024 / 1024).toFixed(1)} MB`,
  );
}

if (makePhotoTo) {
  await makePhoto(makePhotoTo);
  process.exit(0);
}
const photoPath = join(tmpdir(), 'rosto-face-memory-40mp.jpg');
execFileSync(
  process.execPath,
  [...process.execArgv, fileURLToPath(import.meta.url), '--make-photo', photoPath],
  { stdio: 'inherit' },
);
const photo = readFileSync(photoPath);

const pool = await FaceEnginePool.create({
  ...(threads ? { size: Number(threads) } : {}),
  timeoutMs: 120_000,
});
const workers = pool.size;
// Warm-up: models loaded, first inference done.
const check = await pool.analyse(photo);
console.log(`${check.faces.length} face(s) found`);
const idle = rss();
let peak = idle;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
}, 50);

const afterBurst = [];
let failed = 0;
for (let burst = 0; burst < bursts; burst += 1) {
  const started = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: parallel }, () => pool.analyse(photo)),
  );
  failed += results.filter((result) => result.status === 'rejected').length;
  afterBurst.push(rss());
  console.log(
    `burst ${burst + 1}: ${parallel} photos in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `RSS ${mb(rss())} MB, peak so far ${mb(peak)} MB`,
  );
}
await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
clearInterval(sampler);
const settled = rss();
await pool.close();

console.log(
  `\n${workers} workers; ` + `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'}`,
);
console.log(
  `RSS: idle ${mb(idle)} MB, peak ${mb(peak)} MB, settled after ${settleSeconds} s ${mb(settled)} MB`,
);
console.log(
  `face_memory_idle_mb=${mb(idle)} face_memory_peak_mb=${mb(peak)} ` +
    `face_memory_settled_mb=${mb(settled)} face_memory_failed=${failed}`,
);
