// @vitest-environment node
// Hint rules: from what the detector saw to the one hint shown.
import { describe, expect, it } from 'vitest';
import {
  eyeAspectRatio,
  faceHint,
  initialHintSmoothing,
  smoothHint,
  type DetectedFace,
  type FaceObservation,
  type Point,
} from './face-hints';

const frame = { width: 720, height: 1280 };
/** Eye points for a given openness (height over width). */
const eye = (x: number, openness: number): Point[] => {
  const half = 15 * openness;
  return [
    { x, y: 500 },
    { x: x + 10, y: 500 - half },
    { x: x + 20, y: 500 - half },
    { x: x + 30, y: 500 },
    { x: x + 20, y: 500 + half },
    { x: x + 10, y: 500 + half },
  ];
};
/** A face centred on the oval, 360 px high (0.28 of the frame's height). */
const face = (overrides: Partial<DetectedFace> = {}): DetectedFace => ({
  box: { x: 360 - 140, y: 576 - 180, width: 280, height: 360 },
  leftEye: eye(300, 0.6),
  rightEye: eye(390, 0.6),
  expressions: { neutral: 0.9, happy: 0.05 },
  ...overrides,
});
const seen = (...faces: DetectedFace[]): FaceObservation => ({ frame, faces });

describe('face hints', () => {
  it('is OK for a centred face of the right size, eyes open, neutral', () => {
    expect(faceHint(seen(face()))).toBe('OK');
  });

  it('asks to align when there is no face or it is off the oval', () => {
    expect(faceHint(seen())).toBe('ALIGN');
    expect(faceHint(seen(face({ box: { x: 0, y: 396, width: 280, height: 360 } })))).toBe('ALIGN');
    expect(faceHint(seen(face({ box: { x: 220, y: 20, width: 280, height: 360 } })))).toBe('ALIGN');
    expect(faceHint({ frame: { width: 0, height: 0 }, faces: [face()] })).toBe('ALIGN');
  });

  it('asks to come closer for a small face and to go further for a big one', () => {
    expect(faceHint(seen(face({ box: { x: 310, y: 506, width: 100, height: 140 } })))).toBe(
      'CLOSER',
    );
    expect(faceHint(seen(face({ box: { x: 60, y: 226, width: 600, height: 700 } })))).toBe(
      'FURTHER',
    );
  });

  it('judges the biggest face when there are several', () => {
    const small = face({ box: { x: 0, y: 0, width: 50, height: 60 } });
    expect(faceHint(seen(small, face()))).toBe('OK');
  });

  it('asks to keep the eyes open when both eyes look closed', () => {
    expect(faceHint(seen(face({ leftEye: eye(300, 0.1), rightEye: eye(390, 0.12) })))).toBe(
      'EYES_OPEN',
    );
    // Without landmarks the eyes are not judged.
    expect(faceHint(seen(face({ leftEye: undefined, rightEye: undefined })))).toBe('OK');
  });

  it('asks for a neutral expression when another one dominates', () => {
    expect(faceHint(seen(face({ expressions: { neutral: 0.2, happy: 0.75 } })))).toBe('NEUTRAL');
    expect(faceHint(seen(face({ expressions: { neutral: 0.45, happy: 0.3 } })))).toBe('OK');
    expect(faceHint(seen(face({ expressions: undefined })))).toBe('OK');
  });

  it('computes the eye aspect ratio, null for a malformed eye', () => {
    expect(eyeAspectRatio(eye(0, 0.6))).toBeCloseTo(0.6);
    expect(eyeAspectRatio(eye(0, 0.6).slice(0, 5))).toBeNull();
  });

  it('shows the first hint at once, then changes only after two agreeing frames', () => {
    let state = smoothHint(initialHintSmoothing, 'ALIGN');
    expect(state.shown).toBe('ALIGN');
    state = smoothHint(state, 'OK');
    expect(state.shown).toBe('ALIGN');
    state = smoothHint(state, 'CLOSER');
    expect(state.shown).toBe('ALIGN');
    state = smoothHint(state, 'CLOSER');
    expect(state.shown).toBe('CLOSER');
    state = smoothHint(state, 'CLOSER');
    expect(state).toMatchObject({ shown: 'CLOSER', count: 0 });
  });
});
