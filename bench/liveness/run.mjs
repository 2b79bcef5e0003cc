// Liveness (presentation-attack detection) with the server's engine and threshold
// (issue 12, "Measure first").
//
//   npm run bench:liveness [-- --labels FILE.csv --images DIR]
//
// FILE.csv has the header `file,label`, label `live` (bona fide) or `attack`
// (a printed photo or a screen held to the camera); files are read from DIR
// (default: the CSV's folder). Without arguments: ../shared/faces-attacks
// (labels.csv) and the one-face photos of ../shared/faces, all bona fide.
//
// Every photo goes through the face engine pool exactly as the server runs it
// (decode, detection, the liveness models, their fusion). A photo in which no
// face is found is counted in `no_face` and left out of the figures, and so is
// one under the server's size for judging liveness (LIVENESS_MIN_SIDE: the
// server calls it uncertain, neither live nor an attack), counted in
// `low_detail`. Printed:
// each photo's scores (stderr), the area under the ROC curve of each model's
// score and of the fused one, and, at the server's threshold on the fused score,
// APCER (attacks judged live) and BPCER (bona fide judged not live), the terms
// of ISO/IEC 30107-3, and the server's three-way verdict on each kind of photo.
// The last line: auc= apcer= bpcer= threshold= photos= no_face= low_detail=
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { FaceEnginePool } from '../../apps/api/src/face-engine/pool.ts';
import { LIVENESS_THRESHOLD } from '../../apps/api/src/face-engine/liveness.ts';
import {
  LIVENESS_ATTACK_BELOW,
  LIVENESS_MIN_SIDE,
  livenessJudgeable,
  photoLiveness,
} from '../../apps/api/src/face-engine/policy.ts';
import { option } from '../lib/args.mjs';
import { areaUnderRoc, errorRates } from './metrics.mjs';

const root = new URL('../..', import.meta.url).pathname;
const shared = join(root, '../shared');

/** [{ path, label, set }] from a `file,label` CSV. */
function readLabels(csvFile, imagesDir, set) {
  const rows = readFileSync(csvFile, 'utf8')
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split(',').map((cell) => cell.trim()));
  if (rows[0]?.[0] === 'file') rows.shift();
  return rows.map(([file, label]) => {
    if (label !== 'live' && label !== 'attack') {
      throw new Error(`${csvFile}: label "${label}" of ${file} is neither live nor attack`);
    }
    return { path: join(imagesDir, file), label, set };
  });
}

function dataset() {
  const labels = option('--labels');
  if (labels) {
    const dir = resolve(option('--images') ?? dirname(labels));
    return readLabels(resolve(labels), dir, 'labels');
  }
  const photos = [];
  const attacks = join(shared, 'faces-attacks/labels.csv');
  if (existsSync(attacks)) photos.push(...readLabels(attacks, dirname(attacks), 'faces-attacks'));
  const manifest = join(shared, 'faces/manifest.json');
  if (existsSync(manifest)) {
    for (const image of JSON.parse(readFileSync(manifest, 'utf8')).images) {
      if (image.faces === 1) {
        photos.push({ path: join(shared, 'faces', image.file), label: 'live', set: 'faces' });
      }
    }
  }
  return photos;
}

const photos = dataset();
if (photos.length === 0) {
  console.log(
    'No labelled photos found (../shared/faces-attacks, ../shared/faces): nothing to measure.',
  );
  console.log('skipped=true reason=no_photos');
  process.exit(0);
}

await ensureFaceModels({ log: (line) => console.error(line) });
const pool = await FaceEnginePool.create({ size: Math.min(2, availableParallelism()) });
const scored = [];
let noFace = 0;
try {
  let next = 0;
  const feed = async () => {
    while (next < photos.length) {
      const photo = photos[next++];
      const result = await pool.analyse(readFileSync(photo.path)).catch((error) => ({ error }));
      if (result.error || result.faces.length === 0) {
        noFace += 1;
        console.error(`${photo.path}: ${result.error?.code ?? 'no face'}`);
        continue;
      }
      scored.push({ ...photo, result });
    }
  };
  await Promise.all(Array.from({ length: pool.size * 2 }, feed));
} finally {
  await pool.close();
}
scored.sort((a, b) => a.path.localeCompare(b.path));

const models = Object.keys(scored[0]?.result.liveness.models ?? {});
for (const { result, label, path } of scored) {
  const { score, models: perModel } = result.liveness;
  const each = models.map((m) => `${m} ${perModel[m].toFixed(3)}`).join('  ');
  const size = `${result.image.width}x${result.image.height}`;
  console.error(
    `${label.padEnd(6)} fused ${score.toFixed(3)}  ${each}  ${photoLiveness(result).padEnd(9)} ${size.padEnd(9)} ${path.replace(`${shared}/`, '')}`,
  );
}

const judged = scored.filter((p) => livenessJudgeable(p.result));
const lowDetail = scored.length - judged.length;
const side = (photos, label, score) => photos.filter((p) => p.label === label).map(score);
const fused = (p) => p.result.liveness.score;
console.log(
  `bona fide ${side(scored, 'live', fused).length}, attacks ${side(scored, 'attack', fused).length}, ` +
    `no face ${noFace}; under ${LIVENESS_MIN_SIDE} px (not judged) ${lowDetail}`,
);
console.log('area under the ROC curve (judged photos; all photos):');
for (const [name, score] of [
  ...models.map((m) => [m, (p) => p.result.liveness.models[m]]),
  ['fused', fused],
]) {
  const auc = (photos) => areaUnderRoc(side(photos, 'live', score), side(photos, 'attack', score));
  console.log(`  ${name.padEnd(12)} ${auc(judged).toFixed(3)}; ${auc(scored).toFixed(3)}`);
}
console.log(`verdicts (live at ${LIVENESS_THRESHOLD}, attack under ${LIVENESS_ATTACK_BELOW}):`);
for (const set of [...new Set(scored.map((p) => p.set))]) {
  for (const label of ['live', 'attack']) {
    const photos = scored.filter((p) => p.set === set && p.label === label);
    if (photos.length === 0) continue;
    const count = (verdict) => photos.filter((p) => photoLiveness(p.result) === verdict).length;
    console.log(
      `  ${label === 'live' ? 'bona fide' : 'attacks  '} of ${set}: ${photos.length}: ` +
        `live ${count('live')}, uncertain ${count('uncertain')}, attack ${count('attack')}`,
    );
  }
}
const rates = errorRates(
  side(judged, 'live', fused),
  side(judged, 'attack', fused),
  LIVENESS_THRESHOLD,
);
const round = (value) => (Number.isNaN(value) ? 'nan' : value.toFixed(3));
console.log(
  [
    `auc=${round(areaUnderRoc(side(judged, 'live', fused), side(judged, 'attack', fused)))}`,
    `apcer=${round(rates.apcer)}`,
    `bpcer=${round(rates.bpcer)}`,
    `threshold=${LIVENESS_THRESHOLD}`,
    `photos=${judged.length}`,
    `no_face=${noFace}`,
    `low_detail=${lowDetail}`,
  ].join(' '),
);
