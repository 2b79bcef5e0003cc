// A shared photo rendered as a head turning, for the liveness challenge's tests,
// its benchmark and the browser's fake camera (issue 28, decision 061); and the
// same photo turned as a flat plane, the attack the challenge must refuse.
//
// The head: the photo's 68 landmarks lifted to 3D with a generic depth per
// landmark (FACE_DEPTH below), a few points on the forehead and a ring around
// the head that turn with it, and a fixed outer ring and the frame's border
// that stay (the background). The points are triangulated once (Delaunay,
// delaunator) on the photo, each vertex is turned about a vertical axis behind
// the face and projected by a pinhole camera, and each triangle is filled from
// the photo by its affine map (piecewise affine), farthest first so that the
// nose hides the far cheek. So the nose moves against the cheeks and the jaw
// as on a head (parallax), which no homography of the photo can do.
import Delaunator from 'delaunator';
import sharp from 'sharp';
import { decodeImage, type RgbImage } from '../decode';
import type { Point } from '../types';

/**
 * Depth of each of the 68 landmarks (iBUG 300-W layout) towards the camera, in
 * distances between the eye centres (about 63 mm on an adult), 0 at the eye
 * corners. Set by hand from the proportions of an adult face rather than
 * taken from a published mean shape: the one most head-pose code ships
 * (OpenFace's In-the-wild_aligned_PDM_68) is licensed for non-commercial
 * research only. Orders of magnitude: the nose tip stands about 35 mm before
 * the inner eye corners, the jaw line where it meets the ears lies about
 * 45 mm behind them, the outer eye and brow corners about 7–12 mm behind; the
 * lips about 15–20 mm before. `depthScale` varies it per render (flatter and
 * deeper faces).
 */
const JAW = [-0.75, -0.72, -0.66, -0.57, -0.45, -0.31, -0.17, -0.05, 0.02];
// prettier-ignore
const FACE_DEPTH: readonly number[] = [
  // jaw 0–16: ear to chin to ear
  ...JAW, ...JAW.slice(0, 8).reverse(),
  // brows 17–21 (outer to inner) and 22–26 (inner to outer)
  -0.2, -0.09, 0, 0.08, 0.14, 0.14, 0.08, 0, -0.09, -0.2,
  // nose bridge 27–30 (down to the tip), base 31–35
  0.14, 0.26, 0.4, 0.55, 0.22, 0.3, 0.36, 0.3, 0.22,
  // eyes 36–41 and 42–47 (outer corners behind the inner ones)
  -0.12, 0, 0.02, 0, 0.01, -0.02, 0, 0.02, 0, -0.12, -0.02, 0.01,
  // outer lips 48–59 (corners behind the middle), inner lips 60–67
  -0.05, 0.15, 0.26, 0.3, 0.26, 0.15, -0.05, 0.15, 0.24, 0.26, 0.24, 0.15,
  0, 0.22, 0.26, 0.22, 0, 0.22, 0.25, 0.22,
];

/** Where the head turns: a vertical axis this far behind the eye corners (the neck), in eye distances. */
const PIVOT_DEPTH = 0.9;

export interface HeadTurnRender {
  /** Longer side of the frames in pixels (default 640, as the apps send them). */
  size?: number;
  /** Depth of the face relative to FACE_DEPTH (default 1). */
  depthScale?: number;
  /** JPEG quality (default 90). */
  quality?: number;
}

interface Vertex {
  /** Where it is in the (resized) photo: the texture. */
  source: Point;
  /** Camera coordinates at yaw 0: x right, y down, z away from the camera. */
  x: number;
  y: number;
  z: number;
  turns: boolean;
}

interface HeadMesh {
  image: RgbImage;
  vertices: Vertex[];
  triangles: [number, number, number][];
  focal: number;
  pivot: { x: number; z: number };
}

const mean = (points: Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

async function resized(photo: Uint8Array, size: number): Promise<RgbImage> {
  const bytes = await sharp(photo)
    .rotate()
    .resize({ width: size, height: size, fit: 'inside' })
    .jpeg({ quality: 95 })
    .toBuffer();
  return decodeImage(bytes);
}

/**
 * The mesh of the photo's face: `landmarks` are the 68 points in the photo's
 * pixels as the engine decodes it, `scale` maps them into `image`.
 */
function headMesh(
  image: RgbImage,
  landmarks: Point[],
  scale: number,
  depthScale: number,
): HeadMesh {
  const points = landmarks.map((p) => ({ x: p.x * scale, y: p.y * scale }));
  const rightEye = mean(points.slice(36, 42));
  const leftEye = mean(points.slice(42, 48));
  const eyes = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  // "Up" on the face, perpendicular to the eye line (the head may be tilted).
  const across = { x: (leftEye.x - rightEye.x) / eyes, y: (leftEye.y - rightEye.y) / eyes };
  const up = { x: across.y, y: -across.x };
  const along = (p: Point, a: number, u: number): Point => ({
    x: p.x + across.x * a + up.x * u,
    y: p.y + across.y * a + up.y * u,
  });

  const placed: { at: Point; depth: number; turns: boolean }[] = points.map((at, i) => ({
    at,
    depth: FACE_DEPTH[i]!,
    turns: true,
  }));
  // The forehead above the brows, curving back towards the hair line.
  for (let i = 17; i <= 26; i += 1) {
    placed.push({
      at: along(points[i]!, 0, 0.45 * eyes),
      depth: FACE_DEPTH[i]! - 0.08,
      turns: true,
    });
    placed.push({
      at: along(points[i]!, 0, 0.95 * eyes),
      depth: FACE_DEPTH[i]! - 0.3,
      turns: true,
    });
  }
  // A ring around the head (hair, ears, the sides): it turns with the face;
  // below the chin it is the neck, which stays. Then the background, which stays.
  const centre = along(mean(points.slice(0, 17).concat(points.slice(17, 27))), 0, 0.25 * eyes);
  const halfWidth = Math.hypot(points[16]!.x - points[0]!.x, points[16]!.y - points[0]!.y) / 2;
  const halfHeight = 1.15 * Math.hypot(points[8]!.x - centre.x, points[8]!.y - centre.y);
  for (const [ring, depth] of [
    [1.22, -1],
    [1.9, 0],
  ] as const) {
    for (let k = 0; k < 24; k += 1) {
      const angle = (2 * Math.PI * k) / 24;
      const a = Math.cos(angle) * halfWidth * ring;
      const u = Math.sin(angle) * halfHeight * ring;
      const neck = u < -0.6 * halfHeight;
      placed.push({ at: along(centre, a, u), depth, turns: ring < 1.5 && !neck });
    }
  }
  const { width, height } = image;
  for (let k = 0; k <= 4; k += 1) {
    for (const at of [
      { x: (k * width) / 4, y: 0 },
      { x: (k * width) / 4, y: height },
      { x: 0, y: (k * height) / 4 },
      { x: width, y: (k * height) / 4 },
    ]) {
      placed.push({ at, depth: 0, turns: false });
    }
  }
  const inside = placed.filter(
    ({ at }) => at.x >= 0 && at.y >= 0 && at.x <= width && at.y <= height,
  );

  // A pinhole camera of focal length the frame's longer side (a webcam's
  // ~55° field of view); the eye corners' plane lies at distance `focal`, so
  // a pixel there is a unit of the scene and the face's distance in eye
  // distances is what the photo shows (focal / eyes, 40–60 cm for a selfie).
  const focal = Math.max(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const vertices: Vertex[] = inside.map(({ at, depth, turns }) => {
    const z = focal - depth * depthScale * eyes;
    return {
      source: at,
      x: ((at.x - cx) * z) / focal,
      y: ((at.y - cy) * z) / focal,
      z,
      turns,
    };
  });
  const flat = new Float64Array(inside.flatMap(({ at }) => [at.x, at.y]));
  const { triangles } = new Delaunator(flat);
  const list: [number, number, number][] = [];
  for (let t = 0; t < triangles.length; t += 3) {
    list.push([triangles[t]!, triangles[t + 1]!, triangles[t + 2]!]);
  }
  const nose = points[30]!;
  const pivotZ = focal + PIVOT_DEPTH * depthScale * eyes;
  return {
    image,
    vertices,
    triangles: list,
    focal,
    // On the ray through the nose: the face looks at the camera.
    pivot: { x: ((nose.x - cx) * pivotZ) / focal, z: pivotZ },
  };
}

/** Fills the triangle `to` of `out` from the triangle `from` of `src` (affine, bilinear). */
function fillTriangle(src: RgbImage, out: Uint8Array, from: Point[], to: Point[]): void {
  const [a, b, c] = to as [Point, Point, Point];
  const det = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
  if (Math.abs(det) < 1e-9) return;
  const { width, height } = src;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x, c.x)));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x, c.x)));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y, c.y)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y, c.y)));
  const [fa, fb, fc] = from as [Point, Point, Point];
  // A hair of slack so that neighbouring triangles leave no seam.
  const eps = -1e-3;
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const px = x + 0.5;
      const py = y + 0.5;
      const l1 = ((px - a.x) * (c.y - a.y) - (c.x - a.x) * (py - a.y)) / det;
      const l2 = ((b.x - a.x) * (py - a.y) - (px - a.x) * (b.y - a.y)) / det;
      const l0 = 1 - l1 - l2;
      if (l0 < eps || l1 < eps || l2 < eps) continue;
      const sx = Math.min(width - 1.001, Math.max(0, l0 * fa.x + l1 * fb.x + l2 * fc.x - 0.5));
      const sy = Math.min(height - 1.001, Math.max(0, l0 * fa.y + l1 * fb.y + l2 * fc.y - 0.5));
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const fx = sx - ix;
      const fy = sy - iy;
      const i = (iy * width + ix) * 3;
      const j = i + width * 3;
      const o = (y * width + x) * 3;
      for (let ch = 0; ch < 3; ch += 1) {
        const top = src.data[i + ch]! * (1 - fx) + src.data[i + 3 + ch]! * fx;
        const bottom = src.data[j + ch]! * (1 - fx) + src.data[j + 3 + ch]! * fx;
        out[o + ch] = top * (1 - fy) + bottom * fy + 0.5;
      }
    }
  }
}

/** The head turned by `yawDeg` (positive: to the customer's left, the nose towards the image's right). */
function renderTurn(mesh: HeadMesh, yawDeg: number): RgbImage {
  const { image, vertices, focal, pivot } = mesh;
  const cx = image.width / 2;
  const cy = image.height / 2;
  const angle = (yawDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const moved = vertices.map((v) => {
    if (!v.turns) return { at: v.source, z: Number.POSITIVE_INFINITY };
    const dx = v.x - pivot.x;
    const dz = v.z - pivot.z;
    const x = pivot.x + dx * cos - dz * sin;
    const z = pivot.z + dx * sin + dz * cos;
    return { at: { x: cx + (focal * x) / z, y: cy + (focal * v.y) / z }, z };
  });
  // Farthest first; the background (infinitely far) before everything.
  const order = mesh.triangles
    .map((t) => ({ t, z: (moved[t[0]]!.z + moved[t[1]]!.z + moved[t[2]]!.z) / 3 }))
    .sort((p, q) => q.z - p.z);
  const out = new Uint8Array(image.data);
  for (const { t } of order) {
    fillTriangle(
      image,
      out,
      t.map((i) => vertices[i]!.source),
      t.map((i) => moved[i]!.at),
    );
  }
  return { data: out, width: image.width, height: image.height };
}

const jpeg = (image: RgbImage, quality: number): Promise<Buffer> =>
  sharp(Buffer.from(image.data), {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .jpeg({ quality })
    .toBuffer();

/**
 * Frames of the photo's head turned by each of `yawsDeg` (positive: to the
 * customer's left), as JPEG bytes of `size` px on the longer side. `landmarks`
 * are the photo's 68 points as the engine found them (OnnxFaceEngine.faceLandmarks).
 */
export async function renderHeadTurn(
  photo: Uint8Array,
  landmarks: Point[],
  yawsDeg: readonly number[],
  options: HeadTurnRender = {},
): Promise<Buffer[]> {
  const { size = 640, depthScale = 1, quality = 90 } = options;
  // The engine's landmarks are in the pixels of the photo as it decodes it.
  const { width } = await decodeImage(photo);
  const image = await resized(photo, size);
  const mesh = headMesh(image, landmarks, image.width / width, depthScale);
  const frames: Buffer[] = [];
  for (const yaw of yawsDeg) frames.push(await jpeg(renderTurn(mesh, yaw), quality));
  return frames;
}

/** The photo as it is, scaled to `size` px on the longer side: the first, facing frame. */
export async function facingFrame(photo: Uint8Array, size = 640, quality = 90): Promise<Buffer> {
  return jpeg(await resized(photo, size), quality);
}

/**
 * Yaws of a turn over `count` frames, easing in and out up to `degrees`
 * (positive: to the customer's left), as a customer does when asked.
 */
export function turnYaws(count: number, degrees: number): number[] {
  return Array.from({ length: count }, (_, k) => {
    const t = (k + 1) / count;
    return degrees * (t * t * (3 - 2 * t));
  });
}

export interface FlatTurn {
  /** Longer side of the frames in pixels (default 640). */
  size?: number;
  /**
   * Where the picture turns, in eye distances from the nose's vertical line
   * (positive: towards the image's right; default 0, its middle) and behind
   * the picture (default 0: in its plane).
   */
  pivot?: { across?: number; behind?: number };
  /** Shift towards the turn's side, in eye distances per 10° (default 0). */
  shift?: number;
  /** Brought nearer (above 1) or taken away, per 10° of turn (default 1). */
  scale?: number;
  /** JPEG quality (default 90). */
  quality?: number;
}

/**
 * The photo held up as a flat picture (a print or a screen) and turned about a
 * vertical axis by each of `yawsDeg` (the sign as the head's: positive, the
 * picture's right edge away from the camera, as the customer's left cheek
 * goes), seen by the same pinhole camera as the head: exact homographies.
 * `landmarks` as for renderHeadTurn (the axis passes by the nose).
 */
export async function renderFlatTurn(
  photo: Uint8Array,
  landmarks: Point[],
  yawsDeg: readonly number[],
  options: FlatTurn = {},
): Promise<Buffer[]> {
  const { size = 640, pivot = {}, shift = 0, scale = 1, quality = 90 } = options;
  const { width: decoded } = await decodeImage(photo);
  const image = await resized(photo, size);
  const k = image.width / decoded;
  const points = landmarks.map((p) => ({ x: p.x * k, y: p.y * k }));
  const rightEye = mean(points.slice(36, 42));
  const leftEye = mean(points.slice(42, 48));
  const eyes = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  const { width, height } = image;
  const focal = Math.max(width, height);
  const cx = width / 2;
  const cy = height / 2;
  // The scene in pixels of the picture's plane, which lies at distance `focal`.
  const ax = points[30]!.x - cx + (pivot.across ?? 0) * eyes;
  const az = focal + (pivot.behind ?? 0) * eyes;
  const frames: Buffer[] = [];
  for (const yaw of yawsDeg) {
    const angle = (yaw * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const grow = scale ** (Math.abs(yaw) / 10);
    const dx = Math.sign(yaw) * shift * eyes * (Math.abs(yaw) / 10);
    // The turned plane: its normal, and the point where the nose's line was.
    const n = { x: -sin, z: cos };
    const a = { x: ax - (focal - az) * sin, z: az + (focal - az) * cos };
    const na = n.x * a.x + n.z * a.z;
    const out = new Uint8Array(width * height * 3);
    for (let y = 0, o = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1, o += 3) {
        // The ray through the output pixel (shifted and scaled back first).
        const rx = (x + 0.5 - cx - dx) / grow;
        const ry = (y + 0.5 - cy) / grow;
        const t = na / (n.x * rx + n.z * focal);
        const qx = t * rx;
        const qz = t * focal;
        const sx = ax + (qx - ax) * cos + (qz - az) * sin + cx - 0.5;
        const sy = t * ry + cy - 0.5;
        const ix = Math.floor(sx);
        const iy = Math.floor(sy);
        if (t <= 0 || ix < 0 || iy < 0 || ix + 1 >= width || iy + 1 >= height) continue;
        const fx = sx - ix;
        const fy = sy - iy;
        const i = (iy * width + ix) * 3;
        const j = i + width * 3;
        for (let ch = 0; ch < 3; ch += 1) {
          const top = image.data[i + ch]! * (1 - fx) + image.data[i + 3 + ch]! * fx;
          const bottom = image.data[j + ch]! * (1 - fx) + image.data[j + 3 + ch]! * fx;
          out[o + ch] = top * (1 - fy) + bottom * fy + 0.5;
        }
      }
    }
    frames.push(await jpeg({ data: out, width, height }, quality));
  }
  return frames;
}

/** Degrees a rendered head turns to answer a challenge: every shared photo tried passes both ways with room (decision 061). */
export const ANSWER_TURN_DEGREES = 30;

/**
 * The frames a customer's app sends for a head-turn challenge (JPEG, 640 px):
 * `photo` facing the camera, then `count - 1` frames of its head turning
 * towards `side` (1: the customer's left, -1: right), or of the flat picture
 * swung about an axis behind it (`flat`), as a print held up would.
 */
export async function headTurnCapture(
  photo: Buffer,
  landmarks: Point[],
  count: number,
  side: 1 | -1,
  how: 'head' | 'flat' = 'head',
): Promise<Buffer[]> {
  const yaws = turnYaws(count - 1, side * ANSWER_TURN_DEGREES);
  const turned =
    how === 'flat'
      ? await renderFlatTurn(photo, landmarks, yaws, { pivot: { behind: 1 }, shift: 0.3 })
      : await renderHeadTurn(photo, landmarks, yaws);
  return [await facingFrame(photo), ...turned];
}
