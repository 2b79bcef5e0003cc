// Face detection post-processing for the 320 x 240 detector (an RFB "ultra-light"
// SSD with 4420 priors): its `boxes` output is already decoded to corners in 0..1,
// so what is left is the score filter and non-maximum suppression.
import type { Box } from './types';

export const detectorInput = { width: 320, height: 240 } as const;

export interface RawDetection {
  box: Box;
  score: number;
}

export interface DetectOptions {
  /** Minimum face probability kept. */
  scoreThreshold: number;
  /** Two boxes overlapping more than this (intersection over union) are one face. */
  iouThreshold: number;
  /** At most this many faces (a crowd photo is still "more than one"). */
  maxFaces: number;
}

export const defaultDetectOptions: DetectOptions = {
  scoreThreshold: 0.7,
  iouThreshold: 0.3,
  maxFaces: 50,
};

function iou(p: Box, q: Box): number {
  const x1 = Math.max(p.x, q.x);
  const y1 = Math.max(p.y, q.y);
  const x2 = Math.min(p.x + p.width, q.x + q.width);
  const y2 = Math.min(p.y + p.height, q.y + q.height);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = p.width * p.height + q.width * q.height - inter;
  return union > 0 ? inter / union : 0;
}

/**
 * Faces from the detector's outputs, in pixels of an image `width` x `height`,
 * biggest first. `scores` is [priors, 2] (background, face), `boxes` [priors, 4].
 */
export function decodeDetections(
  scores: Float32Array,
  boxes: Float32Array,
  width: number,
  height: number,
  options: DetectOptions = defaultDetectOptions,
): RawDetection[] {
  const candidates: RawDetection[] = [];
  const priors = scores.length / 2;
  for (let i = 0; i < priors; i += 1) {
    const score = scores[2 * i + 1]!;
    if (score < options.scoreThreshold) continue;
    // Not clipped to the photo: a box past the edge tells that the face is cut off.
    const x1 = boxes[4 * i]! * width;
    const y1 = boxes[4 * i + 1]! * height;
    const x2 = boxes[4 * i + 2]! * width;
    const y2 = boxes[4 * i + 3]! * height;
    if (x2 - x1 < 2 || y2 - y1 < 2) continue;
    candidates.push({ box: { x: x1, y: y1, width: x2 - x1, height: y2 - y1 }, score });
  }
  candidates.sort((p, q) => q.score - p.score);
  const kept: RawDetection[] = [];
  for (const candidate of candidates) {
    if (kept.every((face) => iou(face.box, candidate.box) <= options.iouThreshold)) {
      kept.push(candidate);
      if (kept.length >= options.maxFaces) break;
    }
  }
  return kept.sort((p, q) => q.box.width * q.box.height - p.box.width * p.box.height);
}

/**
 * The square the landmark and liveness models were trained on: the detector box's
 * height, centred on the box, kept inside the image.
 */
export function squareBox(box: Box, width: number, height: number): Box {
  const side = Math.min(box.height, width - 1, height - 1);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const x = Math.min(Math.max(0, cx - side / 2), width - 1 - side);
  const y = Math.min(Math.max(0, cy - side / 2), height - 1 - side);
  return { x, y, width: side, height: side };
}

/**
 * The box scaled by `scale` around its centre, shrunk to fit and shifted inside
 * the image (how the liveness model's context crop is made).
 */
export function contextBox(box: Box, scale: number, width: number, height: number): Box {
  const s = Math.min((height - 1) / box.height, (width - 1) / box.width, scale);
  const w = box.width * s;
  const h = box.height * s;
  let x = box.x + box.width / 2 - w / 2;
  let y = box.y + box.height / 2 - h / 2;
  x = Math.min(Math.max(0, x), width - 1 - w);
  y = Math.min(Math.max(0, y), height - 1 - h);
  return { x, y, width: w, height: h };
}
