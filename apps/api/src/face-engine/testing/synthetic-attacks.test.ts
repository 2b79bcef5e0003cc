// The attack generator (decision 059) on plain pictures: it must be repeatable,
// keep the photo's size, and leave each medium's own mark (a screen's grid, a
// print's narrower range) where a plain picture has none.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage, type RgbImage } from '../decode';
import { attackKinds, honestCapture, syntheticAttack } from './synthetic-attacks';

const width = 640;
const height = 480;

/** A JPEG of one flat grey, or of a left-to-right ramp from black to white. */
function picture(fill: (x: number) => number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      data.fill(fill(x), (y * width + x) * 3, (y * width + x) * 3 + 3);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Grey levels of the middle third (inside the held picture, away from its border). */
function middle(image: RgbImage): number[] {
  const values: number[] = [];
  for (let y = Math.floor(image.height / 3); y < (2 * image.height) / 3; y += 1)
    for (let x = Math.floor(image.width / 3); x < (2 * image.width) / 3; x += 1) {
      const i = (y * image.width + x) * 3;
      values.push((image.data[i]! + image.data[i + 1]! + image.data[i + 2]!) / 3);
    }
  return values;
}

/** Mean absolute difference between horizontal neighbours of the middle third: fine texture. */
function texture(image: RgbImage): number {
  const grey = middle(image);
  const row = Math.floor(image.width / 3);
  let sum = 0;
  let n = 0;
  for (let i = 1; i < grey.length; i += 1) {
    if (i % row === 0) continue;
    sum += Math.abs(grey[i]! - grey[i - 1]!);
    n += 1;
  }
  return sum / n;
}

describe('synthetic attacks', () => {
  it('makes the same bytes again for one seed, and other bytes for another', async () => {
    const grey = await picture(() => 128);
    const once = await syntheticAttack(grey, 'print', 3);
    expect((await syntheticAttack(grey, 'print', 3)).equals(once)).toBe(true);
    expect((await syntheticAttack(grey, 'print', 4)).equals(once)).toBe(false);
  });

  it('keeps the photo size for every kind, as a JPEG a camera could have sent', async () => {
    const ramp = await picture((x) => Math.round((x / (width - 1)) * 255));
    for (const kind of attackKinds) {
      const attack = await decodeImage(await syntheticAttack(ramp, kind));
      expect([attack.width, attack.height], kind).toEqual([width, height]);
    }
  });

  it("shows a screen's pixel grid and a halftone's dots on a flat grey, where paper adds only grain", async () => {
    const grey = await picture(() => 128);
    const textureOf = async (kind: (typeof attackKinds)[number]) =>
      texture(await decodeImage(await syntheticAttack(grey, kind)));
    const paper = await textureOf('print');
    expect(await textureOf('screen')).toBeGreaterThan(3 * paper);
    expect(await textureOf('halftone')).toBeGreaterThan(3 * paper);
  });

  it('narrows the range of a print: no deep black, no full white', async () => {
    const halves = await picture((x) => (x < width / 2 ? 0 : 255));
    const percentile = (values: number[], p: number) =>
      values.sort((a, b) => a - b)[Math.floor(values.length * p)]!;
    const original = middle(await decodeImage(halves));
    expect(percentile(original, 0.01)).toBeLessThan(3);
    expect(percentile(original, 0.99)).toBeGreaterThan(252);
    const printed = middle(await decodeImage(await syntheticAttack(halves, 'print')));
    expect(percentile(printed, 0.01)).toBeGreaterThan(10);
    expect(percentile(printed, 0.99)).toBeLessThan(245);
  });

  it('takes an honest capture at a webcam size: 480 to 720 px on the shorter side', async () => {
    const large = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 120, b: 150 } },
    })
      .jpeg()
      .toBuffer();
    const frame = await decodeImage(await honestCapture(large, 2));
    expect(Math.min(frame.width, frame.height)).toBeGreaterThanOrEqual(480);
    expect(Math.min(frame.width, frame.height)).toBeLessThanOrEqual(720);
    expect(frame.width / frame.height).toBeCloseTo(4 / 3, 2);
  });
});
