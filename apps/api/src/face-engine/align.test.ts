import { describe, expect, it } from 'vitest';
import { alignmentMap, applySimilarity, arcfaceTemplate112, estimateSimilarity } from './align';

describe('estimateSimilarity (Umeyama)', () => {
  it('recovers a known rotation, scale and shift exactly', () => {
    const truth = { a: 2 * Math.cos(0.3), b: 2 * Math.sin(0.3), tx: 40, ty: -7 };
    const from = arcfaceTemplate112.map((p) => ({ x: p.x * 1.7 + 100, y: p.y * 1.3 + 20 }));
    const to = from.map((p) => applySimilarity(truth, p));
    const found = estimateSimilarity(from, to);
    expect(found.a).toBeCloseTo(truth.a, 9);
    expect(found.b).toBeCloseTo(truth.b, 9);
    expect(found.tx).toBeCloseTo(truth.tx, 7);
    expect(found.ty).toBeCloseTo(truth.ty, 7);
  });

  it('maps aligned pixels back onto the landmarks they came from', () => {
    // Landmarks of a face twice the template's size, turned 20 degrees, somewhere in a photo.
    const angle = (20 * Math.PI) / 180;
    const photo = arcfaceTemplate112.map((p) => ({
      x: 300 + 2 * (p.x * Math.cos(angle) - p.y * Math.sin(angle)),
      y: 150 + 2 * (p.x * Math.sin(angle) + p.y * Math.cos(angle)),
    }));
    const map = alignmentMap(photo);
    arcfaceTemplate112.forEach((t, i) => {
      expect(map.a * t.x + map.b * t.y + map.c).toBeCloseTo(photo[i]!.x, 6);
      expect(map.d * t.x + map.e * t.y + map.f).toBeCloseTo(photo[i]!.y, 6);
    });
  });

  it('refuses degenerate input', () => {
    expect(() => estimateSimilarity([{ x: 1, y: 1 }], [{ x: 2, y: 2 }])).toThrow();
    expect(() =>
      estimateSimilarity(
        [
          { x: 1, y: 1 },
          { x: 1, y: 1 },
        ],
        [
          { x: 0, y: 0 },
          { x: 3, y: 3 },
        ],
      ),
    ).toThrow();
  });
});
