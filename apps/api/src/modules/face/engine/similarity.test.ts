import { describe, expect, it } from 'vitest';
import {
  cosineSimilarity,
  DUPLICATE_REVIEW_THRESHOLD,
  embeddingFromBytes,
  embeddingToBytes,
  findDuplicateFaces,
  MATCH_THRESHOLD,
} from './similarity';

/** A unit vector with similarity `s` to the unit vector e0 (512-d). */
function withSimilarity(s: number): Float32Array {
  const v = new Float32Array(512);
  v[0] = s;
  v[1] = Math.sqrt(1 - s * s);
  return v;
}

describe('face similarity', () => {
  const me = withSimilarity(1);

  it('is the cosine of unit embeddings', () => {
    expect(cosineSimilarity(me, withSimilarity(0.5))).toBeCloseTo(0.5, 6);
    expect(() => cosineSimilarity(me, new Float32Array(128))).toThrow();
  });

  it('flags other users who look alike, most similar first, and never the user themself', () => {
    const others = [
      { userId: 'twin', embedding: withSimilarity(MATCH_THRESHOLD + 0.2) },
      { userId: 'cousin', embedding: withSimilarity(DUPLICATE_REVIEW_THRESHOLD + 0.01) },
      { userId: 'stranger', embedding: withSimilarity(0.05) },
      { userId: 'me', embedding: withSimilarity(0.99) },
      { userId: 'twin', embedding: withSimilarity(0.3) },
    ];
    const flagged = findDuplicateFaces(me, others, { exceptUserId: 'me' });
    expect(flagged.map((c) => c.userId)).toEqual(['twin', 'cousin']);
    expect(flagged[0]!.similarity).toBeCloseTo(MATCH_THRESHOLD + 0.2, 6);
  });

  it('stores an embedding as 2 KiB and reads it back', () => {
    const bytes = embeddingToBytes(withSimilarity(0.3));
    expect(bytes.byteLength).toBe(2048);
    expect(embeddingFromBytes(bytes)[1]).toBeCloseTo(Math.sqrt(1 - 0.09), 6);
    // A small Buffer sits in a shared pool: only its own bytes are read.
    const pooled = Buffer.from(bytes);
    expect(pooled.buffer.byteLength).toBeGreaterThan(2048);
    expect(embeddingFromBytes(pooled)).toEqual(embeddingFromBytes(bytes));
  });
});
