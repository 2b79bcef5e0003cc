// The head-turn challenge (issue 28, decision 061): the rule on landmark sets,
// then the real engine on shared photos rendered as a head turning (it must
// pass for its side only), turned as a flat plane to the asked side, still,
// or with another person's frame; and the option through the worker pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChallengeAction, checkChallenge, yawProxy } from './challenge';
import { OnnxFaceEngine } from './onnx-engine';
import { FaceEnginePool } from './pool';
import { asNewCapture } from './testing/new-capture';
import { facingFrame, renderFlatTurn, renderHeadTurn, turnYaws } from './testing/head-turn';
import { readSharedFace, skipWithoutSharedFaces } from './testing/shared-faces';
import { type AnalyseResult, type FaceAnalysis, hasFace, type Point } from './types';

/** A face-like 68-point set whose nose sits `nose` px right of the jaw's middle. */
function face(nose = 0): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < 17; i += 1) {
    const a = Math.PI * (i / 16);
    points.push({ x: 500 - 150 * Math.cos(a), y: 480 + 170 * Math.sin(a) });
  }
  for (let i = 0; i < 10; i += 1) points.push({ x: 380 + i * 27, y: 400 });
  for (let i = 0; i < 9; i += 1)
    points.push({ x: 500 + nose + (i < 4 ? 0 : (i - 6) * 12), y: 430 + (i < 4 ? i * 25 : 110) });
  for (let i = 0; i < 12; i += 1) {
    const a = (2 * Math.PI * (i % 6)) / 6;
    points.push({ x: (i < 6 ? 440 : 560) + 25 * Math.cos(a), y: 440 + 10 * Math.sin(a) });
  }
  for (let i = 0; i < 20; i += 1) {
    const a = (2 * Math.PI * i) / 20;
    points.push({ x: 500 + 45 * Math.cos(a), y: 600 + 15 * Math.sin(a) });
  }
  return points;
}

describe('challenge rule', () => {
  const head = (nose: number, planar: number) =>
    ({ face: 'same-person', points: face(nose), planar }) as const;

  it("reads the nose's place between the jaw's sides, unchanged by a picture's shift and scale", () => {
    expect(yawProxy(face(0))).toBeCloseTo(0, 6);
    expect(yawProxy(face(30))).toBeGreaterThan(0.15);
    const moved = face(30).map((p) => ({ x: 2 * p.x + 40, y: 2 * p.y - 10 }));
    expect(yawProxy(moved)).toBeCloseTo(yawProxy(face(30)), 6);
  });

  it('passes a turn with parallax to the asked side and names every other case', () => {
    const start = face(0);
    const verdict = (action: ChallengeAction, ...frames: Parameters<typeof checkChallenge>[2]) =>
      checkChallenge(action, start, frames);
    expect(verdict('turn-left', head(10, 0.2), head(40, 0.3)).passed).toBe(true);
    expect(verdict('turn-right', head(10, 0.2), head(40, 0.3)).failure).toBe('wrong-direction');
    // The landmarks turned, the pixels stayed one plane.
    expect(verdict('turn-left', head(10, 0.05), head(40, 0.06)).failure).toBe('flat-plane');
    expect(verdict('turn-left', head(0, 0.01), head(1, 0.01)).failure).toBe('no-turn');
    // Landmarks that claim a far turn the pixels do not show (a print the
    // landmark model took for a turned head): not a head.
    expect(verdict('turn-left', head(10, 0.2), head(100, 0.2)).failure).toBe('flat-plane');
    expect(verdict('turn-left', head(40, 0.3)).failure).toBe('too-few-frames');
    expect(verdict('turn-left', head(40, 0.3), head(40, 0.3), { face: 'none' }).passed).toBe(true);
    expect(
      verdict('turn-left', head(40, 0.3), head(40, 0.3), { face: 'other-person' }).failure,
    ).toBe('other-person');
    // Turned both ways (a recording that would answer either side): refused.
    expect(verdict('turn-left', head(40, 0.3), head(-40, 0.3)).failure).toBe('wrong-direction');
  });
});

describe.skipIf(skipWithoutSharedFaces)('challenge on shared photos', () => {
  let engine: OnnxFaceEngine;
  const file = 'stock-emotions-b-2.jpg';
  let photo: Buffer;
  let facing: Buffer;
  let landmarks: Point[];

  beforeAll(async () => {
    engine = await OnnxFaceEngine.create();
    photo = readSharedFace(file);
    facing = await facingFrame(photo);
    landmarks = (await engine.faceLandmarks(photo))!;
  });
  afterAll(async () => {
    await engine?.close();
  });

  const analysed = async (frames: Buffer[], challenge: ChallengeAction) => {
    const result: AnalyseResult = await engine.analyse(facing, { frames, challenge });
    expect(hasFace(result)).toBe(true);
    return (result as FaceAnalysis).challenge!;
  };

  it('passes a head turned to the asked side, and refuses it asked the other side', async () => {
    for (const [action, sign] of [
      ['turn-left', 1],
      ['turn-right', -1],
    ] as const) {
      const frames = [facing, ...(await renderHeadTurn(photo, landmarks, turnYaws(4, 20 * sign)))];
      const asked = await analysed(frames, action);
      expect(asked).toMatchObject({ action, passed: true, failure: null, frames: 5 });
      expect(asked.turn).toBeGreaterThan(0);
      const other = await analysed(frames, action === 'turn-left' ? 'turn-right' : 'turn-left');
      expect(other).toMatchObject({ passed: false, failure: 'wrong-direction' });
      expect(other.turn).toBeLessThan(0);
    }
  });

  it('refuses the photo turned as a flat plane to the asked side', async () => {
    for (const pivot of [{}, { across: 2.5 }, { behind: 3 }]) {
      const frames = [
        facing,
        ...(await renderFlatTurn(photo, landmarks, turnYaws(4, 40), { pivot })),
      ];
      expect(await analysed(frames, 'turn-left')).toMatchObject({
        passed: false,
        failure: 'flat-plane',
      });
    }
  });

  it("refuses a still face ('no-turn'), another person's frame, and too few frames", async () => {
    const still = [facing, ...(await Promise.all([1, 2, 3].map((k) => asNewCapture(facing, k))))];
    expect(await analysed(still, 'turn-right')).toMatchObject({
      passed: false,
      failure: 'no-turn',
    });

    const turn = await renderHeadTurn(photo, landmarks, turnYaws(4, 20));
    const stranger = await facingFrame(readSharedFace('person-nicole.jpg'));
    expect(await analysed([facing, ...turn.slice(0, 3), stranger], 'turn-left')).toMatchObject({
      passed: false,
      failure: 'other-person',
    });
    expect(await analysed([turn[3]!], 'turn-left')).toMatchObject({
      passed: false,
      failure: 'too-few-frames',
      frames: 1,
    });
  });

  it('answers null when no challenge was asked', async () => {
    const result = await engine.analyse(facing, { frames: [facing] });
    expect(hasFace(result) && result.challenge).toBeNull();
  });

  it('takes the challenge through the worker pool', async () => {
    const pool = await FaceEnginePool.create({ size: 1 });
    try {
      const frames = [facing, ...(await renderHeadTurn(photo, landmarks, turnYaws(4, -20)))];
      const result = await pool.analyse(facing, { frames, challenge: 'turn-right' });
      expect(hasFace(result) && result.challenge).toMatchObject({
        action: 'turn-right',
        passed: true,
      });
    } finally {
      await pool.close();
    }
  });
});
