import { describe, expect, it } from 'vitest';
import { FaceSearchIndex } from './search-index';

/** Deterministic pseudo-random unit vectors. */
function generator(seed: number) {
  let state = seed;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  return (near?: Float32Array, similarity = 0.5): Float32Array => {
    const v = Float32Array.from({ length: 512 }, normal);
    if (near) for (let i = 0; i < 512; i += 1) v[i] = similarity * 24 * near[i]! + v[i]! * 0.9;
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  };
}

describe('FaceSearchIndex', () => {
  it('finds the enrolled face of a new photo among thousands, as exact search does', () => {
    const next = generator(7);
    const index = new FaceSearchIndex();
    const enrolled: Float32Array[] = [];
    for (let key = 0; key < 5000; key += 1) {
      const face = next();
      enrolled.push(face);
      index.add(key, face);
    }
    expect(index.size).toBe(5000);
    for (const key of [0, 17, 2500, 4999]) {
      const probe = next(enrolled[key]);
      const [hit] = index.search(probe, 1);
      expect(hit!.key).toBe(key);
      expect(hit).toEqual(index.exactSearch(probe, 1)[0]);
    }
  });

  it('returns the k best in order, and nothing when empty', () => {
    const next = generator(3);
    const index = new FaceSearchIndex();
    expect(index.search(next(), 3)).toEqual([]);
    for (let key = 0; key < 10; key += 1) index.add(key * 10, next());
    const hits = index.search(next(), 3);
    expect(hits).toHaveLength(3);
    expect(hits[0]!.similarity).toBeGreaterThanOrEqual(hits[1]!.similarity);
    expect(hits[1]!.similarity).toBeGreaterThanOrEqual(hits[2]!.similarity);
  });

  it('refuses embeddings of the wrong size', () => {
    expect(() => new FaceSearchIndex().add(1, new Float32Array(128))).toThrow();
  });
});
