// @vitest-environment node
// The slides' Lottie files in public/home/: one per slide, each a Lottie
// document the light player reads, and the spec's two timings (docs/spec/wallet-checklist.md §9).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOW_TO_SLIDES } from './how-to-slides';

interface LottieFile {
  v: string;
  fr: number;
  ip: number;
  op: number;
  w: number;
  h: number;
  layers: { ty: number; shapes?: unknown[] }[];
}

const read = (name: string): LottieFile =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../../../public/home/${name}.json`), 'utf8'),
  ) as LottieFile;

describe('slide animations', () => {
  it('has a small Lottie file of shape layers for every slide', () => {
    for (const { animation } of HOW_TO_SLIDES) {
      const file = read(animation);
      expect(file.v).toMatch(/^5\./u);
      expect(file.op).toBeGreaterThan(file.ip);
      expect(file.w * file.h).toBeGreaterThan(0);
      expect(file.layers.length).toBeGreaterThan(0);
      // Shapes only: no images or fonts to fetch, nothing the light player lacks.
      expect(file.layers.every((layer) => layer.ty === 4 && (layer.shapes?.length ?? 0) > 0)).toBe(
        true,
      );
    }
  });

  it('times the check at 40 frames at 30 fps and the payment tick at 180 frames at 60 fps', () => {
    expect(read('check')).toMatchObject({ fr: 30, ip: 0, op: 40 });
    expect(read('payment-tick')).toMatchObject({ fr: 60, ip: 0, op: 180 });
  });
});
