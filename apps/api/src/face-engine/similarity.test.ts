import { describe, expect, it } from 'vitest';
import {
  cosineSimilarity,
  descriptorFromBytes,
  descriptorToBytes,
  embeddingFromBytes,
  embeddingToBytes,
  euclideanDistance,
  FACE_DUPLICATE_SCORE,
  FACE_MATCH_SCORE,
  type FaceFeatures,
  faceScore,
  findDuplicateFaces,
  isSamePerson,
  MATCH_THRESHOLD,
} from './similarity';

/** A unit vector with similarity `s` to the unit vector e0 (512-d). */
function withSimilarity(s: number): Float32Array {
  const v = new Float32Array(512);
  v[0] = s;
  v[1] = Math.sqrt(1 - s * s);
  return v;
}

/** A 128-d descriptor at euclidean distance `d` from the zero descriptor's neighbour e0. */
function atDistance(d: number): Float32Array {
  const v = new Float32Array(128);
  v[0] = 1;
  v[1] = d;
  return v;
}

const face = (similarity: number, distance: number | null): FaceFeatures => ({
  embedding: withSimilarity(similarity),
  descriptor: distance === null ? null : atDistance(distance),
});

describe('face similarity', () => {
  const me = face(1, 0);

  it('is the cosine of unit embeddings and the euclidean distance of descriptors', () => {
    expect(cosineSimilarity(me.embedding, withSimilarity(0.5))).toBeCloseTo(0.5, 6);
    expect(() => cosineSimilarity(me.embedding, new Float32Array(128))).toThrow();
    expect(euclideanDistance(atDistance(0), atDistance(0.6))).toBeCloseTo(0.6, 6);
  });

  it('fuses both models: strong on both is a match, strong on one only is not', () => {
    // Typical same-person scores on the shared photos: cosine 0.6, distance 0.35.
    expect(isSamePerson(me, face(0.6, 0.35))).toBe(true);
    // A stranger whose embedding happens to be close but whose descriptor is not.
    expect(isSamePerson(me, face(0.45, 0.9))).toBe(false);
    expect(isSamePerson(me, face(0.05, 0.35))).toBe(false);
    // The fused score is the mean of two z-scores: it rises with either model.
    expect(faceScore(me, face(0.5, 0.4))).toBeGreaterThan(faceScore(me, face(0.4, 0.4)));
    expect(faceScore(me, face(0.5, 0.4))).toBeGreaterThan(faceScore(me, face(0.5, 0.5)));
  });

  it('compares a face without a descriptor by embedding alone, on the same scale', () => {
    expect(faceScore(me, face(MATCH_THRESHOLD, null))).toBeCloseTo(FACE_MATCH_SCORE, 6);
    expect(isSamePerson(face(1, null), face(MATCH_THRESHOLD + 0.01, 0))).toBe(true);
    expect(isSamePerson(face(1, null), face(MATCH_THRESHOLD - 0.01, 0))).toBe(false);
    // The former duplicate-review cosine (0.40) lands near the duplicate score.
    expect(faceScore(me, face(0.4, null))).toBeCloseTo(FACE_DUPLICATE_SCORE, 1);
  });

  it('flags other users who look alike, most alike first, and never the user themself', () => {
    const others = [
      { userId: 'twin', ...face(0.7, 0.3) },
      { userId: 'cousin', ...face(0.32, 0.5) },
      { userId: 'stranger', ...face(0.05, 0.8) },
      { userId: 'me', ...face(0.99, 0.1) },
      { userId: 'twin', ...face(0.3, 0.8) },
    ];
    expect(faceScore(me, others[1]!)).toBeGreaterThanOrEqual(FACE_DUPLICATE_SCORE);
    expect(faceScore(me, others[1]!)).toBeLessThan(FACE_MATCH_SCORE);
    const flagged = findDuplicateFaces(me, others, { exceptUserId: 'me' });
    expect(flagged.map((c) => c.userId)).toEqual(['twin', 'cousin']);
    expect(flagged[0]!.score).toBeCloseTo(faceScore(me, others[0]!), 6);
  });

  it('stores an embedding as 2 KiB and a descriptor as 512 bytes, and reads them back', () => {
    const bytes = embeddingToBytes(withSimilarity(0.3));
    expect(bytes.byteLength).toBe(2048);
    expect(embeddingFromBytes(bytes)[1]).toBeCloseTo(Math.sqrt(1 - 0.09), 6);
    // A small Buffer sits in a shared pool: only its own bytes are read.
    const pooled = Buffer.from(bytes);
    expect(pooled.buffer.byteLength).toBeGreaterThan(2048);
    expect(embeddingFromBytes(pooled)).toEqual(embeddingFromBytes(bytes));

    const descriptor = descriptorToBytes(atDistance(0.25));
    expect(descriptor.byteLength).toBe(512);
    expect(descriptorFromBytes(Buffer.from(descriptor))).toEqual(atDistance(0.25));
    expect(() => descriptorFromBytes(bytes)).toThrow();
  });
});
