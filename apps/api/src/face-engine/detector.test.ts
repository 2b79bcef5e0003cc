import { describe, expect, it } from 'vitest';
import { contextBox, decodeDetections, squareBox } from './detector';

/** Detector outputs for the given (score, x1, y1, x2, y2) rows, in 0..1. */
function outputs(rows: [number, number, number, number, number][]) {
  const scores = new Float32Array(rows.length * 2);
  const boxes = new Float32Array(rows.length * 4);
  rows.forEach(([score, ...box], i) => {
    scores.set([1 - score, score], 2 * i);
    boxes.set(box, 4 * i);
  });
  return { scores, boxes };
}

describe('decodeDetections', () => {
  it('keeps confident boxes, merges overlaps, and puts the biggest face first', () => {
    const { scores, boxes } = outputs([
      [0.95, 0.1, 0.1, 0.2, 0.2], // small face
      [0.9, 0.5, 0.3, 0.8, 0.8], // big face
      [0.85, 0.51, 0.31, 0.79, 0.8], // the same big face again
      [0.3, 0.0, 0.0, 1.0, 1.0], // not confident
    ]);
    const faces = decodeDetections(scores, boxes, 1000, 500);
    expect(faces).toHaveLength(2);
    expect(faces[0]!.score).toBeCloseTo(0.9);
    const { box } = faces[0]!;
    expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([500, 150, 300, 250]);
    expect(faces[1]!.score).toBeCloseTo(0.95);
  });

  it('keeps a box that runs past the edge (the face is cut off)', () => {
    const { scores, boxes } = outputs([[0.99, -0.1, 0.2, 0.3, 0.6]]);
    expect(decodeDetections(scores, boxes, 100, 100)[0]!.box.x).toBeCloseTo(-10);
  });
});

describe('crop boxes', () => {
  it('squares a box on its height and keeps it inside the photo', () => {
    expect(squareBox({ x: 10, y: 10, width: 40, height: 60 }, 100, 100)).toEqual({
      x: 0,
      y: 10,
      width: 60,
      height: 60,
    });
  });

  it('widens the liveness context but never past the photo', () => {
    const box = contextBox({ x: 40, y: 40, width: 20, height: 20 }, 2.7, 100, 100);
    expect(box.width).toBeCloseTo(54);
    expect(box.x).toBeCloseTo(23);
    expect(contextBox({ x: 40, y: 40, width: 50, height: 50 }, 2.7, 100, 100).width).toBeCloseTo(
      99,
    );
  });
});
