// What a short burst of frames says about liveness (issue 12, decision 038): a
// printed photo or a screen is a flat plane, so however it is moved, one
// homography maps its face's 68 landmarks from any frame onto any other. A live
// face is not flat: a small turn of the head moves the nose against the face's
// outline (parallax), and blinks and expressions move parts on their own. Those
// movements are what a homography cannot explain.
//
// Per frame, against the reference frame (the photo analysed in full):
//   motion   = RMS landmark displacement / face size (did anything move at all?)
//   residual = RMS distance of the nose and eye points from where the homography
//              of the face's rim (jaw line and brows) puts them / face size
// Face size is the distance between the eye centres (68-point indices 36–47).
// The 68-point model reads a 64 px grey crop: its own error is of the order of
// the parallax of a small head turn, so the marks are set from measurements of
// flat bursts (decision 038) and lean to "no evidence": a live face that is not
// recognised as such only costs its owner the PIN.
import type { BurstEvidence } from './policy';
import type { Point } from './types';

/** Under this motion (share of the eye distance) in every frame, the burst is still. */
export const BURST_STILL_MOTION = 0.02;
/**
 * Above this residual (share of the eye distance) in some frame, the face moved
 * in a way no flat plane can: 1.8 times the largest residual (0.066) of the
 * shared photos moved as flat planes by up to one eye distance (`npm run bench:bursts`).
 */
export const BURST_PARALLAX_RESIDUAL = 0.12;
/**
 * A burst moved more than this (share of the eye distance) is no evidence
 * either way: under large turns of a flat picture, the landmarks' own error
 * reached 0.16 (decision 038). A customer before a till moves far less in a second.
 */
export const BURST_TRUSTED_MOTION = 1;
/** Frames whose face moved this much (share of the eye distance) are another face or a cut: not used. */
const BURST_MAX_MOTION = 2;

export interface BurstAnalysis {
  evidence: BurstEvidence;
  /** Frames compared with the reference (frames without one face are left out). */
  frames: number;
  /** Largest motion of a frame, share of the eye distance. */
  motion: number;
  /** Largest homography residual of a frame, share of the eye distance. */
  residual: number;
}

function centre(points: Point[], from: number, to: number): Point {
  let x = 0;
  let y = 0;
  for (let i = from; i <= to; i += 1) {
    x += points[i]!.x;
    y += points[i]!.y;
  }
  const n = to - from + 1;
  return { x: x / n, y: y / n };
}

/** Distance between the eye centres of a 68-point set. */
export function eyeDistance(points: Point[]): number {
  const right = centre(points, 36, 41);
  const left = centre(points, 42, 47);
  return Math.hypot(left.x - right.x, left.y - right.y);
}

/** Solves A x = b (n × n, row-major) by Gaussian elimination with pivoting; null if singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) {
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    }
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k += 1) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Points moved to zero mean and unit RMS distance (a well-conditioned fit), with the maps both ways. */
function normalised(points: Point[]): {
  points: Point[];
  map: (p: Point) => Point;
  unmap: (p: Point) => Point;
} {
  const c = centre(points, 0, points.length - 1);
  let spread = 0;
  for (const p of points) spread += (p.x - c.x) ** 2 + (p.y - c.y) ** 2;
  const s = Math.sqrt(spread / points.length) || 1;
  const map = (p: Point) => ({ x: (p.x - c.x) / s, y: (p.y - c.y) / s });
  return { points: points.map(map), map, unmap: (p) => ({ x: p.x * s + c.x, y: p.y * s + c.y }) };
}

/**
 * The homography that best maps `from` onto `to` (least squares on the
 * linearised equations, h33 = 1, in normalised coordinates); null when the
 * points are degenerate.
 */
export function fitHomography(from: Point[], to: Point[]): ((p: Point) => Point) | null {
  const src = normalised(from);
  const dst = normalised(to);
  const ata = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const atb = new Array<number>(8).fill(0);
  const add = (row: number[], value: number) => {
    for (let i = 0; i < 8; i += 1) {
      atb[i]! += row[i]! * value;
      for (let j = 0; j < 8; j += 1) ata[i]![j]! += row[i]! * row[j]!;
    }
  };
  for (let i = 0; i < src.points.length; i += 1) {
    const { x, y } = src.points[i]!;
    const { x: u, y: v } = dst.points[i]!;
    add([x, y, 1, 0, 0, 0, -u * x, -u * y], u);
    add([0, 0, 0, x, y, 1, -v * x, -v * y], v);
  }
  const h = solve(ata, atb);
  if (!h) return null;
  return (p: Point) => {
    const n = src.map(p);
    const w = h[6]! * n.x + h[7]! * n.y + 1;
    return dst.unmap({
      x: (h[0]! * n.x + h[1]! * n.y + h[2]!) / w,
      y: (h[3]! * n.x + h[4]! * n.y + h[5]!) / w,
    });
  };
}

/** 68-point indices: the jaw line and the brows (the face's rim), and the nose and eyes. */
const RIM = Array.from({ length: 27 }, (_, i) => i);
const INNER = Array.from({ length: 21 }, (_, i) => 27 + i);
const pick = (points: Point[], indices: number[]) => indices.map((i) => points[i]!);

function rms(a: Point[], b: Point[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]!.x - b[i]!.x) ** 2 + (a[i]!.y - b[i]!.y) ** 2;
  return Math.sqrt(sum / a.length);
}

/**
 * The burst's evidence from the reference frame's 68 landmarks and each other
 * frame's: 'still' when nothing moved, 'independent-motion' when some frame
 * moved in a way no flat plane explains (and the burst moved little enough for
 * the landmarks to tell), else 'rigid-motion'. Null with no usable frame.
 */
export function analyseBurst(reference: Point[], frames: Point[][]): BurstAnalysis | null {
  const size = eyeDistance(reference);
  if (!(size > 0)) return null;
  let motion = 0;
  let residual = 0;
  let used = 0;
  for (const points of frames) {
    if (points.length !== reference.length) continue;
    const moved = rms(reference, points) / size;
    if (moved > BURST_MAX_MOTION) continue;
    // The plane of the face's rim (jaw and brows) carries the nose and the eyes
    // along with it on a print; on a live head they move against it.
    const homography = fitHomography(pick(reference, RIM), pick(points, RIM));
    if (!homography) continue;
    used += 1;
    motion = Math.max(motion, moved);
    const inner = pick(reference, INNER).map(homography);
    residual = Math.max(residual, rms(inner, pick(points, INNER)) / size);
  }
  if (used === 0) return null;
  const evidence: BurstEvidence =
    motion < BURST_STILL_MOTION
      ? 'still'
      : residual > BURST_PARALLAX_RESIDUAL && motion <= BURST_TRUSTED_MOTION
        ? 'independent-motion'
        : 'rigid-motion';
  return { evidence, frames: used, motion, residual };
}

/** Solves A x = b (n × n, row-major); null if singular (planar.ts fits with it too). */
export const solveLinear = solve;
