// Face alignment: the similarity transform (rotation, uniform scale, shift) that
// best carries the five landmarks onto the recognition model's 112 px template,
// by least squares (Umeyama, 1991), as ArcFace-style models were trained.
import type { Affine } from './image-ops';
import type { Point } from './types';

/** Where the eyes, nose tip and mouth corners sit in a 112 x 112 aligned face. */
export const arcfaceTemplate112: readonly Point[] = [
  { x: 38.2946, y: 51.6963 },
  { x: 73.5318, y: 51.5014 },
  { x: 56.0252, y: 71.7366 },
  { x: 41.5493, y: 92.3655 },
  { x: 70.7299, y: 92.2041 },
];

/** dlib's face chip: its 5-point template (eye corners, base of the nose) in 0..1. */
const dlibTemplateUnit: readonly Point[] = [
  { x: 0.8595674595992, y: 0.2134981538014 },
  { x: 0.6460604764104, y: 0.2289674387677 },
  { x: 0.1205750620789, y: 0.2137274526848 },
  { x: 0.3340850613712, y: 0.2290642403242 },
  { x: 0.4901123135679, y: 0.6277975316475 },
];

/**
 * The template of dlib's `get_face_chip_details(shape, size, padding)` in chip
 * pixels: the face-recognition ResNet was trained on 150 px chips with padding 0.25.
 */
export function dlibChipTemplate(size = 150, padding = 0.25): Point[] {
  return dlibTemplateUnit.map((p) => ({
    x: ((padding + p.x) / (2 * padding + 1)) * size,
    y: ((padding + p.y) / (2 * padding + 1)) * size,
  }));
}

/** The iBUG 68-point indices matching dlib's five template points, in order. */
export const dlibChipLandmarks = [45, 42, 36, 39, 33] as const;

/** A 2-D similarity: (x, y) -> (a x - b y + tx, b x + a y + ty). */
export interface Similarity {
  a: number;
  b: number;
  tx: number;
  ty: number;
}

/**
 * The least-squares similarity carrying `from` onto `to` (same length, at least 2).
 * In 2-D Umeyama's SVD reduces to a closed form: with centred points,
 * a = sum(x.x' + y.y') / sum(|p|^2) and b = sum(x.y' - y.x') / sum(|p|^2).
 */
export function estimateSimilarity(from: readonly Point[], to: readonly Point[]): Similarity {
  const n = from.length;
  if (n < 2 || to.length !== n) throw new Error('need two or more point pairs');
  let fx = 0;
  let fy = 0;
  let tx = 0;
  let ty = 0;
  for (let i = 0; i < n; i += 1) {
    fx += from[i]!.x;
    fy += from[i]!.y;
    tx += to[i]!.x;
    ty += to[i]!.y;
  }
  fx /= n;
  fy /= n;
  tx /= n;
  ty /= n;
  let dot = 0;
  let cross = 0;
  let norm = 0;
  for (let i = 0; i < n; i += 1) {
    const px = from[i]!.x - fx;
    const py = from[i]!.y - fy;
    const qx = to[i]!.x - tx;
    const qy = to[i]!.y - ty;
    dot += px * qx + py * qy;
    cross += px * qy - py * qx;
    norm += px * px + py * py;
  }
  if (norm === 0) throw new Error('degenerate points');
  const a = dot / norm;
  const b = cross / norm;
  return { a, b, tx: tx - (a * fx - b * fy), ty: ty - (b * fx + a * fy) };
}

export function applySimilarity(t: Similarity, p: Point): Point {
  return { x: t.a * p.x - t.b * p.y + t.tx, y: t.b * p.x + t.a * p.y + t.ty };
}

/** The sampling map (aligned pixel -> photo pixel) for landmarks `points`. */
export function alignmentMap(
  points: readonly Point[],
  template: readonly Point[] = arcfaceTemplate112,
): Affine {
  const t = estimateSimilarity(points, template);
  // Invert [a -b; b a] (scale s^2 = a^2 + b^2) and the shift.
  const s2 = t.a * t.a + t.b * t.b;
  const ia = t.a / s2;
  const ib = -t.b / s2;
  return {
    a: ia,
    b: -ib,
    c: -(ia * t.tx - ib * t.ty),
    d: ib,
    e: ia,
    f: -(ib * t.tx + ia * t.ty),
  };
}
