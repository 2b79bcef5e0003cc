// Comparing face embeddings, and the thresholds the server decides with. The
// numbers come from `npm run bench:face-accuracy` on the shared photos and are
// recorded in docs/decisions/009-face-engine.md; change them only with a new run.

/**
 * Cosine similarity at or above which two embeddings are taken as the same
 * person (a payment may go through). Chosen for no false accept on the shared
 * set (highest different-person score 0.430) with a small margin.
 */
export const MATCH_THRESHOLD = 0.45;

/**
 * At enrolment, another user's face at or above this similarity is flagged for
 * review as a possible duplicate account. Lower than MATCH_THRESHOLD on purpose:
 * a false flag costs a review, a missed duplicate lets one person hold two
 * accounts.
 */
export const DUPLICATE_REVIEW_THRESHOLD = 0.4;

export const EMBEDDING_SIZE = 512;

/** Cosine similarity of two unit-length embeddings (their dot product), -1..1. */
export function cosineSimilarity(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new Error(`embedding sizes differ: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

export function isSamePerson(
  a: Float32Array,
  b: Float32Array,
  threshold = MATCH_THRESHOLD,
): boolean {
  return cosineSimilarity(a, b) >= threshold;
}

export interface EnrolledFace {
  userId: string;
  embedding: Float32Array;
}

export interface DuplicateCandidate {
  userId: string;
  similarity: number;
}

/**
 * Other users whose enrolled face looks like `embedding`, most similar first.
 * The caller flags the enrolment for review; it never merges the accounts.
 */
export function findDuplicateFaces(
  embedding: Float32Array,
  others: Iterable<EnrolledFace>,
  options: { exceptUserId?: string; threshold?: number } = {},
): DuplicateCandidate[] {
  const threshold = options.threshold ?? DUPLICATE_REVIEW_THRESHOLD;
  const best = new Map<string, number>();
  for (const face of others) {
    if (face.userId === options.exceptUserId) continue;
    const similarity = cosineSimilarity(embedding, face.embedding);
    if (similarity >= threshold && similarity > (best.get(face.userId) ?? -Infinity)) {
      best.set(face.userId, similarity);
    }
  }
  return [...best]
    .map(([userId, similarity]) => ({ userId, similarity }))
    .sort((p, q) => q.similarity - p.similarity);
}

/** Embeddings travel and rest as little-endian float32 bytes (2 KiB each). */
export function embeddingToBytes(embedding: Float32Array): Uint8Array {
  return new Uint8Array(
    embedding.buffer.slice(embedding.byteOffset, embedding.byteOffset + embedding.byteLength),
  );
}

export function embeddingFromBytes(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength !== EMBEDDING_SIZE * 4)
    throw new Error(`an embedding is ${EMBEDDING_SIZE * 4} bytes`);
  // A copy on its own buffer (Buffer#slice would share a Buffer's whole pool).
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}
