// How far a face's pixels in one frame are from a flat picture of the face in
// another (issue 28, decision 061). A print or a screen, however it is turned,
// is a plane: one homography carries every pixel of its face from one frame
// onto the other. A head that turns is not: the nose slides over the far
// cheek, the near cheek opens. The landmarks' own residual (burst.ts) says so
// too, but the 68-point model reads a 64 px crop and, shown a face squeezed
// sideways by a picture turned away, places its points as on a turned head.
// The pixels do not: here the best homography (and gain and offset of the
// brightness) is fitted to the face's pixels themselves (Levenberg-Marquardt)
// from the landmarks' homographies, and what it leaves is measured.
import { fitHomography, solveLinear } from './burst';
import { cropMap, type Pyramid, toGrey, warpAffine } from './image-ops';
import type { Point } from './types';

/** The face is compared in a square crop of this side (the eyes about 30 px apart). */
const CROP = 96;
/** The crop's side around the face, in eye distances. */
const CROP_EYES = 3.2;

interface Grey {
  data: Float32Array;
  size: number;
  /** 1 where the crop shows the photo, 0 where it fell outside it. */
  seen: Uint8Array;
}

export interface FaceCrop {
  grey: Grey;
  /** The landmarks in the crop's pixels. */
  points: Point[];
}

const eyeCentres = (points: Point[]) => {
  const mean = (from: number) => {
    let x = 0;
    let y = 0;
    for (let i = from; i < from + 6; i += 1) {
      x += points[i]!.x;
      y += points[i]!.y;
    }
    return { x: x / 6, y: y / 6 };
  };
  return [mean(36), mean(42)] as const;
};

/** A grey square around the face, CROP px, centred between the eyes and the mouth. */
export function faceCrop(pyramid: Pyramid, points: Point[]): FaceCrop {
  const [right, left] = eyeCentres(points);
  const eyes = Math.hypot(left.x - right.x, left.y - right.y);
  const mouth = points[62]!;
  const cx = ((right.x + left.x) / 2 + mouth.x) / 2;
  const cy = ((right.y + left.y) / 2 + mouth.y) / 2;
  const side = CROP_EYES * eyes;
  const x0 = cx - side / 2;
  const y0 = cy - side / 2;
  const map = cropMap(x0, y0, side, side, CROP, CROP);
  const rgb = warpAffine(pyramid, map, CROP, CROP);
  const seen = new Uint8Array(CROP * CROP);
  for (let y = 0; y < CROP; y += 1) {
    for (let x = 0; x < CROP; x += 1) {
      const sx = map.a * x + map.b * y + map.c;
      const sy = map.d * x + map.e * y + map.f;
      seen[y * CROP + x] = sx >= 0 && sy >= 0 && sx < pyramid.width && sy < pyramid.height ? 1 : 0;
    }
  }
  const k = CROP / side;
  return {
    grey: { data: toGrey(rgb, CROP * CROP), size: CROP, seen },
    points: points.map((p) => ({ x: (p.x - x0) * k, y: (p.y - y0) * k })),
  };
}

/** Whether (x, y) lies inside the polygon. */
function inside(polygon: Point[], x: number, y: number): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) within = !within;
  }
  return within;
}

function sample(grey: Grey, x: number, y: number): [number, number, number] | null {
  const n = grey.size;
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  if (ix < 1 || iy < 1 || ix + 2 >= n || iy + 2 >= n) return null;
  // Where the frame shows no photo (the face partly out of view), nothing to compare.
  if (!grey.seen[iy * n + ix] || !grey.seen[(iy + 1) * n + ix + 1]) return null;
  const fx = x - ix;
  const fy = y - iy;
  const at = (cx: number, cy: number) => grey.data[cy * n + cx]!;
  const value = (cx: number, cy: number) =>
    (at(cx, cy) * (1 - fx) + at(cx + 1, cy) * fx) * (1 - fy) +
    (at(cx, cy + 1) * (1 - fx) + at(cx + 1, cy + 1) * fx) * fy;
  const v = value(ix, iy);
  // Central differences of the interpolated image.
  const gx = (value(ix + 1, iy) - value(ix - 1, iy)) / 2;
  const gy = (value(ix, iy + 1) - value(ix, iy - 1)) / 2;
  return [v, gx, gy];
}

export interface PlanarFit {
  /**
   * What the best homography leaves: the RMS brightness difference over the
   * face, as a share of the face's own brightness spread (0: a plane).
   */
  residual: number;
}

/**
 * A binomial blur (1 4 6 4 1), `passes` times: once, it evens out how the two
 * crops were sampled (from different pyramid levels, at different offsets);
 * more, the coarse stage sees a wider valley.
 */
function blurred(grey: Grey, passes: number): Grey {
  const n = grey.size;
  const kernel = [1, 4, 6, 4, 1].map((v) => v / 16);
  let data = grey.data;
  for (let pass = 0; pass < passes; pass += 1) {
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
    ] as const) {
      const out = new Float32Array(n * n);
      for (let y = 0; y < n; y += 1) {
        for (let x = 0; x < n; x += 1) {
          let sum = 0;
          for (let k = -2; k <= 2; k += 1) {
            const sx = Math.min(n - 1, Math.max(0, x + k * dx));
            const sy = Math.min(n - 1, Math.max(0, y + k * dy));
            sum += kernel[k + 2]! * data[sy * n + sx]!;
          }
          out[y * n + x] = sum;
        }
      }
      data = out;
    }
  }
  return { data, size: n, seen: grey.seen };
}

interface Pixel {
  x: number;
  y: number;
}

const c = CROP / 2;
/** Crop pixels to -1..1 (a well-conditioned fit). */
const n = (v: number) => (v - c) / c;

/**
 * Levenberg-Marquardt on the 10 parameters (the homography's 8 in -1..1
 * coordinates, h33 = 1; the frame's brightness gain and offset) from `start`:
 * the parameters and the RMS brightness difference they leave.
 */
function fitPlane(
  reference: Grey,
  frame: Grey,
  pixels: readonly Pixel[],
  start: number[],
): { params: number[]; rms: number } {
  const row = new Float64Array(10);
  const linearise = (params: number[]) => {
    const ata = new Float64Array(100);
    const atb = new Float64Array(10);
    let total = 0;
    let used = 0;
    for (const { x, y } of pixels) {
      const a = reference.data[y * CROP + x]!;
      const X = n(x + 0.5);
      const Y = n(y + 0.5);
      const w = params[6]! * X + params[7]! * Y + 1;
      const U = (params[0]! * X + params[1]! * Y + params[2]!) / w;
      const V = (params[3]! * X + params[4]! * Y + params[5]!) / w;
      const s = sample(frame, U * c + c - 0.5, V * c + c - 0.5);
      if (!s) continue;
      const [b, gx, gy] = s;
      const gain = params[8]!;
      const r = gain * b + params[9]! - a;
      total += r * r;
      used += 1;
      // d r / d (U, V): the frame's gradient in -1..1 units, times the gain.
      const du = gain * gx * c;
      const dv = gain * gy * c;
      row[0] = (du * X) / w;
      row[1] = (du * Y) / w;
      row[2] = du / w;
      row[3] = (dv * X) / w;
      row[4] = (dv * Y) / w;
      row[5] = dv / w;
      row[6] = (-(du * U + dv * V) * X) / w;
      row[7] = (-(du * U + dv * V) * Y) / w;
      row[8] = b;
      row[9] = 1;
      for (let i = 0; i < 10; i += 1) {
        const ri = row[i]!;
        atb[i]! -= ri * r;
        for (let j = i; j < 10; j += 1) ata[i * 10 + j]! += ri * row[j]!;
      }
    }
    // Most of the face must stay in view, or the fit is of something else.
    const rms = used >= pixels.length * 0.8 ? Math.sqrt(total / used) : Number.POSITIVE_INFINITY;
    return { rms, ata, atb };
  };

  // A step that makes it worse is undone and damped.
  let params = start;
  let current = linearise(params);
  let lambda = 1e-3;
  for (let iteration = 0; iteration < 20 && lambda < 1e6 && Number.isFinite(current.rms);) {
    const { ata } = current;
    const damped = Array.from({ length: 10 }, (_, i) =>
      Array.from({ length: 10 }, (_, j) =>
        i === j ? ata[i * 11]! * (1 + lambda) : ata[Math.min(i, j) * 10 + Math.max(i, j)]!,
      ),
    );
    const step = solveLinear(damped, [...current.atb]);
    if (!step) break;
    const next = params.map((v, i) => v + step[i]!);
    const tried = linearise(next);
    if (tried.rms < current.rms) {
      const gain = current.rms - tried.rms;
      params = next;
      current = tried;
      lambda = Math.max(1e-6, lambda / 3);
      iteration += 1;
      if (gain < current.rms * 1e-3) break;
    } else {
      lambda *= 10;
    }
  }
  return { params, rms: current.rms };
}

/** The homography of `map` as the 10 starting parameters (gain 1, offset 0). */
function startOf(map: ((p: Point) => Point) | null): number[] | null {
  if (!map) return null;
  const corners = [
    { x: 0, y: 0 },
    { x: CROP, y: 0 },
    { x: 0, y: CROP },
    { x: CROP, y: CROP },
  ];
  const h = homographyFromCorners(
    corners.map((p) => ({ x: n(p.x), y: n(p.y) })),
    corners.map((p) => {
      const q = map(p);
      return { x: n(q.x), y: n(q.y) };
    }),
  );
  return h ? [...h, 1, 0] : null;
}

/** Indices of the 68 points: all, the face's rim (jaw and brows), and the eyes, nose and mouth corners. */
const ALL = Array.from({ length: 68 }, (_, i) => i);
const RIM = Array.from({ length: 27 }, (_, i) => i);
const CORE = [36, 39, 42, 45, 30, 48, 54];

/**
 * The best homography (with gain and offset) from the reference face's pixels
 * to the frame's, and what it leaves. It starts from the homographies of the
 * landmarks (all, the rim, the core): a landmark set the model misplaced must
 * not leave the fit in a wrong valley. Each start is fitted on blurred faces
 * first, then on the faces themselves, and the best is kept; once one leaves
 * less than `goodEnough` (the caller's mark), the face is a plane whatever
 * the others find, and they are not tried.
 */
export function planarFit(reference: FaceCrop, frame: FaceCrop, goodEnough = 0): PlanarFit | null {
  // The face: inside the jaw line and the brows (a little raised).
  const outline = [
    ...reference.points.slice(0, 17),
    ...reference.points
      .slice(17, 27)
      .reverse()
      .map((p) => ({ x: p.x, y: p.y - 3 })),
  ];
  const pixels: Pixel[] = [];
  let sum = 0;
  let sq = 0;
  for (let y = 2; y < CROP - 2; y += 1) {
    for (let x = 2; x < CROP - 2; x += 1) {
      if (!inside(outline, x + 0.5, y + 0.5) || !reference.grey.seen[y * CROP + x]) continue;
      const a = reference.grey.data[y * CROP + x]!;
      pixels.push({ x, y });
      sum += a;
      sq += a * a;
    }
  }
  if (pixels.length < 200) return null;
  const mean = sum / pixels.length;
  const spread = Math.sqrt(Math.max(1, sq / pixels.length - mean * mean));
  const fine = [blurred(reference.grey, 1), blurred(frame.grey, 1)] as const;
  const coarse = [blurred(reference.grey, 3), blurred(frame.grey, 3)] as const;
  // The blurred faces vary slowly: every other pixel is enough there.
  const sparse = pixels.filter(({ x, y }) => (x + y) % 2 === 0);
  const pick = (points: Point[], indices: number[]) => indices.map((i) => points[i]!);
  let best = Number.POSITIVE_INFINITY;
  for (const indices of [ALL, RIM, CORE]) {
    const start = startOf(
      fitHomography(pick(reference.points, indices), pick(frame.points, indices)),
    );
    if (!start) continue;
    const rough = fitPlane(coarse[0], coarse[1], sparse, start);
    const fitted = fitPlane(fine[0], fine[1], pixels, rough.params);
    best = Math.min(best, fitted.rms);
    if (best < goodEnough * spread) break;
  }
  return Number.isFinite(best) ? { residual: best / spread } : null;
}

/** The 8 numbers of the homography that maps 4 points onto 4 others (h33 = 1). */
function homographyFromCorners(from: Point[], to: Point[]): number[] | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  return solveLinear(a, b);
}
