// The people of ../shared/faces as bench:face-marks uses them: every photo the
// manifest names a person for, and every face of the group photos (which the
// manifest leaves out), each shown alone. Group faces add strangers: 49 more
// people, among them 28 elderly men of one 1927 photograph, the hardest
// different-person pairs of the set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageLimits } from '../../apps/api/src/face-engine/decode.ts';

/**
 * Group faces that are people the manifest already names, found by their
 * high scores and checked by eye (docs/decisions/appendix/060-recognition-marks.md):
 * counted as different people they would be false "false accepts".
 */
export const SAME_PEOPLE = {
  'several-group-1#4': 'vlado',
  'several-group-2#0': 'vlado',
  'several-group-2#2': 'person-christina',
  'several-group-3#3': 'person-tasia',
};

/** Which source a person comes from: the split alternates within each. */
export function familyOf(identity) {
  if (identity.startsWith('small-')) return 'small';
  if (identity.startsWith('stock-')) return 'stock';
  if (identity.includes('solvay')) return 'solvay';
  if (identity.startsWith('several-')) return 'group';
  return 'person';
}

/**
 * The tuning and checking parts, by person: within each source, people sorted by
 * name go to tuning and checking in turn. Fixed before any score was read.
 */
export function partOf(identities) {
  const parts = new Map();
  const sorted = [...new Set(identities)].sort();
  for (const family of ['small', 'stock', 'person', 'group', 'solvay']) {
    sorted
      .filter((identity) => familyOf(identity) === family)
      .forEach((identity, i) => parts.set(identity, i % 2 === 0 ? 'tuning' : 'checking'));
  }
  return parts;
}

const GREY = '#808080';
/** The crop around a group face, in face heights: the detector misses a face filling the frame. */
const CONTEXT = 4;

/**
 * One face of a group photo alone: the others are covered by grey boxes and the
 * photo is cut around it; a face the detector finds only once its neighbours are
 * covered is covered too. Null when the face is not found again.
 */
async function isolate(engine, bytes, meta, boxes, k) {
  const target = boxes[k];
  const side = Math.round(Math.max(target.width, target.height) * CONTEXT);
  const left = Math.max(0, Math.round(target.x + target.width / 2 - side / 2));
  const top = Math.max(0, Math.round(target.y + target.height / 2 - side / 2));
  const width = Math.min(side, meta.width - left);
  const height = Math.min(side, meta.height - top);
  const near = (box) =>
    Math.abs(box.x + left - target.x) < target.width * 0.3 &&
    Math.abs(box.y + top - target.y) < target.height * 0.3;
  const cover = async (box) => {
    const x = Math.max(0, Math.round(box.x - box.width * 0.2));
    const y = Math.max(0, Math.round(box.y - box.height * 0.2));
    const w = Math.min(Math.round(box.width * 1.4), meta.width - x);
    const h = Math.min(Math.round(box.height * 1.4), meta.height - y);
    const input = await sharp({ create: { width: w, height: h, channels: 3, background: GREY } })
      .png()
      .toBuffer();
    return { input, left: x, top: y };
  };
  let others = boxes.filter((_, o) => o !== k);
  for (let round = 0; round < 4; round += 1) {
    const covered = await sharp(bytes)
      .rotate()
      .composite(await Promise.all(others.map(cover)))
      .png()
      .toBuffer();
    const crop = await sharp(covered)
      .extract({ left, top, width, height })
      .jpeg({ quality: 92 })
      .toBuffer();
    const result = await engine.analyse(crop).catch(() => null);
    if (!result || result.faces.length === 0) return null;
    if (near(result.faces[0].box)) return result;
    const strays = result.faces.filter((face) => !near(face.box));
    others = [
      ...others,
      ...strays.map((face) => ({ ...face.box, x: face.box.x + left, y: face.box.y + top })),
    ];
  }
  return null;
}

/**
 * Every usable face: `{ file, identity, features, ok }` where `ok` says it passes
 * the enrolment's quality checks. Photos are analysed by `engine` (the server's pool).
 */
export async function loadSharedPeople(engine, dir, log = () => {}) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const people = [];
  const add = (file, identity, result) =>
    people.push({
      file,
      identity: SAME_PEOPLE[identity] ?? identity,
      features: { embedding: result.embedding, descriptor: result.descriptor },
      ok: result.quality.issues.length === 0,
    });
  for (const image of manifest.images) {
    const bytes = readFileSync(join(dir, image.file));
    const result = await engine.analyse(bytes).catch(() => null);
    if (!result || result.faces.length === 0) continue;
    if (image.identity) {
      add(image.file, image.identity, result);
      continue;
    }
    if (result.faces.length < 2) continue;
    // Boxes are in the engine's working size (decode.ts), the crops in the photo's own.
    const meta = await sharp(bytes).metadata();
    const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
    const scale = Math.max(1, Math.max(size.width, size.height) / imageLimits.workingSide);
    const boxes = result.faces.map(({ box }) => ({
      x: box.x * scale,
      y: box.y * scale,
      width: box.width * scale,
      height: box.height * scale,
    }));
    let found = 0;
    for (let k = 0; k < boxes.length; k += 1) {
      const alone = await isolate(engine, bytes, size, boxes, k);
      if (!alone) continue;
      found += 1;
      const identity = `${image.file.replace(/\.[a-z]+$/u, '')}#${k}`;
      add(identity, identity, alone);
    }
    log(`  ${image.file}: ${found} of ${boxes.length} faces shown alone`);
  }
  return people;
}
