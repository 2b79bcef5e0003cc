// How the burst check (decision 038) behaves on bursts made from shared photos:
//
//   npm run bench:bursts [-- --seed 11]
//
// Each photo of ../shared/faces (and the bona fide ones of ../shared/faces-attacks)
// is moved as a flat plane, as a print or a screen would be: 4 frames, each turned
// by up to ±12° yaw and ±8° pitch, shifted by up to ±20 px and scaled by ±5 %,
// at reach 0.25, 0.5, 1 and 2 (the ranges times the reach). Every burst goes
// through the engine as the server runs it. Printed: the largest rim-homography
// residual of the flat bursts within and beyond the trusted motion, how many were
// rated `independent-motion` (must be 0), and for contrast a real change of
// expression (stock-emotions-a-1 with frames a-2 and a-5). Last line:
// flat_bursts= flat_max_residual_within= flat_max_residual_beyond= parallax_mark= flat_independent= expression_residual= expression_evidence=
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import {
  BURST_PARALLAX_RESIDUAL,
  BURST_TRUSTED_MOTION,
} from '../../apps/api/src/face-engine/burst.ts';
import { OnnxFaceEngine } from '../../apps/api/src/face-engine/onnx-engine.ts';
import { flatBurst } from '../../apps/api/src/face-engine/testing/synthetic-burst.ts';
import { option } from '../lib/args.mjs';

const root = new URL('../..', import.meta.url).pathname;
const shared = join(root, '../shared');
const photos = [
  'faces/stock-emotions-a-1.jpg',
  'faces/stock-emotions-a-5.jpg',
  'faces/stock-emotions-b-2.jpg',
  'faces/stock-emotions-b-6.jpg',
  'faces/person-vlado.jpg',
  'faces/person-vlado5.jpg',
  'faces/person-nicole.jpg',
  'faces/person-tetiana.jpg',
  'faces/person-lexi.jpg',
  'faces/person-linda.jpg',
  'faces/person-christina.jpg',
  'faces-attacks/vietmoney-live-01.jpg',
  'faces-attacks/vietmoney-live-02.jpg',
  'faces-attacks/silentface-live-01.jpg',
].filter((file) => existsSync(join(shared, file)));
if (photos.length === 0) {
  console.log('The shared face photos are absent: nothing to measure.');
  console.log('skipped=true reason=no_photos');
  process.exit(0);
}

let seed = Number(option('--seed', '11'));
const random = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed / 2_147_483_647 - 0.5;
};
const round = (value) => Number(value.toFixed(3));

await ensureFaceModels({ log: (line) => console.error(line) });
const engine = await OnnxFaceEngine.create();
let within = 0;
let beyond = 0;
let flat = 0;
let independent = 0;
try {
  for (const file of photos) {
    const photo = readFileSync(join(shared, file));
    for (const reach of [0.25, 0.5, 1, 2]) {
      const motions = Array.from({ length: 4 }, () => ({
        yawDeg: random() * 24 * reach,
        pitchDeg: random() * 16 * reach,
        dx: random() * 40 * reach,
        dy: random() * 40 * reach,
        scale: 1 + random() * 0.1 * reach,
      }));
      const { burst } = await engine.analyse(photo, { frames: await flatBurst(photo, motions) });
      if (!burst) continue;
      flat += 1;
      if (burst.evidence === 'independent-motion') independent += 1;
      if (burst.motion <= BURST_TRUSTED_MOTION) within = Math.max(within, burst.residual);
      else beyond = Math.max(beyond, burst.residual);
      console.error(
        `flat ×${reach}  motion ${burst.motion.toFixed(3)}  residual ${burst.residual.toFixed(3)}  ${burst.evidence.padEnd(18)} ${file}`,
      );
    }
  }
  const frame = (file) =>
    sharp(readFileSync(join(shared, 'faces', file)))
      .resize({ width: 640, height: 640, fit: 'inside' })
      .jpeg({ quality: 85 })
      .toBuffer();
  const expression = await engine.analyse(
    readFileSync(join(shared, 'faces/stock-emotions-a-1.jpg')),
    {
      frames: await Promise.all(['stock-emotions-a-2.jpg', 'stock-emotions-a-5.jpg'].map(frame)),
    },
  );
  console.log(
    `flat bursts ${flat}: largest residual ${within.toFixed(3)} within ${BURST_TRUSTED_MOTION} eye distance, ` +
      `${beyond.toFixed(3)} beyond; mark ${BURST_PARALLAX_RESIDUAL}; rated a moving face: ${independent}`,
  );
  console.log(
    `expression burst: residual ${expression.burst?.residual.toFixed(3)}, motion ${expression.burst?.motion.toFixed(3)}, ${expression.burst?.evidence}`,
  );
  console.log(
    [
      `flat_bursts=${flat}`,
      `flat_max_residual_within=${round(within)}`,
      `flat_max_residual_beyond=${round(beyond)}`,
      `parallax_mark=${BURST_PARALLAX_RESIDUAL}`,
      `flat_independent=${independent}`,
      `expression_residual=${round(expression.burst?.residual ?? 0)}`,
      `expression_evidence=${expression.burst?.evidence ?? 'none'}`,
    ].join(' '),
  );
} finally {
  await engine.close();
}
