// Comparing faces, and the thresholds the server decides with. The numbers come
// from `npm run bench:face-accuracy` on the shared photos and are recorded in
// docs/decisions/009-face-engine.md and 012-face-fusion.md, the marks from
// `npm run bench:face-marks` (060-recognition-marks.md); change them only with a
// new run.

/**
 * Cosine similarity at or above which two 512-d embeddings alone are taken as the
 * same person. Only for faces without a descriptor (templates saved before the
 * fusion); everything else decides on `faceScore`.
 */
export const MATCH_THRESHOLD = 0.45;

/**
 * Each model's score for different people on the shared photos (2,072 pairs):
 * mean and standard deviation, to put both on one scale (z-scores) before fusing.
 */
const EMBEDDING_IMPOSTORS = { mean: 0.0156, sd: 0.0969 };
const DESCRIPTOR_IMPOSTORS = { mean: 0.1886, sd: 0.0866 };

/**
 * `faceScore` at or above which two faces are taken as the same person: the
 * enrolment's two photos, a replacement face against the old one, and the face at
 * the terminal against the customer found (1:N) or named by CPF (1:1). The
 * highest mark at which at most 3 % of same-person pairs fall below on
 * bench:face-marks' tuning part (decision 060). Different people reach it about
 * once in 1,500 pairs there, so at the terminal a match this low only names the
 * customer and asks the PIN (pin-rule.ts: CONFIDENT_MATCH_SCORE, CLEAR_LEAD).
 */
export const FACE_MATCH_SCORE = 3.4;

/**
 * At enrolment, another user's face at or above this score is flagged for review
 * as a possible duplicate account. Lower than FACE_MATCH_SCORE on purpose: a false
 * flag costs a review, a missed duplicate lets one person hold two accounts. The
 * nearest stranger of a new face rises with the enrolled faces: by the tail of
 * decision 060, most enrolments reach this mark once about 1,000 faces are enrolled.
 */
export const FACE_DUPLICATE_SCORE = 3.0;

/** One face as the engine describes it: the 512-d embedding and dlib's 128-d descriptor. */
export interface FaceFeatures {
  embedding: Float32Array;
  /** Absent on templates saved before the fusion. */
  descriptor: Float32Array | null;
}

const embeddingZ = (a: Float32Array, b: Float32Array) =>
  (cosineSimilarity(a, b) - EMBEDDING_IMPOSTORS.mean) / EMBEDDING_IMPOSTORS.sd;
/** MATCH_THRESHOLD as an embedding z-score (for faces without a descriptor). */
const MATCH_THRESHOLD_Z = (MATCH_THRESHOLD - EMBEDDING_IMPOSTORS.mean) / EMBEDDING_IMPOSTORS.sd;

/**
 * How alike two faces are, in standard deviations above the typical score of two
 * different people: the mean of both models' z-scores (measured in
 * `npm run bench:face-accuracy`: at zero false accepts, far fewer false rejects
 * than either model alone; docs/decisions/012-face-fusion.md). Where a face has
 * no descriptor, the embedding's z-score alone, scaled so that MATCH_THRESHOLD
 * lands on FACE_MATCH_SCORE: one scale and one threshold for every comparison.
 */
export function faceScore(a: FaceFeatures, b: FaceFeatures): number {
  if (a.descriptor && b.descriptor) {
    const descriptorZ =
      (1 - euclideanDistance(a.descriptor, b.descriptor) - DESCRIPTOR_IMPOSTORS.mean) /
      DESCRIPTOR_IMPOSTORS.sd;
    return (embeddingZ(a.embedding, b.embedding) + descriptorZ) / 2;
  }
  return (embeddingZ(a.embedding, b.embedding) * FACE_MATCH_SCORE) / MATCH_THRESHOLD_Z;
}

export function isSamePerson(a: FaceFeatures, b: FaceFeatures): boolean {
  return faceScore(a, b) >= FACE_MATCH_SCORE;
}

export const EMBEDDING_SIZE = 512;

export const DESCRIPTOR_SIZE = 128;

export function euclideanDistance(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new Error(`vector sizes differ: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

/** Cosine similarity of two unit-length embeddings (their dot product), -1..1. */
export function cosineSimilarity(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new Error(`embedding sizes differ: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

export interface EnrolledFace extends FaceFeatures {
  userId: string;
}

export interface DuplicateCandidate {
  userId: string;
  /** faceScore of the closest of that user's faces. */
  score: number;
}

/**
 * Other users whose enrolled face looks like `face`, most alike first. The
 * caller flags the enrolment for review; it never merges the accounts.
 */
export function findDuplicateFaces(
  face: FaceFeatures,
  others: Iterable<EnrolledFace>,
  options: { exceptUserId?: string; threshold?: number } = {},
): DuplicateCandidate[] {
  const threshold = options.threshold ?? FACE_DUPLICATE_SCORE;
  const best = new Map<string, number>();
  for (const other of others) {
    if (other.userId === options.exceptUserId) continue;
    const score = faceScore(face, other);
    if (score >= threshold && score > (best.get(other.userId) ?? -Infinity)) {
      best.set(other.userId, score);
    }
  }
  return [...best].map(([userId, score]) => ({ userId, score })).sort((p, q) => q.score - p.score);
}

/** Embeddings travel and rest as little-endian float32 bytes (2 KiB each). */
export function embeddingToBytes(embedding: Float32Array): Uint8Array {
  return new Uint8Array(
    embedding.buffer.slice(embedding.byteOffset, embedding.byteOffset + embedding.byteLength),
  );
}

function floatsFromBytes(bytes: Uint8Array, size: number, what: string): Float32Array {
  if (bytes.byteLength !== size * 4) throw new Error(`${what} is ${size * 4} bytes`);
  // A copy on its own buffer (Buffer#slice would share a Buffer's whole pool).
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}

export function embeddingFromBytes(bytes: Uint8Array): Float32Array {
  return floatsFromBytes(bytes, EMBEDDING_SIZE, 'an embedding');
}

/** Descriptors are stored the same way (512 bytes each). */
export const descriptorToBytes = embeddingToBytes;

export function descriptorFromBytes(bytes: Uint8Array): Float32Array {
  return floatsFromBytes(bytes, DESCRIPTOR_SIZE, 'a descriptor');
}
