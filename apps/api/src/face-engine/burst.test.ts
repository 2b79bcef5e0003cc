// The burst (decision 038): the rule on landmark sets, then the engine on
// bursts made from shared photos: moved as a flat plane by homographies (a
// print or a screen), re-sent unchanged (a still burst), and a real change of
// expression between photos of one person (a face whose parts move on their own).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyseBurst,
  BURST_PARALLAX_RESIDUAL,
  BURST_TRUSTED_MOTION,
  eyeDistance,
  fitHomography,
} from './burst';
import { OnnxFaceEngine } from './onnx-engine';
import { livenessOutcome } from './policy';
import { readSharedFace, skipWithoutSharedFaces } from './testing/shared-faces';
import { flatBurst, type PlaneMotion } from './testing/synthetic-burst';
import { type FaceAnalysis, hasFace, type Point } from './types';

/** A face-like 68-point set: a jaw arc, brows, nose, eyes and mouth around (500, 500). */
function faceLandmarks(): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < 17; i += 1) {
    const a = Math.PI * (i / 16);
    points.push({ x: 500 - 150 * Math.cos(a), y: 480 + 170 * Math.sin(a) });
  }
  for (let i = 0; i < 10; i += 1)
    points.push({ x: 380 + i * 27, y: 400 - 12 * Math.sin(((i % 5) / 4) * Math.PI) });
  for (let i = 0; i < 9; i += 1)
    points.push({ x: 500 + (i < 4 ? 0 : (i - 6) * 12), y: 430 + (i < 4 ? i * 25 : 110) });
  for (let i = 0; i < 12; i += 1) {
    const cx = i < 6 ? 440 : 560;
    const a = (2 * Math.PI * (i % 6)) / 6;
    points.push({ x: cx + 25 * Math.cos(a), y: 440 + 10 * Math.sin(a) });
  }
  for (let i = 0; i < 20; i += 1) {
    const a = (2 * Math.PI * i) / 20;
    points.push({ x: 500 + 45 * Math.cos(a), y: 600 + 15 * Math.sin(a) });
  }
  return points;
}

/** The points as a flat picture turned by `yaw` radians before a camera of focal length f. */
function turnedPlane(points: Point[], yaw: number, shift: number): Point[] {
  const f = 1000;
  return points.map(({ x, y }) => {
    const X = (x - 500) * Math.cos(yaw);
    const Z = f + (x - 500) * Math.sin(yaw);
    return { x: 500 + (f * X) / Z + shift, y: 500 + (f * (y - 500)) / Z };
  });
}

describe('burst rule', () => {
  const face = faceLandmarks();

  it('fits the homography of a flat picture exactly', () => {
    const moved = turnedPlane(face, 0.2, 30);
    const map = fitHomography(face, moved)!;
    for (const [i, p] of face.entries()) {
      expect(map(p).x).toBeCloseTo(moved[i]!.x, 6);
      expect(map(p).y).toBeCloseTo(moved[i]!.y, 6);
    }
  });

  it('calls a burst that did not move still, and a flat picture turned and shifted rigid', () => {
    expect(analyseBurst(face, [face, face])?.evidence).toBe('still');
    const turned = [turnedPlane(face, 0.1, 10), turnedPlane(face, -0.15, -20)];
    const flat = analyseBurst(face, turned)!;
    expect(flat.evidence).toBe('rigid-motion');
    expect(flat.residual).toBeLessThan(1e-6);
  });

  it('sees the nose and eyes moving against the face outline, but only when the burst moved little', () => {
    const size = eyeDistance(face);
    // The nose and the eyes (27–47) pushed sideways as by a head turn; the rim stays.
    const turned = face.map((p, i) =>
      i >= 27 && i <= 47 ? { x: p.x + 0.3 * size, y: p.y } : { x: p.x + 0.05 * size, y: p.y },
    );
    const live = analyseBurst(face, [turned])!;
    expect(live.residual).toBeGreaterThan(BURST_PARALLAX_RESIDUAL);
    expect(live.evidence).toBe('independent-motion');
    // The same shape change carried along by a large move: the landmarks are not trusted.
    const far = turned.map((p) => ({ x: p.x + 1.5 * size * BURST_TRUSTED_MOTION, y: p.y }));
    expect(analyseBurst(face, [far])?.evidence).toBe('rigid-motion');
  });

  it('leaves out frames without the face and answers nothing without any frame', () => {
    expect(analyseBurst(face, [[]])).toBeNull();
    expect(analyseBurst(face, [[], face])?.frames).toBe(1);
  });
});

describe.skipIf(skipWithoutSharedFaces)('burst on shared photos', () => {
  let engine: OnnxFaceEngine;
  beforeAll(async () => {
    engine = await OnnxFaceEngine.create();
  });
  afterAll(async () => {
    await engine?.close();
  });
  const analyse = async (file: string, frames: Uint8Array[]): Promise<FaceAnalysis> => {
    const result = await engine.analyse(readSharedFace(file), { frames });
    if (!hasFace(result)) throw new Error(`no face in ${file}`);
    return result;
  };
  /** A terminal's frame: up to 640 px, re-encoded. */
  const frameOf = (file: string) =>
    sharp(readSharedFace(file))
      .resize({ width: 640, height: 640, fit: 'inside' })
      .jpeg({ quality: 85 })
      .toBuffer();

  // 12 analyses of a photo with 4 frames: some 10 s on a quiet machine, more on a busy one.
  it('never rates a photo moved as a flat plane as a moving face, so never confident-live', async () => {
    let seed = 20_261_126;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647 - 0.5;
    };
    const files = [
      'stock-emotions-a-1.jpg',
      'person-vlado.jpg',
      'person-nicole.jpg',
      'faces-attacks/vietmoney-live-01.jpg',
    ];
    for (const file of files) {
      for (const reach of [0.5, 1, 2]) {
        const motions: PlaneMotion[] = Array.from({ length: 4 }, () => ({
          yawDeg: random() * 24 * reach,
          pitchDeg: random() * 16 * reach,
          dx: random() * 40 * reach,
          dy: random() * 40 * reach,
          scale: 1 + random() * 0.1 * reach,
        }));
        const result = await analyse(file, await flatBurst(readSharedFace(file), motions));
        expect(result.burst?.evidence, `${file} ×${reach}`).not.toBe('independent-motion');
        expect(livenessOutcome(result, result.burst?.evidence ?? null)).not.toBe('confident-live');
      }
    }
  }, 60_000);

  it('rates a still burst as still: uncertain, not an attack', async () => {
    const photo = readSharedFace('stock-emotions-a-1.jpg');
    const result = await analyse('stock-emotions-a-1.jpg', await flatBurst(photo, [{}, {}, {}]));
    expect(result.burst).toMatchObject({ evidence: 'still', frames: 3 });
    expect(livenessOutcome(result, result.burst!.evidence)).toBe('uncertain');
  });

  it('rates a face changing expression between frames as a moving face: confident-live', async () => {
    const frames = await Promise.all(
      ['stock-emotions-a-2.jpg', 'stock-emotions-a-5.jpg'].map(frameOf),
    );
    const result = await analyse('stock-emotions-a-1.jpg', frames);
    expect(result.burst?.evidence).toBe('independent-motion');
    expect(livenessOutcome(result, result.burst!.evidence)).toBe('confident-live');
  });

  it("never lets another person's moving face vouch for the photo", async () => {
    // Frames of someone else changing expression, sent with Ana's photo: left out.
    const frames = await Promise.all(
      ['stock-emotions-b-2.jpg', 'stock-emotions-b-4.jpg'].map(frameOf),
    );
    const result = await analyse('stock-emotions-a-1.jpg', frames);
    expect(result.burst).toBeNull();
    expect(livenessOutcome(result, null)).toBe('uncertain');
  });
});
