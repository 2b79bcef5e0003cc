// The landmark model gives the 68 points of the iBUG 300-W layout (jaw 0-16,
// brows 17-26, nose 27-35, eyes 36-47, mouth 48-67) in 0..1 of its square crop.
import type { Box, Point } from './types';

export const landmarkInput = 64;

/** The 68 points in photo pixels. */
export function landmarksToPixels(output: Float32Array, crop: Box): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < 68; i += 1) {
    points.push({
      x: output[2 * i]! * crop.width + crop.x,
      y: output[2 * i + 1]! * crop.height + crop.y,
    });
  }
  return points;
}

function mean(points: Point[], indices: number[]): Point {
  let x = 0;
  let y = 0;
  for (const i of indices) {
    x += points[i]!.x;
    y += points[i]!.y;
  }
  return { x: x / indices.length, y: y / indices.length };
}

/** Eye centres (eyelid points), nose tip, mouth corners (outer and inner lip averaged). */
export function fivePoints(points: Point[]): [Point, Point, Point, Point, Point] {
  return [
    mean(points, [37, 38, 40, 41]),
    mean(points, [43, 44, 46, 47]),
    points[30]!,
    mean(points, [48, 60]),
    mean(points, [54, 64]),
  ];
}

/**
 * Rough head pose from the landmarks, no model needed. Yaw: where the nose tip
 * sits between the two sides of the jaw (0 frontal, ±1 profile). Pitch: where it
 * sits between the eye line and the mouth, relative to a frontal face.
 */
export function headPose(points: Point[]): { yaw: number; pitch: number } {
  const left = points[0]!;
  const right = points[16]!;
  const nose = points[30]!;
  const span = right.x - left.x;
  const yaw = span > 0 ? ((nose.x - left.x) / span - 0.5) * 2 : 1;
  const eyes = mean(points, [36, 39, 42, 45]);
  const mouth = mean(points, [48, 54]);
  const drop = mouth.y - eyes.y;
  const pitch = drop > 0 ? ((nose.y - eyes.y) / drop - 0.6) * 2.5 : 1;
  return { yaw, pitch };
}
