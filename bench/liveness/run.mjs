// Liveness (presentation-attack detection) with the server's engine and marks
// (issues 12 and 28, decisions 037 and 059).
//
//   npm run bench:liveness [-- --bursts] [-- --labels FILE.csv --images DIR]
//
// Without --labels: the tuning and checking parts of parts.mjs (the shared
// photos split by person and source, each with an honest webcam-like capture
// and synthetic attacks of six kinds, plus the real attacks). The calibration
// and the marks are read from the tuning part only; the checking part's figures
// are the ones to report. With --labels: FILE.csv has the header `file,label`,
// label `live` (bona fide) or `attack` (a printed photo or a screen held to the
// camera), files read from DIR (default: the CSV's folder), measured as one set.
// Two more columns, `file,label,action,frames`, give a capture's head-turn
// challenge (decision 062): the side asked (`turn-left`/`turn-right`) and its
// frames (files separated by `;`, the first facing the camera); such captures
// are also judged as the server judges an answered challenge (challengedLiveness),
// printed as the challenge's APCER and BPCER (`challenge_apcer=`, `challenge_bpcer=`).
//
// Every photo goes through the face engine pool exactly as the server runs it.
// A photo in which no face is found is counted in `no_face` and left out, and so
// is one under the server's size for judging liveness (LIVENESS_MIN_SIDE: the
// server calls it uncertain), counted in `low_detail`. Printed per part: the
// area under the ROC curve of each model's score and of the fused one, APCER
// (attacks judged live) and BPCER (bona fide judged not live) at the server's
// mark in the terms of ISO/IEC 30107-3, and the server's verdicts per kind. For
// the tuning part also the calibration fitted again and the marks the rules give.
// --bursts adds, per part, silentFace on four 640 px frames moved as a flat plane
// (as the till sends them): ROC area of the photo alone and fused with its frames.
// Beside the server's models, the deep tree (deep-tree.mjs, decision 065), a second silent
// model the server does not run for its cost, is measured on every photo: its ROC area, and
// the candidate fusion of silentFace and the deep tree (fitted again on the tuning part, or
// decision 065's fit on a labelled set) with its APCER and BPCER at its own marks.
// The last line (checking part, or the labelled set):
// auc= apcer= bpcer= threshold= attack_below= photos= no_face= low_detail= deep_tree_auc= candidate_auc= candidate_apcer= candidate_bpcer= tuning_auc= tuning_apcer= tuning_bpcer= fit_scale= fit_shift= candidate_fit_silentFace= candidate_fit_deepTree= candidate_fit_shift=
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { FaceEnginePool } from '../../apps/api/src/face-engine/pool.ts';
import {
  LIVENESS_THRESHOLD,
  livenessCalibration,
  logit,
} from '../../apps/api/src/face-engine/liveness.ts';
import {
  LIVENESS_ATTACK_BELOW,
  LIVENESS_MIN_SIDE,
  challengedLiveness,
  livenessJudgeable,
  photoLiveness,
} from '../../apps/api/src/face-engine/policy.ts';
import { flatBurst } from '../../apps/api/src/face-engine/testing/synthetic-burst.ts';
import { honestCapture } from '../../apps/api/src/face-engine/testing/synthetic-attacks.ts';
import { option } from '../lib/args.mjs';
import { candidateFusion, openDeepTree } from './deep-tree.mjs';
import { areaUnderRoc, errorRates, fitFusion, suggestedMarks } from './metrics.mjs';
import { defaultParts } from './parts.mjs';

const root = new URL('../..', import.meta.url).pathname;
const shared = join(root, '../shared');
const withBursts = process.argv.includes('--bursts');

function labelledSet(csvFile, imagesDir) {
  return readFileSync(csvFile, 'utf8')
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('file,'))
    .map((line) => {
      const [file, label, action = '', frames = ''] = line.split(',').map((cell) => cell.trim());
      if (label !== 'live' && label !== 'attack') {
        throw new Error(`${csvFile}: label "${label}" of ${file} is neither live nor attack`);
      }
      if (action && action !== 'turn-left' && action !== 'turn-right') {
        throw new Error(
          `${csvFile}: action "${action}" of ${file} is neither turn-left nor turn-right`,
        );
      }
      const path = join(imagesDir, file);
      const framePaths = frames
        .split(';')
        .filter(Boolean)
        .map((frame) => join(imagesDir, frame));
      return {
        name: file,
        label,
        part: 'labels',
        kind: label,
        bytes: async () => readFileSync(path),
        challenge:
          action && framePaths.length > 0
            ? { action, frames: () => framePaths.map((frame) => readFileSync(frame)) }
            : null,
      };
    });
}

const labels = option('--labels');
const photos = labels
  ? labelledSet(resolve(labels), resolve(option('--images') ?? dirname(labels)))
  : existsSync(join(shared, 'faces'))
    ? defaultParts(shared)
    : [];
if (photos.length === 0) {
  console.log(
    'No labelled photos found (../shared/faces, ../shared/faces-attacks): nothing to measure.',
  );
  console.log('skipped=true reason=no_photos');
  process.exit(0);
}

await ensureFaceModels({ log: (line) => console.error(line) });
const pool = await FaceEnginePool.create({ size: Math.min(2, availableParallelism()) });
const deepTree = await openDeepTree();

/** silentFace on four frames of the photo moved as a flat plane, 640 px, as the till sends them. */
let seed = 5;
const random = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed / 2_147_483_647 - 0.5;
};
async function frameScores(photo, bytes) {
  const motions = Array.from({ length: 4 }, () => ({
    yawDeg: random() * 6,
    pitchDeg: random() * 4,
    dx: random() * 10,
    dy: random() * 10,
    scale: 1 + random() * 0.03,
  }));
  const scores = [];
  for (const [i, frame] of (await flatBurst(bytes, motions)).entries()) {
    // An honest camera's frames carry its own noise; an attack's already carry the recapture's.
    const captured = photo.label === 'live' ? await honestCapture(frame, i + 1) : frame;
    const small = await sharp(captured)
      .resize({ width: 640, height: 640, fit: 'inside' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const result = await pool.analyse(small).catch(() => null);
    if (result?.faces.length) scores.push(result.liveness.models.silentFace);
  }
  return scores;
}

const scored = [];
let noFace = 0;
try {
  let next = 0;
  const feed = async () => {
    while (next < photos.length) {
      const photo = photos[next++];
      const bytes = await photo.bytes();
      const result = await pool.analyse(bytes).catch((error) => ({ error }));
      if (result.error || result.faces.length === 0) {
        noFace += 1;
        console.error(`${photo.name}: ${result.error?.code ?? 'no face'}`);
        continue;
      }
      const frames =
        withBursts && photo.kind !== 'webcam' && livenessJudgeable(result)
          ? await frameScores(photo, bytes)
          : null;
      // The capture with its head turn, analysed as the server analyses an answered challenge.
      const answered = photo.challenge
        ? await pool
            .analyse(bytes, { frames: photo.challenge.frames(), challenge: photo.challenge.action })
            .catch(() => null)
        : null;
      const deepTreeLive = await deepTree.score(bytes, result.faces[0].box);
      scored.push({ ...photo, result, frames, answered, deepTreeLive });
    }
  };
  await Promise.all(Array.from({ length: pool.size * 2 }, feed));
} finally {
  await pool.close();
  await deepTree.close();
}
scored.sort((a, b) => a.name.localeCompare(b.name));

const models = Object.keys(scored[0]?.result.liveness.models ?? {});
for (const { result, label, name, part, deepTreeLive } of scored) {
  const { score, models: perModel } = result.liveness;
  const each = models.map((m) => `${m} ${perModel[m].toFixed(3)}`).join('  ');
  const size = `${result.image.width}x${result.image.height}`;
  console.error(
    `${part.padEnd(8)} ${label.padEnd(6)} fused ${score.toFixed(3)}  ${each}  deepTree ${deepTreeLive.toFixed(3)}  ${photoLiveness(result).padEnd(9)} ${size.padEnd(9)} ${name}`,
  );
}

const round = (value) => (Number.isNaN(value) ? 'nan' : value.toFixed(3));
const side = (set, label, score) => set.filter((p) => p.label === label).map(score);
const fused = (p) => p.result.liveness.score;
const auc = (set, score) => areaUnderRoc(side(set, 'live', score), side(set, 'attack', score));

// The candidate fusion of silentFace and the deep tree (decision 065): fitted again on the
// tuning part, its marks by decision 059's rules; on a labelled set, decision 065's.
const judgedOf = (part) => scored.filter((p) => p.part === part && livenessJudgeable(p.result));
const candidatePair = (p) => [p.result.liveness.models.silentFace, p.deepTreeLive];
const withCandidate = (fusion) => (p) => {
  const [silentFace, deep] = candidatePair(p);
  const odds =
    fusion.scales.silentFace * logit(silentFace) +
    fusion.scales.deepTree * logit(deep) +
    fusion.shift;
  return 1 / (1 + Math.exp(-odds));
};
let candidate = candidateFusion;
let candidateFit = null;
if (!labels) {
  const tuning = judgedOf('tuning');
  candidateFit = fitFusion(
    side(tuning, 'live', candidatePair),
    side(tuning, 'attack', candidatePair),
  );
  const fitted = {
    scales: { silentFace: candidateFit.scales[0], deepTree: candidateFit.scales[1] },
    shift: candidateFit.shift,
  };
  const marks = suggestedMarks(side(tuning, 'live', withCandidate(fitted)));
  candidate = { ...fitted, live: marks.live, attackBelow: marks.attackBelow };
}
const candidateScore = withCandidate(candidate);

/** Prints one part's figures; returns its fused ROC area and error rates at the mark. */
function report(part) {
  const all = scored.filter((p) => p.part === part);
  const judged = all.filter((p) => livenessJudgeable(p.result));
  console.log(
    `${part}: bona fide ${side(judged, 'live', fused).length}, attacks ${side(judged, 'attack', fused).length} ` +
      `judged; under ${LIVENESS_MIN_SIDE} px (not judged) ${all.length - judged.length}`,
  );
  console.log('  area under the ROC curve (judged photos):');
  for (const [name, score] of [
    ...models.map((m) => [m, (p) => p.result.liveness.models[m]]),
    ['fused', fused],
  ]) {
    const fusedHere = name === 'fused' || livenessCalibration[name] !== null;
    console.log(
      `    ${name.padEnd(12)} ${round(auc(judged, score))}${fusedHere ? '' : ' (not fused)'}`,
    );
  }
  const deepTreeAuc = auc(judged, (p) => p.deepTreeLive);
  const candidateAuc = auc(judged, candidateScore);
  console.log(
    `    ${'deepTree'.padEnd(12)} ${round(deepTreeAuc)} (candidate, not run by the server)`,
  );
  console.log(
    `    ${'candidate'.padEnd(12)} ${round(candidateAuc)} (silentFace and deepTree fused)`,
  );
  const candidateRates = errorRates(
    side(judged, 'live', candidateScore),
    side(judged, 'attack', candidateScore),
    candidate.live,
  );
  const realAttacks = judged.filter((p) => p.kind === 'real');
  const realLive = realAttacks.filter((p) => candidateScore(p) >= candidate.live);
  console.log(
    `  candidate at its marks (live from ${round(candidate.live)}, attack under ${round(candidate.attackBelow)}): ` +
      `APCER ${round(candidateRates.apcer)}, BPCER ${round(candidateRates.bpcer)}` +
      (realAttacks.length > 0
        ? `, real attacks judged live ${realLive.length} of ${realAttacks.length}`
        : ''),
  );
  console.log(
    `  verdicts per kind (live from ${LIVENESS_THRESHOLD}, attack under ${LIVENESS_ATTACK_BELOW}):`,
  );
  for (const kind of [...new Set(judged.map((p) => p.kind))]) {
    const these = judged.filter((p) => p.kind === kind);
    const count = (verdict) => these.filter((p) => photoLiveness(p.result) === verdict).length;
    console.log(
      `    ${kind.padEnd(9)} ${these[0].label.padEnd(6)} ${String(these.length).padStart(3)}: ` +
        `live ${count('live')}, uncertain ${count('uncertain')}, attack ${count('attack')}`,
    );
  }
  const rates = errorRates(
    side(judged, 'live', fused),
    side(judged, 'attack', fused),
    LIVENESS_THRESHOLD,
  );
  console.log(`  at the mark: APCER ${round(rates.apcer)}, BPCER ${round(rates.bpcer)}`);
  if (withBursts) {
    const burst = judged.filter((p) => p.frames?.length);
    const photoAlone = (p) => logit(p.result.liveness.models.silentFace);
    const withFrames = (p) =>
      [p.result.liveness.models.silentFace, ...p.frames].map(logit).reduce((a, b) => a + b) /
      (p.frames.length + 1);
    console.log(
      `  bursts (${burst.length}, silentFace): photo alone ${round(auc(burst, photoAlone))}, ` +
        `photo and frames (mean log-odds) ${round(auc(burst, withFrames))}`,
    );
  }
  const turns = all.filter((p) => p.answered?.challenge);
  let challenge = null;
  if (turns.length > 0) {
    // Confident-live after the turn: what pays without the PIN and enrols without review.
    const passes = (p) => challengedLiveness(p.answered) === 'confident-live';
    const attacks = turns.filter((p) => p.label === 'attack');
    const honest = turns.filter((p) => p.label === 'live');
    challenge = {
      apcer: attacks.filter(passes).length / attacks.length,
      bpcer: honest.filter((p) => !passes(p)).length / honest.length,
    };
    console.log(
      `  head-turn challenge (${turns.length} captures with frames): bona fide passed ` +
        `${honest.filter(passes).length}/${honest.length}, attacks passed ${attacks.filter(passes).length}/${attacks.length}` +
        ` (APCER ${round(challenge.apcer)}, BPCER ${round(challenge.bpcer)})`,
    );
  }
  return {
    judged,
    lowDetail: all.length - judged.length,
    auc: auc(judged, fused),
    ...rates,
    challenge,
    deepTreeAuc,
    candidate: { auc: candidateAuc, ...candidateRates },
  };
}

const candidateFigures = (set) => [
  `deep_tree_auc=${round(set.deepTreeAuc)}`,
  `candidate_auc=${round(set.candidate.auc)}`,
  `candidate_apcer=${round(set.candidate.apcer)}`,
  `candidate_bpcer=${round(set.candidate.bpcer)}`,
];

const last = [];
if (labels) {
  const set = report('labels');
  last.push(`auc=${round(set.auc)}`, `apcer=${round(set.apcer)}`, `bpcer=${round(set.bpcer)}`);
  last.push(`threshold=${LIVENESS_THRESHOLD}`, `attack_below=${LIVENESS_ATTACK_BELOW}`);
  last.push(`photos=${set.judged.length}`, `no_face=${noFace}`, `low_detail=${set.lowDetail}`);
  last.push(...candidateFigures(set));
  if (set.challenge) {
    last.push(
      `challenge_apcer=${round(set.challenge.apcer)}`,
      `challenge_bpcer=${round(set.challenge.bpcer)}`,
    );
  }
} else {
  const tuning = report('tuning');
  const checking = report('checking');
  const silentFaceOnly = (p) => [p.result.liveness.models.silentFace];
  const {
    scales: [scale],
    shift,
  } = fitFusion(
    side(tuning.judged, 'live', silentFaceOnly),
    side(tuning.judged, 'attack', silentFaceOnly),
  );
  const fit = { scale, shift };
  const marks = suggestedMarks(side(tuning.judged, 'live', fused));
  console.log(
    `tuning part: silentFace's calibration fitted again: scale ${fit.scale.toFixed(3)}, shift ${fit.shift.toFixed(3)} ` +
      `(in use: ${livenessCalibration.silentFace.scale}, ${livenessCalibration.silentFace.shift}); ` +
      `the rules' marks: live from ${marks.live.toFixed(3)}, attack under ${marks.attackBelow.toFixed(3)} ` +
      `(in use: ${LIVENESS_THRESHOLD}, ${LIVENESS_ATTACK_BELOW})`,
  );
  console.log(
    `tuning part: the candidate fusion fitted: silentFace ${candidateFit.scales[0].toFixed(3)}, ` +
      `deepTree ${candidateFit.scales[1].toFixed(3)}, shift ${candidateFit.shift.toFixed(3)}; ` +
      `its marks: live from ${candidate.live.toFixed(3)}, attack under ${candidate.attackBelow.toFixed(3)}`,
  );
  last.push(
    `auc=${round(checking.auc)}`,
    `apcer=${round(checking.apcer)}`,
    `bpcer=${round(checking.bpcer)}`,
  );
  last.push(`threshold=${LIVENESS_THRESHOLD}`, `attack_below=${LIVENESS_ATTACK_BELOW}`);
  last.push(`photos=${checking.judged.length}`, `no_face=${noFace}`);
  last.push(`low_detail=${checking.lowDetail + tuning.lowDetail}`);
  last.push(...candidateFigures(checking));
  last.push(`tuning_auc=${round(tuning.auc)}`, `tuning_apcer=${round(tuning.apcer)}`);
  last.push(`tuning_bpcer=${round(tuning.bpcer)}`);
  last.push(`fit_scale=${round(fit.scale)}`, `fit_shift=${round(fit.shift)}`);
  last.push(
    `candidate_fit_silentFace=${round(candidateFit.scales[0])}`,
    `candidate_fit_deepTree=${round(candidateFit.scales[1])}`,
    `candidate_fit_shift=${round(candidateFit.shift)}`,
  );
}
console.log(last.join(' '));
