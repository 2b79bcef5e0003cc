// How the replay check's near-exact measure (decision 063) separates copies of
// a capture from new captures of a still customer, on the shared photos split
// in two: the mark (REPLAY_MAX_DIFFERENCE) was read from the tuning half; the
// checking half says whether it holds.
//
//   npm run bench:replay
//
// Copies: the photo re-encoded as JPEG at quality 95, 85, 75 and 60, and with
// other metadata. New captures: the photo moved by 1–3 px with camera-like
// noise (σ 1.5–3 grey levels) and a gain within ±2 %, as a still customer
// before a fixed camera gives it. Last line: key=value.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  fingerprintCapture,
  REPLAY_MAX_DIFFERENCE,
  thumbDifference,
} from '../../apps/api/src/modules/face-replay/fingerprint.ts';
import { sharedFacesDir } from '../../apps/api/src/face-engine/testing/shared-faces.ts';

/** A repeatable pseudo-random source (the figures do not change between runs). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function newCapture(photo, seed) {
  const next = random(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const dx = 1 + Math.floor(next() * 3);
  const dy = Math.floor(next() * 3);
  const gain = 1 + (next() - 0.5) * 0.04;
  const sigma = 1.5 + next() * 1.5;
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < info.height; y += 1) {
    const from = Math.min(info.height - 1, y + dy);
    for (let x = 0; x < info.width; x += 1) {
      const at = (from * info.width + Math.min(info.width - 1, x + dx)) * 3;
      for (let c = 0; c < 3; c += 1) {
        const level = data[at + c] * gain + gauss() * sigma;
        out[(y * info.width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(level)));
      }
    }
  }
  return sharp(out, { raw: info }).jpeg({ quality: 92 }).toBuffer();
}

const copiesOf = (photo) => [
  ...[95, 85, 75, 60].map((quality) => sharp(photo).jpeg({ quality }).toBuffer()),
  sharp(photo)
    .withMetadata({ exif: { IFD0: { Copyright: 'x' } } })
    .jpeg({ quality: 92 })
    .toBuffer(),
];

const files = readdirSync(sharedFacesDir)
  .filter((file) => /\.(jpe?g|png)$/u.test(file) && !file.startsWith('small-'))
  .sort();
const parts = { tuning: { copies: [], captures: [] }, checking: { copies: [], captures: [] } };
for (const [index, file] of files.entries()) {
  const part = parts[index % 2 === 0 ? 'tuning' : 'checking'];
  // As a till sends it: at most 1280 px high, JPEG.
  const photo = await sharp(readFileSync(join(sharedFacesDir, file)))
    .rotate()
    .resize({ height: 1280, withoutEnlargement: true })
    .jpeg({ quality: 92 })
    .toBuffer();
  const original = await fingerprintCapture(photo);
  if (!original) continue;
  for (const copy of copiesOf(photo)) {
    part.copies.push(thumbDifference(original.thumb, (await fingerprintCapture(await copy)).thumb));
  }
  for (let k = 0; k < 4; k += 1) {
    const capture = await newCapture(photo, index * 31 + k);
    part.captures.push(thumbDifference(original.thumb, (await fingerprintCapture(capture)).thumb));
  }
  process.stderr.write('.');
}
process.stderr.write('\n');

const figures = { mark: REPLAY_MAX_DIFFERENCE, photos: files.length };
for (const [name, part] of Object.entries(parts)) {
  const caught = part.copies.filter((d) => d <= REPLAY_MAX_DIFFERENCE).length;
  const falseReplays = part.captures.filter((d) => d <= REPLAY_MAX_DIFFERENCE).length;
  console.log(
    `${name}: copies ${part.copies.length}, caught ${caught} (largest difference ${Math.max(...part.copies).toFixed(3)}); ` +
      `new captures ${part.captures.length}, taken for copies ${falseReplays} (smallest difference ${Math.min(...part.captures).toFixed(3)})`,
  );
  figures[`${name}_copies_caught`] = (caught / part.copies.length).toFixed(3);
  figures[`${name}_false_replays`] = (falseReplays / part.captures.length).toFixed(3);
  figures[`${name}_copy_max`] = Math.max(...part.copies).toFixed(3);
  figures[`${name}_capture_min`] = Math.min(...part.captures).toFixed(3);
}
console.log(
  Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(' '),
);
