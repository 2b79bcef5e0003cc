import { describe, expect, it } from 'vitest';
import { CODE_BYTES, FaceSearchIndex, signCode } from './search-index';
import { cosineSimilarity } from './similarity';

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

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The key of the most similar face among `keys`, as a caller ranks the candidates. */
const best = (probe: Float32Array, faces: Map<number, Float32Array>, keys: Iterable<number>) => {
  let top = { key: -1, similarity: -Infinity };
  for (const key of keys) {
    const similarity = cosineSimilarity(probe, faces.get(key)!);
    if (similarity > top.similarity) top = { key, similarity };
  }
  return top.key;
};

describe('signCode', () => {
  it('sets one bit per number above zero, eight numbers a byte, lowest bit first', () => {
    const embedding = new Float32Array(512).fill(-0.1);
    embedding[0] = 0.2;
    embedding[9] = 0.3;
    embedding[511] = 0.01;
    embedding[100] = 0; // zero is not above zero
    const code = signCode(embedding);
    expect(code).toHaveLength(CODE_BYTES);
    expect(code[0]).toBe(0b1);
    expect(code[1]).toBe(0b10);
    expect(code[63]).toBe(0b1000_0000);
    expect(code.reduce((bits, byte) => bits + byte, 0)).toBe(1 + 2 + 128);
  });

  it('writes into a buffer at an offset, and refuses embeddings of the wrong size', () => {
    const into = new Uint8Array(CODE_BYTES * 2);
    signCode(new Float32Array(512).fill(1), into, CODE_BYTES);
    expect([...into.subarray(0, CODE_BYTES)].every((byte) => byte === 0)).toBe(true);
    expect([...into.subarray(CODE_BYTES)].every((byte) => byte === 255)).toBe(true);
    expect(() => signCode(new Float32Array(128))).toThrow();
  });
});

describe('FaceSearchIndex', () => {
  it("narrows thousands of faces to candidates that hold exact search's best", () => {
    const next = generator(7);
    const index = new FaceSearchIndex();
    const faces = new Map<number, Float32Array>();
    // Keys as a template's seq: not dense, and past 2^32.
    const keyOf = (i: number) => 2 ** 33 + i * 3;
    for (let i = 0; i < 5000; i += 1) {
      const face = next();
      faces.set(keyOf(i), face);
      index.add([keyOf(i)], signCode(face));
    }
    expect(index.size).toBe(5000);
    for (const i of [0, 17, 2500, 4999]) {
      const probe = next(faces.get(keyOf(i)));
      const candidates = index.candidates(probe, 256);
      expect(candidates).toHaveLength(256);
      expect(new Set(candidates).size).toBe(256);
      expect(candidates).toContain(keyOf(i));
      expect(best(probe, faces, candidates)).toBe(best(probe, faces, faces.keys()));
    }
  });

  it('answers every key while there are no more than asked for, and nothing when empty', () => {
    const next = generator(3);
    const index = new FaceSearchIndex();
    expect(index.candidates(next(), 3)).toEqual([]);
    const codes = new Uint8Array(CODE_BYTES * 10);
    for (let key = 0; key < 10; key += 1) signCode(next(), codes, key * CODE_BYTES);
    index.add(
      range(10).map((key) => key * 10),
      codes,
    );
    expect(index.candidates(next(), 10).sort((a, b) => a - b)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    expect(index.candidates(next(), 4)).toHaveLength(4);
  });

  it('grows past its first capacity without losing codes, one at a time or many', () => {
    const next = generator(11);
    const index = new FaceSearchIndex();
    const first = next();
    index.add([1], signCode(first));
    for (let key = 2; key <= 1500; key += 1) index.add([key], signCode(next()));
    // An odd number at once: room for exactly 3,001, whatever the alignment.
    const codes = new Uint8Array(1501 * CODE_BYTES);
    for (let i = 0; i < 1501; i += 1) signCode(next(), codes, i * CODE_BYTES);
    index.add(
      range(1501).map((i) => 1501 + i),
      codes,
    );
    expect(index.size).toBe(3001);
    // The first face's own code is at distance 0: always among the closest few.
    expect(index.candidates(first, 5)).toContain(1);
  });

  it('ranks codes by the number of bits that differ, taking ties at the cutoff until full', () => {
    const index = new FaceSearchIndex();
    // The query's code is all ones; key k (and key 1000 + k) differs in its first k bits.
    const query = new Float32Array(512).fill(1);
    const code = (differing: number) => {
      const bits = new Uint8Array(CODE_BYTES).fill(255);
      for (let bit = 0; bit < differing; bit += 1) bits[bit >> 3]! &= ~(1 << (bit & 7));
      return bits;
    };
    for (let k = 512; k >= 0; k -= 1) index.add([k], code(k));
    for (let k = 0; k < 100; k += 1) index.add([1000 + k], code(k));
    expect(index.candidates(query, 1)).toHaveLength(1);
    expect(index.candidates(query, 2).sort((a, b) => a - b)).toEqual([0, 1000]);
    const three = index.candidates(query, 3);
    expect(three).toHaveLength(3);
    expect(three).toEqual(expect.arrayContaining([0, 1000]));
    expect(three.filter((key) => key === 1 || key === 1001)).toHaveLength(1);
    const fifty = index.candidates(query, 50).sort((a, b) => a - b);
    expect(fifty).toEqual([...range(25), ...range(25).map((k) => 1000 + k)]);
  });

  it("narrows a shortlist by the query's projection: a differing sign costs what its number weighs", () => {
    const index = new FaceSearchIndex();
    // The query leans hard on number 0 and barely on number 1; key 0's code
    // differs from the query's signs in bit 0, key 1's in bit 1: the same
    // Hamming distance, but key 1 disagrees only where the query is near zero.
    const query = new Float32Array(512).fill(0.04);
    query[0] = 0.9;
    query[1] = 0.001;
    const differingIn = (bit: number) => {
      const bits = new Uint8Array(CODE_BYTES).fill(255);
      bits[bit >> 3]! &= ~(1 << (bit & 7));
      return bits;
    };
    index.add([0], differingIn(0));
    index.add([1], differingIn(1));
    // Strangers: half their signs differ.
    for (let k = 2; k < 50; k += 1)
      index.add([k], new Uint8Array(CODE_BYTES).fill(k % 2 ? 0x55 : 0xaa));
    expect(index.candidates(query, 1, 2)).toEqual([1]);
    expect(index.candidates(query, 2, 2).sort((a, b) => a - b)).toEqual([0, 1]);
    // A longer shortlist holds strangers, and the projection still puts the two first.
    expect(index.candidates(query, 2, 10).sort((a, b) => a - b)).toEqual([0, 1]);
    expect(index.candidates(query, 1, 10)).toEqual([1]);
  });

  it('splits the scan over helper threads, answering exactly what one thread answers', async () => {
    const next = generator(19);
    // 5,001 codes: three parts of 1,667; random bits, so many ties at the cutoff.
    const n = 5001;
    const codes = new Uint8Array(n * CODE_BYTES);
    let lastFace = next();
    for (let i = 0; i < n; i += 1) signCode((lastFace = next()), codes, i * CODE_BYTES);
    const keys = range(n).map((i) => i * 7);
    const alone = new FaceSearchIndex({ helpers: 0 });
    const shared = new FaceSearchIndex({ helpers: 2, parallelFrom: 1000 });
    alone.add(keys, codes);
    shared.add(keys.slice(0, 10), codes.subarray(0, 10 * CODE_BYTES));
    expect(await shared.helpersReady()).toBe(0); // none below parallelFrom
    shared.add(keys.slice(10), codes.subarray(10 * CODE_BYTES));
    expect(await shared.helpersReady()).toBe(2);
    try {
      for (let q = 0; q < 10; q += 1) {
        const probe = next();
        for (const count of [1, 50, 128, 1000]) {
          const expected = alone.candidates(probe, count);
          // Same keys in the same (slot) order: the ties at the cutoff are taken alike.
          expect(shared.candidates(probe, count)).toEqual(expected);
          expect(shared.lastScanParts).toBe(3);
        }
        // A shortlist narrowed by the projection, alike too.
        expect(shared.candidates(probe, 50, 1000)).toEqual(alone.candidates(probe, 50, 1000));
      }
      // The last face is scanned, in the last part.
      expect(shared.candidates(lastFace, 1)).toEqual([keys[n - 1]]);
    } finally {
      shared.close();
    }
    // Without its helpers, the same answers on this thread.
    const probe = next();
    expect(shared.candidates(probe, 64)).toEqual(alone.candidates(probe, 64));
    expect(shared.lastScanParts).toBe(1);
    // Closed for good: more faces start no helpers again.
    shared.add([1], codes.subarray(0, CODE_BYTES));
    expect(await shared.helpersReady()).toBe(0);
  });

  it('refuses codes that do not match their keys', () => {
    expect(() => new FaceSearchIndex().add([1], new Uint8Array(16))).toThrow();
    expect(() => new FaceSearchIndex().add([1, 2], new Uint8Array(CODE_BYTES))).toThrow();
  });
});
