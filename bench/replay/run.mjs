// How the replay check (decision 063) tells copies of a capture from new
// captures of a still customer, on the shared photos split by person into a
// tuning and a checking part: the marks (REPLAY_MARKS) are read from the
// tuning part (printed as suggested_*); the checking part says whether they hold.
//
//   npm run bench:replay
//
// Each photo is first made a till's capture at one of the sizes a till sends
// (a 640×480 burst frame, a 720 or 1280 px high photo): camera noise (σ 1.5–3
// grey levels) and JPEG at quality 90. Its copies: JPEG at quality 95, 85, 75
// and 60, PNG, PNG then JPEG, other metadata. Its new captures, each with new
// noise: moved by 1 px, by 2–3 px, 1 % or 2 % brighter or darker, both. A
// capture with nothing but new noise ("still") is reported apart: no
// fingerprint tells it from a copy (decision 063). Last line: key=value.
import sharp from 'sharp';
import {
  captureChange,
  fingerprintCapture,
  REPLAY_MARKS,
  sameCapture,
} from '../../apps/api/src/modules/face-replay/fingerprint.ts';
import {
  readSharedFace,
  sharedFaces,
} from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { cameraCapture } from '../../apps/api/test/camera.ts';

/** A repeatable pseudo-random source (the figures do not change between runs). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SIZES = [{ width: 640, height: 480 }, { height: 720 }, { height: 1280 }];

/** The scene as a camera gives it: new noise of σ 1.5–3 grey levels, and as asked. */
const capture = (scene, next, asked = {}) =>
  cameraCapture(scene, { seed: Math.floor(next() * 2 ** 32), sigma: 1.5 + next() * 1.5, ...asked });

const copiesOf = async (sent) => ({
  q95: await sharp(sent).jpeg({ quality: 95 }).toBuffer(),
  q85: await sharp(sent).jpeg({ quality: 85 }).toBuffer(),
  q75: await sharp(sent).jpeg({ quality: 75 }).toBuffer(),
  q60: await sharp(sent).jpeg({ quality: 60 }).toBuffer(),
  png: await sharp(sent).png().toBuffer(),
  pngThenJpeg: await sharp(await sharp(sent).png().toBuffer())
    .jpeg({ quality: 90 })
    .toBuffer(),
  metadata: await sharp(sent)
    .withMetadata({ exif: { IFD0: { Copyright: 'Rosto' } } })
    .jpeg({ quality: 90 })
    .toBuffer(),
});

async function newCapturesOf(scene, next) {
  const sign = () => (next() < 0.5 ? -1 : 1);
  const px = () => 2 + Math.floor(next() * 2);
  const exposure = (step) => 1 + sign() * step;
  return {
    moved1: await capture(scene, next, next() < 0.5 ? { dx: sign() } : { dy: sign() }),
    moved2to3: await capture(scene, next, {
      dx: sign() * px(),
      dy: sign() * Math.floor(next() * 3),
    }),
    exposure1: await capture(scene, next, { gain: exposure(0.01) }),
    exposure2: await capture(scene, next, { gain: exposure(0.02) }),
    movedAndExposure: await capture(scene, next, { gain: exposure(0.01), dx: sign() }),
    still: await capture(scene, next),
  };
}

// By person, so that two photos of one sitting never fall in both parts.
const people = [...new Set(sharedFaces().map((face) => face.identity ?? face.file))].sort();
const partOf = (face) =>
  people.indexOf(face.identity ?? face.file) % 2 === 0 ? 'tuning' : 'checking';
const rows = [];
for (const [index, face] of sharedFaces().entries()) {
  const next = random(index * 7919 + 17);
  const size = SIZES[index % SIZES.length];
  const scene = await sharp(readSharedFace(face.file))
    .rotate()
    .resize({ ...size, fit: 'cover' })
    .png()
    .toBuffer();
  const sent = await capture(scene, next);
  const original = await fingerprintCapture(sent);
  const compare = async (kind, name, bytes) => {
    const print = await fingerprintCapture(bytes);
    rows.push({
      part: partOf(face),
      file: face.file,
      mean: original.mean,
      kind,
      name,
      same: sameCapture(original, print),
      ...captureChange(original, print),
    });
  };
  for (const [name, bytes] of Object.entries(await copiesOf(sent))) {
    await compare('copy', name, bytes);
  }
  for (const [name, bytes] of Object.entries(await newCapturesOf(scene, next))) {
    await compare(name === 'still' ? 'still' : 'capture', name, bytes);
  }
  process.stderr.write('.');
}
process.stderr.write('\n');

const max = (values) => Math.max(...values);
const min = (values) => Math.min(...values);
const fmt = (value) => Number(value.toPrecision(3));
const figures = {};
for (const part of ['tuning', 'checking']) {
  const of = (kind, names) =>
    rows.filter(
      (row) => row.part === part && row.kind === kind && (!names || names.includes(row.name)),
    );
  const copies = of('copy');
  const moved = of('capture', ['moved1', 'moved2to3']);
  const brighter = of('capture', ['exposure1', 'exposure2']);
  const captures = of('capture');
  const still = of('still');
  const extremes = {
    copy_exposure_max: max(copies.map((row) => row.exposure)),
    copy_shift_max: max(copies.map((row) => row.shift)),
    copy_residue_max: max(copies.map((row) => row.residue)),
    moved_shift_min: min(moved.map((row) => row.shift)),
    exposure_change_min: min(brighter.map((row) => row.exposure)),
  };
  console.log(
    `${part}: ${copies.length} copies, ${copies.filter((row) => row.same).length} caught; ` +
      `${captures.length} new captures, ${captures.filter((row) => row.same).length} taken for copies; ` +
      `${still.length} still captures (noise only), ${still.filter((row) => row.same).length} taken for copies`,
  );
  for (const name of [...new Set(rows.map((row) => row.name))]) {
    const named = rows.filter((row) => row.part === part && row.name === name);
    console.log(
      `  ${name.padEnd(16)} n=${named.length} same=${named.filter((row) => row.same).length} ` +
        `exposure ${fmt(min(named.map((row) => row.exposure)))}–${fmt(max(named.map((row) => row.exposure)))} ` +
        `shift ${fmt(min(named.map((row) => row.shift)))}–${fmt(max(named.map((row) => row.shift)))} ` +
        `residue ${fmt(min(named.map((row) => row.residue)))}–${fmt(max(named.map((row) => row.residue)))}`,
    );
  }
  const widest = (list, key, pick) =>
    list.find((row) => row[key] === pick(list.map((r) => r[key])));
  for (const [label, row] of Object.entries({
    'copy of largest exposure': widest(copies, 'exposure', max),
    'copy of largest residue': widest(copies, 'residue', max),
    'move of least shift': widest(moved, 'shift', min),
  })) {
    console.log(`  ${label}: ${row.file} (${row.name}, mean level ${fmt(row.mean)})`);
  }
  for (const [key, value] of Object.entries(extremes)) figures[`${part}_${key}`] = fmt(value);
  figures[`${part}_copies_caught`] = fmt(copies.filter((row) => row.same).length / copies.length);
  figures[`${part}_false_replays`] = fmt(
    captures.filter((row) => row.same).length / captures.length,
  );
  figures[`${part}_still_taken_for_copies`] = fmt(
    still.filter((row) => row.same).length / still.length,
  );
  if (part === 'tuning') {
    // Each mark midway (geometrically) between what copies reach and new captures start at.
    figures.suggested_exposure = fmt(
      Math.sqrt(extremes.copy_exposure_max * extremes.exposure_change_min),
    );
    figures.suggested_shift = fmt(Math.sqrt(extremes.copy_shift_max * extremes.moved_shift_min));
    // No new capture is needed to leave a residue: half again over the copies' largest.
    figures.suggested_residue = fmt(1.5 * extremes.copy_residue_max);
  }
}
for (const [key, value] of Object.entries(REPLAY_MARKS)) figures[`mark_${key}`] = value;
console.log(
  Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(' '),
);
