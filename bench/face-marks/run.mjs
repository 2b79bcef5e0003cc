// The recognition marks from data (docs/decisions/060-recognition-marks.md):
// the shared faces split by person into a tuning part and a checking part; the
// marks the rules of marks.mjs give on the tuning part; and what the server's
// marks and the suggested ones do on both parts, pair by pair and in 1:N
// searches as the terminal makes them, the gallery grown with a synthetic
// crowd of strangers drawn from the tuning part's different-person scores.
//
//   npm run bench:face-marks
//
// The last line holds the figures as key=value.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { FaceEnginePool } from '../../apps/api/src/face-engine/pool.ts';
import {
  FACE_DUPLICATE_SCORE,
  FACE_MATCH_SCORE,
  faceScore,
} from '../../apps/api/src/face-engine/similarity.ts';
import {
  CLEAR_LEAD,
  CONFIDENT_MATCH_SCORE,
} from '../../apps/api/src/modules/terminal-payments/pin-rule.ts';
import {
  atMark,
  leadsByPair,
  pooledLeadSpread,
  round,
  suggestMarks,
  tailExceedance,
  tailQuantile,
} from './marks.mjs';
import { loadSharedPeople, partOf } from './shared-people.mjs';

const dir = join(new URL('../..', import.meta.url).pathname, '../shared/faces');
if (!existsSync(join(dir, 'manifest.json'))) {
  console.log(`No manifest at ${dir}: the shared face photos are absent, nothing to measure.`);
  console.log('skipped=true reason=no_manifest');
  process.exit(0);
}
/** Gallery sizes the synthetic crowd grows the 1:N search to. */
const CROWDS = [1_000, 10_000, 100_000];
/** Draws of the crowd per search (the crowd's best two are random). */
const DRAWS = 200;

await ensureFaceModels({ log: (line) => console.log(line) });
const pool = await FaceEnginePool.create({ size: Math.min(2, availableParallelism()) });
console.log('Analysing the shared faces and the group photos’ faces one by one…');
const people = await loadSharedPeople(pool, dir, (line) => console.log(line));
await pool.close();
const parts = partOf(people.map((face) => face.identity));

/** Same-person and different-person pair scores among `faces`. */
function pairScores(faces) {
  const genuine = [];
  const impostor = [];
  for (let i = 0; i < faces.length; i += 1) {
    for (let j = i + 1; j < faces.length; j += 1) {
      const score = faceScore(faces[i].features, faces[j].features);
      (faces[i].identity === faces[j].identity ? genuine : impostor).push({
        score,
        files: [faces[i].file, faces[j].file],
      });
    }
  }
  return { genuine, impostor };
}

const byIdentity = (faces) => {
  const groups = new Map();
  for (const face of faces) groups.set(face.identity, [...(groups.get(face.identity) ?? []), face]);
  for (const list of groups.values()) list.sort((a, b) => a.file.localeCompare(b.file));
  return groups;
};

/** A seeded generator, so that two runs draw the same crowd. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 4294967296;
  };
}

/**
 * The score of a stranger at the crowd's quantile `u` (a uniform 0..1): the
 * tuning part's different-person scores below the tail's threshold, its fitted
 * tail above.
 */
function crowdScore(sortedImpostor, tail, u) {
  const above = 1 - u;
  if (above < tail.share) return tailQuantile(tail, above);
  return sortedImpostor[Math.min(sortedImpostor.length - 1, Math.floor(u * sortedImpostor.length))];
}

/** The two best of `n` strangers: order statistics of uniforms, then their scores. */
function crowdBestTwo(next, n, sortedImpostor, tail) {
  const first = next() ** (1 / n);
  const second = first * next() ** (1 / (n - 1));
  return [crowdScore(sortedImpostor, tail, first), crowdScore(sortedImpostor, tail, second)];
}

/**
 * 1:N searches over one part's gallery (each person enrolled with the first of
 * their photos that passes the quality checks): genuine searches (another photo
 * of an enrolled person) and strangers' searches (each person's photos against
 * the gallery without them), scored per person as `matchFace` does; with
 * `crowd` strangers more drawn from the tuning part's scores.
 */
function searches(faces, marks, crowd, model) {
  const groups = byIdentity(faces);
  const gallery = [...groups].map(([identity, list]) => ({ identity, face: list[0] }));
  const next = random(20_260);
  const outcome = {
    genuine: 0,
    found: 0,
    wrongPerson: 0,
    pinFree: 0,
    wrongPinFree: 0,
    closeSecond: 0,
    strangers: 0,
    strangerIdentified: 0,
    strangerPinFree: 0,
  };
  const decide = (ranked, own) => {
    const [best, second] = ranked;
    if (!best || best.score < marks.match) return { matched: false };
    const lead = second ? best.score - second.score : Infinity;
    const pinFree = best.score >= marks.confident && lead >= marks.lead;
    return { matched: true, right: best.identity === own, pinFree, close: lead < marks.lead };
  };
  const rankFor = (probe, without) =>
    gallery
      .filter((entry) => entry.identity !== without && entry.face !== probe)
      .map((entry) => ({
        identity: entry.identity,
        score: faceScore(probe.features, entry.face.features),
      }))
      .sort((a, b) => b.score - a.score);
  const withCrowd = (ranked) => {
    if (!crowd) return [ranked];
    return Array.from({ length: DRAWS }, () => {
      const [a, b] = crowdBestTwo(next, crowd, model.sorted, model.tail);
      return [...ranked, { identity: '#crowd1', score: a }, { identity: '#crowd2', score: b }]
        .sort((p, q) => q.score - p.score)
        .slice(0, 2);
    });
  };
  const weight = crowd ? 1 / DRAWS : 1;
  for (const [identity, list] of groups) {
    for (const probe of list) {
      // Genuine: a photo other than the enrolled one, of an enrolled person.
      if (probe !== list[0]) {
        for (const ranked of withCrowd(rankFor(probe, null))) {
          const d = decide(ranked, identity);
          outcome.genuine += weight;
          if (d.matched && d.right) outcome.found += weight;
          if (d.matched && !d.right) outcome.wrongPerson += weight;
          if (d.pinFree && d.right) outcome.pinFree += weight;
          if (d.pinFree && !d.right) outcome.wrongPinFree += weight;
          if (d.matched && d.close) outcome.closeSecond += weight;
        }
      }
      // A stranger: nobody enrolled is this person.
      for (const ranked of withCrowd(rankFor(probe, identity))) {
        const d = decide(ranked, identity);
        outcome.strangers += weight;
        if (d.matched) outcome.strangerIdentified += weight;
        if (d.pinFree) outcome.strangerPinFree += weight;
      }
    }
  }
  return outcome;
}

const percent = (v, digits = 1) => `${(v * 100).toFixed(digits)}%`;
const partFaces = (part, okOnly) =>
  people.filter((face) => parts.get(face.identity) === part && (!okOnly || face.ok));

// ---- The tuning part decides.
const tuningFaces = partFaces('tuning', true);
const tuningPairs = pairScores(tuningFaces);
const tuningImpostor = tuningPairs.impostor.map((p) => p.score);
const leadSpread = pooledLeadSpread(leadsByPair(tuningFaces, faceScore));
const suggested = suggestMarks({
  genuine: tuningPairs.genuine.map((p) => p.score),
  impostor: tuningImpostor,
  leadSpread,
});
const tail = suggested.tail;
const model = { tail, sorted: [...tuningImpostor].sort((a, b) => a - b) };
const server = {
  match: FACE_MATCH_SCORE,
  confident: CONFIDENT_MATCH_SCORE,
  lead: CLEAR_LEAD,
  duplicate: FACE_DUPLICATE_SCORE,
};

console.log(
  `\n${people.length} faces of ${parts.size} people; tuning part ${[...parts.values()].filter((p) => p === 'tuning').length} people, checking part ${[...parts.values()].filter((p) => p === 'checking').length}`,
);
console.log(
  `Tuning part's different-person tail (top ${percent(tail.share, 0)} of ${tail.pairs} pairs over ${tail.threshold.toFixed(2)}): shape ${tail.shape.toFixed(3)}, scale ${tail.scale.toFixed(3)}; score at 1e-4 ${tailQuantile(tail, 1e-4).toFixed(2)}, 1e-5 ${tailQuantile(tail, 1e-5).toFixed(2)}, 1e-6 ${tailQuantile(tail, 1e-6).toFixed(2)}`,
);
console.log(
  `Lead's photo-to-photo spread (tuning): ${leadSpread.toFixed(3)}; the tail's spacing of two strangers: ${tail.scale.toFixed(3)}`,
);
console.log(
  `Suggested marks: match ${suggested.match}, confident ${suggested.confident}, lead ${suggested.lead}`,
);
console.log(
  `Server's marks:  match ${server.match}, confident ${server.confident}, lead ${server.lead}, duplicate ${server.duplicate}`,
);
// A new face is compared with the enrolled faces nearest to it: its best stranger grows with them.
const flagged = (n) => 1 - (1 - tailExceedance(tail, server.duplicate)) ** n;
console.log(
  `Enrolments whose best stranger reaches the duplicate mark ${server.duplicate} (tuning tail): ${CROWDS.map((n) => `${percent(flagged(n))} of ${n.toLocaleString('en')}`).join(', ')}`,
);

// ---- Both parts, pairs and searches.
const figures = {};
for (const part of ['tuning', 'checking']) {
  for (const okOnly of [true, false]) {
    const { genuine, impostor } = pairScores(partFaces(part, okOnly));
    const g = genuine.map((p) => p.score);
    const i = impostor.map((p) => p.score);
    const label = `${part}, ${okOnly ? 'photos passing the quality checks' : 'all photos'}`;
    console.log(`\n${label}: ${g.length} same-person pairs, ${i.length} different-person pairs`);
    const highest = [...impostor].sort((a, b) => b.score - a.score)[0];
    const lowest = [...genuine].sort((a, b) => a.score - b.score)[0];
    console.log(
      `  highest different ${highest.score.toFixed(2)} (${highest.files.join(' / ')}), lowest same ${lowest.score.toFixed(2)} (${lowest.files.join(' / ')})`,
    );
    for (const [name, marks] of [
      ['server', server],
      ['suggested', suggested],
    ]) {
      const uses = name === 'server' ? ['match', 'confident', 'duplicate'] : ['match', 'confident'];
      const cells = uses.map((use) => {
        const r = atMark(g, i, marks[use]);
        return `${use} ${marks[use]}: ${r.falseAccepts} FA, ${r.falseRejects} FR (${percent(r.frr)})`;
      });
      console.log(`  ${name.padEnd(9)} ${cells.join('; ')}`);
      if (okOnly) {
        const key = `${part}_${name}`;
        const m = atMark(g, i, marks.match);
        const c = atMark(g, i, marks.confident);
        Object.assign(figures, {
          [`${key}_match_fa`]: m.falseAccepts,
          [`${key}_match_frr`]: round(m.frr, 4),
          [`${key}_confident_fa`]: c.falseAccepts,
          [`${key}_confident_frr`]: round(c.frr, 4),
        });
      }
    }
    if (okOnly) {
      const expected = (score) => (tailExceedance(tail, score) * i.length).toFixed(2);
      console.log(
        `  different-person pairs at or above 3.0 / 3.4 / 4.0: observed ${[3, 3.4, 4].map((s) => i.filter((v) => v >= s).length).join(' / ')}, the tuning tail expects ${[3, 3.4, 4].map(expected).join(' / ')}`,
      );
    }
  }
  for (const crowd of [0, ...CROWDS]) {
    const faces = partFaces(part, true);
    for (const [name, marks] of [
      ['server', server],
      ['suggested', suggested],
    ]) {
      const o = searches(faces, marks, crowd, model);
      const share = (v, of) => percent(v / Math.max(1, of));
      console.log(
        `  1:N, quality-passing photos, ${crowd ? `+${crowd.toLocaleString('en')} strangers` : 'gallery only'} (${name}): genuine ${Math.round(o.genuine)}: found ${share(o.found, o.genuine)}, wrong person ${share(o.wrongPerson, o.genuine)}, without PIN ${share(o.pinFree, o.genuine)}, wrong person without PIN ${share(o.wrongPinFree, o.genuine)}, close second ${share(o.closeSecond, o.genuine)}; strangers ${Math.round(o.strangers)}: identified ${share(o.strangerIdentified, o.strangers)}, without PIN ${share(o.strangerPinFree, o.strangers)}`,
      );
      if (name === 'suggested') {
        const key = `${part}_${crowd ? `crowd${crowd / 1000}k` : 'gallery'}`;
        Object.assign(figures, {
          [`${key}_found`]: round(o.found / o.genuine, 4),
          [`${key}_pin_free`]: round(o.pinFree / o.genuine, 4),
          [`${key}_wrong_pin_free`]: round(o.wrongPinFree / o.genuine, 4),
          [`${key}_stranger_identified`]: round(o.strangerIdentified / o.strangers, 4),
          [`${key}_stranger_pin_free`]: round(o.strangerPinFree / o.strangers, 5),
        });
      }
    }
  }
}

const lookalike = 3.63;
console.log(
  `\nIssue 28's held-out look-alike at ${lookalike}: ${lookalike >= suggested.match ? 'identified (match)' : 'no match'}, ${lookalike >= suggested.confident ? 'pays without the PIN' : 'asked the PIN (match-not-confident)'} at the suggested marks`,
);
const line = {
  faces: people.length,
  people: parts.size,
  tail_shape: round(tail.shape, 3),
  tail_scale: round(tail.scale, 3),
  lead_spread: round(leadSpread, 3),
  suggested_match: suggested.match,
  suggested_confident: suggested.confident,
  suggested_lead: suggested.lead,
  server_match: server.match,
  server_confident: server.confident,
  server_lead: server.lead,
  server_duplicate: server.duplicate,
  ...figures,
};
console.log(
  Object.entries(line)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
