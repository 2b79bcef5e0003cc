// Chromium's fake camera plays a .y4m file in a loop: one photo made into such
// a video, as a phone's front camera gives it (portrait 720x960). Shared by
// the customer app's face specs and the console's review journey. No two
// frames are the same image, as with a real sensor: each has its own noise and
// an exposure a little apart (the server refuses a capture sent before, and
// tells copies from new captures by such changes: decision 063).
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 720;
const HEIGHT = 960;
/**
 * The loop's frames, each at its own exposure, as a camera's exposure hunts up
 * and down: no two within 1 % (the server takes 0.65 % for a new capture).
 */
const EXPOSURES = [0.96, 0.98, 1, 1.02, 1.04, 1.03, 1.01, 0.99, 0.97];
/** Sensor noise of each frame, in luma levels. */
const NOISE_SIGMA = 2;

/** A repeatable pseudo-random source in [0, 1): the same video on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One photo as a short Y4M video (4:2:0, full-range BT.601, as C420jpeg says). */
export async function writeY4m(photo: string, out: string): Promise<void> {
  const { data } = await sharp(readFileSync(photo))
    .rotate()
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc(u.length);
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH; col += 1) {
      const at = (row * WIDTH + col) * 3;
      y[row * WIDTH + col] = clamp(
        0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!,
      );
    }
  }
  for (let row = 0; row < HEIGHT; row += 2) {
    for (let col = 0; col < WIDTH; col += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const at = ((row + dy) * WIDTH + col + dx) * 3;
        r += data[at]!;
        g += data[at + 1]!;
        b += data[at + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const chroma = (row / 2) * (WIDTH / 2) + col / 2;
      u[chroma] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      v[chroma] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  const next = random(WIDTH * HEIGHT);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const frames = EXPOSURES.map((gain) => {
    const luma = Buffer.alloc(y.length);
    for (let i = 0; i < y.length; i += 1) luma[i] = clamp(y[i]! * gain + gauss() * NOISE_SIGMA);
    return Buffer.concat([Buffer.from('FRAME\n'), luma, u, v]);
  });
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F15:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(out, Buffer.concat([header, ...frames]));
}
