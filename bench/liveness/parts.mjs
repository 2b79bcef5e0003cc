// The liveness benchmark's default data, split by person and source into a
// tuning part (the calibration and the marks are read from it) and a checking
// part (the figures reported), decision 059. Every bona fide photo of 480 px and
// more (../shared/faces, the biggest face of the group photos, the bona fide
// captures of ../shared/faces-attacks) brings, in its own part: itself, an honest
// webcam-like capture of it, and one synthetic attack of each kind. The real
// attacks of ../shared/faces-attacks go with their source's bona fide captures.
// Synthetic images are made once and kept in the system's temporary folder.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  attackKinds,
  honestCapture,
  syntheticAttack,
} from '../../apps/api/src/face-engine/testing/synthetic-attacks.ts';

/** Identities (or sources) of the tuning part; every other one is checked. */
export const tuningSources = new Set([
  'silentface',
  'stock-a',
  'vlado',
  'person-celeste',
  'person-christina',
  'person-lauren',
  'person-lexi',
  'several-group-1',
  'several-group-2',
]);

/** Group photos of real people taken by a camera; the 1927 one is a scanned print and is left out. */
const groupPhotos = ['several-group-1', 'several-group-2', 'several-group-3'];

const cacheDir = join(tmpdir(), 'rosto-liveness-synthetic');

/** Bytes made by `make` from `source`, kept under a name its inputs decide. */
function cached(source, recipe, make) {
  const key = createHash('sha256').update(source).update(recipe).digest('hex').slice(0, 24);
  const path = join(cacheDir, `${key}.jpg`);
  return async () => {
    if (existsSync(path)) return readFileSync(path);
    const bytes = await make(source);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path, bytes);
    return bytes;
  };
}

/**
 * [{ name, label: 'live' | 'attack', part: 'tuning' | 'checking', kind, bytes() }]:
 * kind is 'photo' (a bona fide photo), 'webcam' (its honest capture), 'real' (a
 * real attack) or an attack kind of synthetic-attacks.ts.
 */
export function defaultParts(shared) {
  const bonaFide = [];
  const items = [];
  const partOf = (source) => (tuningSources.has(source) ? 'tuning' : 'checking');
  const manifest = join(shared, 'faces/manifest.json');
  if (existsSync(manifest)) {
    for (const image of JSON.parse(readFileSync(manifest, 'utf8')).images) {
      const group = groupPhotos.find((name) => image.file === `${name}.jpg`);
      if (image.faces !== 1 && !group) continue;
      bonaFide.push({ file: `faces/${image.file}`, source: group ?? image.identity });
    }
  }
  const labels = join(shared, 'faces-attacks/labels.csv');
  if (existsSync(labels)) {
    for (const line of readFileSync(labels, 'utf8').trim().split(/\r?\n/u).slice(1)) {
      const [file, label] = line.split(',').map((cell) => cell.trim());
      const source = file.split('-')[0];
      if (label === 'live') bonaFide.push({ file: `faces-attacks/${file}`, source });
      else {
        const path = join(shared, 'faces-attacks', file);
        items.push({
          name: `faces-attacks/${file}`,
          label: 'attack',
          part: partOf(source),
          kind: 'real',
          bytes: async () => readFileSync(path),
        });
      }
    }
  }
  for (const { file, source } of bonaFide) {
    const photo = readFileSync(join(shared, file));
    const part = partOf(source);
    items.push({ name: file, label: 'live', part, kind: 'photo', bytes: async () => photo });
    // The small-* crops are never judged (under 480 px): nothing is made from them.
    if (file.includes('/small-')) continue;
    items.push({
      name: `${file} webcam`,
      label: 'live',
      part,
      kind: 'webcam',
      bytes: cached(photo, 'honest-1', (bytes) => honestCapture(bytes, 1)),
    });
    for (const kind of attackKinds) {
      items.push({
        name: `${file} ${kind}`,
        label: 'attack',
        part,
        kind,
        bytes: cached(photo, `${kind}-1`, (bytes) => syntheticAttack(bytes, kind, 1)),
      });
    }
  }
  return items;
}
