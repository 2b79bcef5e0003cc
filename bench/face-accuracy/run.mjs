// Face recognition accuracy with the server's engine, score and threshold (the
// fused score of the 512-d embedding and dlib's descriptor, `faceScore`).
//
//   npm run bench:face-accuracy                       the shared photos (../shared/faces/manifest.json)
//   npm run bench:face-accuracy -- --manifest FILE    another manifest of the same shape
//   npm run bench:face-accuracy -- --pairs FILE.csv --images DIR
//                                                     pairs `file_x,file_y,Decision` (Yes = same person)
//
// Prints the true-accept rate at false-accept rates of 1e-2 and 1e-3, the equal
// error rate, rank-1 identification, and what each of the server's marks does
// (false accepts and rejects at the same-person mark, the PIN-free mark and the
// duplicate mark), over all usable photos and over those that pass the enrolment
// quality checks; then the marks decision 060's rules would take from this set's
// own scores (what a tuning set suggests; a set reported on must not set them).
// A photo in which no face is found counts against every genuine pair it is in.
// The last line holds the figures as key=value.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { FaceEnginePool } from '../../apps/api/src/face-engine/pool.ts';
import { photoLiveness } from '../../apps/api/src/face-engine/policy.ts';
import {
  cosineSimilarity,
  euclideanDistance,
  FACE_DUPLICATE_SCORE,
  FACE_MATCH_SCORE,
  faceScore,
} from '../../apps/api/src/face-engine/similarity.ts';
import { CONFIDENT_MATCH_SCORE } from '../../apps/api/src/modules/terminal-payments/pin-rule.ts';
import { atMark, leadsByPair, pooledLeadSpread, suggestMarks } from '../face-marks/marks.mjs';

/** The server's marks on the fused score, by use (decision 060). */
const serverMarks = {
  match: FACE_MATCH_SCORE,
  confident: CONFIDENT_MATCH_SCORE,
  duplicate: FACE_DUPLICATE_SCORE,
};

/** The server's score, and each model alone for comparison. */
const scores = {
  fused: (a, b) => faceScore(a, b),
  embedding: (a, b) => cosineSimilarity(a.embedding, b.embedding),
  descriptor: (a, b) => 1 - euclideanDistance(a.descriptor, b.descriptor),
};

const root = new URL('../..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/** { images: [{ file, identity }], pairs: [[i, j, same]] | null, dir } */
function loadDataset() {
  const pairsFile = option('--pairs');
  if (pairsFile) {
    const dir = resolve(option('--images') ?? dirname(pairsFile));
    const rows = readFileSync(pairsFile, 'utf8')
      .split(/\r?\n/u)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => line.split(',').map((cell) => cell.trim()));
    if (rows[0] && !/^(yes|no)$/iu.test(rows[0][2] ?? '')) rows.shift(); // header
    const index = new Map();
    const images = [];
    const at = (file) => {
      if (!index.has(file)) {
        index.set(file, images.length);
        images.push({ file, identity: null });
      }
      return index.get(file);
    };
    const pairs = rows.map(([x, y, decision]) => [at(x), at(y), /^yes$/iu.test(decision)]);
    // Identities for rank-1: photos joined by "Yes" pairs are one person.
    const parent = images.map((_, i) => i);
    const find = (i) => (parent[i] === i ? i : (parent[i] = find(parent[i])));
    for (const [i, j, same] of pairs) if (same) parent[find(i)] = find(j);
    images.forEach((image, i) => (image.identity = `person-${find(i)}`));
    return { images, pairs, dir, source: pairsFile };
  }
  const manifestFile = resolve(option('--manifest') ?? join(root, '../shared/faces/manifest.json'));
  if (!existsSync(manifestFile)) {
    console.log(
      `No manifest at ${manifestFile}: the shared face photos are absent, nothing to measure.`,
    );
    console.log('skipped=true reason=no_manifest');
    process.exit(0);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const images = manifest.images.filter((image) => image.identity);
  const pairs = [];
  for (let i = 0; i < images.length; i += 1) {
    for (let j = i + 1; j < images.length; j += 1)
      pairs.push([i, j, images[i].identity === images[j].identity]);
  }
  return { images, pairs, dir: dirname(manifestFile), source: manifestFile };
}

function tarAtFar(genuine, impostor, far) {
  const sorted = [...impostor].sort((a, b) => b - a);
  const allowed = Math.floor(far * sorted.length);
  const threshold = allowed < sorted.length ? sorted[allowed] : -Infinity;
  return genuine.filter((s) => s > threshold).length / genuine.length;
}

function equalErrorRate(genuine, impostor) {
  const thresholds = [...new Set([...genuine, ...impostor])].sort((a, b) => a - b);
  let best = { gap: Infinity, eer: 1 };
  for (const t of thresholds) {
    const far = impostor.filter((s) => s >= t).length / impostor.length;
    const frr = genuine.filter((s) => s < t).length / genuine.length;
    if (Math.abs(far - frr) < best.gap) best = { gap: Math.abs(far - frr), eer: (far + frr) / 2 };
  }
  return best.eer;
}

/** Share of genuine pairs at or below the highest impostor score (false rejects at zero false accepts). */
function frrAtZeroFar(genuine, impostor) {
  const highest = Math.max(...impostor);
  return genuine.filter((s) => s <= highest).length / genuine.length;
}

/** Share of photos whose most similar other photo is of the same person (photos with a mate only). */
function rank1(results, images, usable) {
  let hits = 0;
  let probes = 0;
  for (let i = 0; i < images.length; i += 1) {
    if (!usable(i)) continue;
    const mates = images.some(
      (other, j) => j !== i && usable(j) && other.identity === images[i].identity,
    );
    if (!mates) continue;
    probes += 1;
    let best = -Infinity;
    let bestJ = -1;
    for (let j = 0; j < images.length; j += 1) {
      if (j === i || !usable(j)) continue;
      const s = faceScore(results[i], results[j]);
      if (s > best) [best, bestJ] = [s, j];
    }
    if (bestJ >= 0 && images[bestJ].identity === images[i].identity) hits += 1;
  }
  return { rate: probes ? hits / probes : 0, probes };
}

function measure(name, results, images, pairs, usable) {
  const genuine = [];
  const impostor = [];
  const alone = {
    embedding: { genuine: [], impostor: [] },
    descriptor: { genuine: [], impostor: [] },
  };
  const hardest = { genuine: null, impostor: null };
  for (const [i, j, same] of pairs) {
    if (!usable(i) || !usable(j)) continue;
    const a = results[i];
    const b = results[j];
    // No face found: a genuine pair is rejected, an impostor pair cannot be accepted.
    const score = a && b ? scores.fused(a, b) : -Infinity;
    (same ? genuine : impostor).push(score);
    for (const model of ['embedding', 'descriptor']) {
      alone[model][same ? 'genuine' : 'impostor'].push(a && b ? scores[model](a, b) : -Infinity);
    }
    if (same && (!hardest.genuine || score < hardest.genuine.score))
      hardest.genuine = { score, i, j };
    if (!same && (!hardest.impostor || score > hardest.impostor.score))
      hardest.impostor = { score, i, j };
  }
  const r1 = rank1(results, images, (i) => usable(i) && results[i]);
  const falseAccepts = impostor.filter((s) => s >= FACE_MATCH_SCORE).length;
  const falseRejects = genuine.filter((s) => s < FACE_MATCH_SCORE).length;
  const figures = {
    genuine_pairs: genuine.length,
    impostor_pairs: impostor.length,
    tar_at_far_1e2: tarAtFar(genuine, impostor, 1e-2),
    tar_at_far_1e3: tarAtFar(genuine, impostor, 1e-3),
    eer: equalErrorRate(genuine, impostor),
    rank1: r1.rate,
    rank1_probes: r1.probes,
    false_accepts: falseAccepts,
    far: falseAccepts / Math.max(1, impostor.length),
    false_rejects: falseRejects,
    frr: falseRejects / Math.max(1, genuine.length),
    max_impostor: Math.max(...impostor),
    min_genuine: Math.min(...genuine),
    frr_at_zero_far: frrAtZeroFar(genuine, impostor),
    at: Object.fromEntries(
      Object.entries(serverMarks).map(([use, mark]) => [use, atMark(genuine, impostor, mark)]),
    ),
    genuine,
    impostor,
    embedding_frr_at_zero_far: frrAtZeroFar(alone.embedding.genuine, alone.embedding.impostor),
    descriptor_frr_at_zero_far: frrAtZeroFar(alone.descriptor.genuine, alone.descriptor.impostor),
  };
  const describe = (p) =>
    p ? `${p.score.toFixed(3)} (${images[p.i].file} / ${images[p.j].file})` : '-';
  console.log(
    `\n${name}: ${genuine.length} same-person pairs, ${impostor.length} different-person pairs`,
  );
  console.log(`  TAR @ FAR 1e-2      ${(figures.tar_at_far_1e2 * 100).toFixed(1)}%`);
  console.log(`  TAR @ FAR 1e-3      ${(figures.tar_at_far_1e3 * 100).toFixed(1)}%`);
  console.log(`  EER                 ${(figures.eer * 100).toFixed(2)}%`);
  console.log(`  rank-1              ${(figures.rank1 * 100).toFixed(1)}% of ${r1.probes} photos`);
  const percent = (v) => `${(v * 100).toFixed(1)}%`;
  const uses = {
    match: 'same person (names the customer)',
    confident: 'pays without the PIN',
    duplicate: 'duplicate flag',
  };
  for (const [use, r] of Object.entries(figures.at)) {
    console.log(
      `  at ${r.mark}, ${uses[use]}: ${r.falseAccepts} false accepts (FAR ${(r.far * 100).toFixed(3)}%), ${r.falseRejects} false rejects (FRR ${percent(r.frr)})`,
    );
  }
  console.log(
    `  FRR at zero false accepts: fused ${percent(figures.frr_at_zero_far)}, embedding alone ${percent(figures.embedding_frr_at_zero_far)}, descriptor alone ${percent(figures.descriptor_frr_at_zero_far)}`,
  );
  console.log(`  lowest same-person  ${describe(hardest.genuine)}`);
  console.log(`  highest different   ${describe(hardest.impostor)}`);
  return figures;
}

const { images, pairs, dir, source } = loadDataset();
await ensureFaceModels({ log: (line) => console.log(line) });
console.log(`Face accuracy: ${images.length} photos, ${pairs.length} pairs from ${source}`);
const pool = await FaceEnginePool.create({ size: Math.min(2, availableParallelism()) });
const started = performance.now();
let noFace = 0;
const results = new Array(images.length).fill(null);
// A few photos in flight per worker: the pool refuses more than its queue holds.
let next = 0;
async function feed() {
  while (next < images.length) {
    const i = next++;
    const result = await pool.analyse(readFileSync(join(dir, images[i].file))).catch((error) => {
      console.log(`  ${images[i].file}: ${error.code ?? error.message}`);
      return null;
    });
    if (result?.embedding) results[i] = result;
    else noFace += 1;
  }
}
await Promise.all(Array.from({ length: pool.size * 2 }, feed));
await pool.close();
const seconds = (performance.now() - started) / 1000;
const issues = results.filter((r) => r && r.quality.issues.length > 0);
console.log(
  `Analysed in ${seconds.toFixed(1)} s; no face: ${noFace}; quality issues: ${issues.length} (${[
    ...new Set(issues.flatMap((r) => r.quality.issues)),
  ].join(', ')})`,
);

// Every photo here is a bona fide capture (no attack), so this is the liveness check's false-reject side only.
const withFace = results.filter(Boolean);
const live = withFace.filter((r) => photoLiveness(r) === 'live').length;
console.log(
  `Liveness: ${live} of ${withFace.length} photos judged live, the rest uncertain or refused (all are bona fide photos; no attack samples here)`,
);

const all = measure('All photos', results, images, pairs, () => true);
const passesQuality = (i) => results[i] !== null && results[i].quality.issues.length === 0;
const good = measure(
  'Photos passing the enrolment quality checks',
  results,
  images,
  pairs,
  passesQuality,
);

// What decision 060's rules take from this set's photos that pass the quality checks.
const goodFaces = images
  .map((image, i) => ({ identity: image.identity, features: results[i], ok: passesQuality(i) }))
  .filter((face) => face.ok);
const suggested = suggestMarks({
  genuine: good.genuine,
  impostor: good.impostor,
  leadSpread: pooledLeadSpread(leadsByPair(goodFaces, faceScore)) || null,
});
console.log(
  `\nMarks this set's own scores suggest (decision 060's rules; only a tuning set may set them): same person ${suggested.match}, without the PIN ${suggested.confident}, runner-up lead ${suggested.lead}`,
);

const round = (v, digits = 4) => Number(v.toFixed(digits));
const line = {
  photos: images.length,
  no_face: noFace,
  threshold: FACE_MATCH_SCORE,
  genuine_pairs: all.genuine_pairs,
  impostor_pairs: all.impostor_pairs,
  tar_at_far_1e2: round(all.tar_at_far_1e2),
  tar_at_far_1e3: round(all.tar_at_far_1e3),
  eer: round(all.eer),
  rank1: round(all.rank1),
  false_accepts: all.false_accepts,
  frr: round(all.frr),
  confident: CONFIDENT_MATCH_SCORE,
  confident_false_accepts: all.at.confident.falseAccepts,
  confident_frr: round(all.at.confident.frr),
  duplicate: FACE_DUPLICATE_SCORE,
  duplicate_false_accepts: all.at.duplicate.falseAccepts,
  duplicate_frr: round(all.at.duplicate.frr),
  frr_at_zero_far: round(all.frr_at_zero_far),
  embedding_frr_at_zero_far: round(all.embedding_frr_at_zero_far),
  descriptor_frr_at_zero_far: round(all.descriptor_frr_at_zero_far),
  quality_ok_photos: results.filter((r) => r && r.quality.issues.length === 0).length,
  quality_ok_tar_at_far_1e3: round(good.tar_at_far_1e3),
  quality_ok_eer: round(good.eer),
  quality_ok_false_accepts: good.false_accepts,
  quality_ok_frr: round(good.frr),
  quality_ok_confident_false_accepts: good.at.confident.falseAccepts,
  quality_ok_confident_frr: round(good.at.confident.frr),
  quality_ok_frr_at_zero_far: round(good.frr_at_zero_far),
  max_impostor: round(all.max_impostor, 3),
  min_genuine: round(all.min_genuine, 3),
  live_rate: round(live / Math.max(1, withFace.length)),
  suggested_match: suggested.match,
  suggested_confident: suggested.confident,
  suggested_lead: suggested.lead,
};
console.log(
  Object.entries(line)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
