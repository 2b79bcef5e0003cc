// Photo quality of the analysed face: is it big, sharp, frontal and lit enough
// for a template we will match payments against? Limits were set on the shared
// photos (bench/face-accuracy) and are deliberately loose: they catch a bad
// capture, they are not a second recogniser.
import type { Box, FaceQuality, QualityIssue } from './types';

export const qualityLimits = {
  /** Face box height in pixels of the (at most 1280 px) working photo. */
  minFaceSize: 80,
  /** Variance of the Laplacian on the aligned 112 px grey face. */
  minSharpness: 60,
  /** |yaw| and |pitch| from `headPose`, 0 frontal. */
  maxYaw: 0.5,
  maxPitch: 0.8,
  /** Mean grey level of the face centre. */
  minBrightness: 40,
  maxBrightness: 220,
  /** Share of the detector box allowed outside the photo. */
  maxOutside: 0.15,
} as const;

/**
 * Sharpness and brightness of the aligned face (grey, 112 x 112), measured on its
 * centre so the black outside the photo and the background do not count.
 */
export function measureFace(
  grey: Float32Array,
  size = 112,
): { sharpness: number; brightness: number } {
  const from = Math.round(size * 0.2);
  const to = Math.round(size * 0.8);
  let sum = 0;
  let sumSq = 0;
  let bright = 0;
  let n = 0;
  for (let y = from; y < to; y += 1) {
    for (let x = from; x < to; x += 1) {
      const i = y * size + x;
      const lap = grey[i - 1]! + grey[i + 1]! + grey[i - size]! + grey[i + size]! - 4 * grey[i]!;
      sum += lap;
      sumSq += lap * lap;
      bright += grey[i]!;
      n += 1;
    }
  }
  const meanLap = sum / n;
  return { sharpness: sumSq / n - meanLap * meanLap, brightness: bright / n };
}

export function assessQuality(input: {
  box: Box;
  image: { width: number; height: number };
  sharpness: number;
  brightness: number;
  yaw: number;
  pitch: number;
}): FaceQuality {
  const { box, image, sharpness, brightness, yaw, pitch } = input;
  const issues: QualityIssue[] = [];
  if (box.height < qualityLimits.minFaceSize) issues.push('TOO_SMALL');
  if (sharpness < qualityLimits.minSharpness) issues.push('BLURRED');
  if (Math.abs(yaw) > qualityLimits.maxYaw || Math.abs(pitch) > qualityLimits.maxPitch) {
    issues.push('TURNED_AWAY');
  }
  if (brightness < qualityLimits.minBrightness || brightness > qualityLimits.maxBrightness) {
    issues.push('BAD_LIGHTING');
  }
  const insideW = Math.min(box.x + box.width, image.width) - Math.max(box.x, 0);
  const insideH = Math.min(box.y + box.height, image.height) - Math.max(box.y, 0);
  const outside = 1 - (Math.max(0, insideW) * Math.max(0, insideH)) / (box.width * box.height);
  if (outside > qualityLimits.maxOutside) issues.push('CUT_OFF');
  return { faceSize: box.height, sharpness, yaw, pitch, brightness, issues };
}
