// The engine on real photos (../shared/faces), models loaded once for the file.
// Error rates over the whole set are the benchmark's job (bench/face-accuracy);
// these tests pin the pipeline's behaviour on clear cases.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageLimits } from './decode';
import { OnnxFaceEngine } from './onnx-engine';
import { enrolmentRefusal } from './policy';
import { cosineSimilarity, euclideanDistance, type FaceFeatures, isSamePerson } from './similarity';
import {
  readSharedFace,
  sharedFacesAvailable,
  skipWithoutSharedFaces,
  sharedFacesMissing,
} from './testing/shared-faces';
import { FaceEngineError, hasFace, type AnalyseResult, type FaceAnalysis } from './types';

let engine: OnnxFaceEngine;
beforeAll(async () => {
  engine = await OnnxFaceEngine.create();
});
afterAll(async () => {
  await engine?.close();
});

function analysed(result: AnalyseResult): FaceAnalysis {
  if (!hasFace(result)) throw new Error('expected a face');
  return result;
}

async function embed(file: string): Promise<Float32Array> {
  return (await features(file)).embedding;
}

async function features(file: string): Promise<FaceFeatures> {
  const { embedding, descriptor } = analysed(await engine.analyse(readSharedFace(file)));
  return { embedding, descriptor };
}

async function rejection(bytes: Uint8Array): Promise<string> {
  const error = await engine.analyse(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FaceEngineError);
  return (error as FaceEngineError).code;
}

describe('photos that are not usable', () => {
  it('refuses bytes that are not a photo with FACE_IMAGE_INVALID_TYPE', async () => {
    expect(await rejection(new TextEncoder().encode('not a photo at all'))).toBe(
      'FACE_IMAGE_INVALID_TYPE',
    );
    expect(await rejection(new Uint8Array())).toBe('FACE_IMAGE_INVALID_TYPE');
    // A JPEG signature followed by garbage.
    expect(await rejection(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]))).toBe(
      'FACE_IMAGE_INVALID_TYPE',
    );
    const gif = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#888' },
    })
      .gif()
      .toBuffer();
    expect(await rejection(gif)).toBe('FACE_IMAGE_INVALID_TYPE');
  });

  it('refuses photos too small, too large or too heavy with FACE_IMAGE_INVALID_SIZE', async () => {
    const tiny = await sharp({
      create: { width: 100, height: 120, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    expect(await rejection(tiny)).toBe('FACE_IMAGE_INVALID_SIZE');
    const huge = await sharp({
      create: { width: 9000, height: 200, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    expect(await rejection(huge)).toBe('FACE_IMAGE_INVALID_SIZE');
    const heavy = new Uint8Array(imageLimits.maxBytes + 1);
    heavy.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await rejection(heavy)).toBe('FACE_IMAGE_INVALID_SIZE');
  });

  it('finds no face in a blank photo', async () => {
    const blank = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#7a8' },
    })
      .png()
      .toBuffer();
    const result = await engine.analyse(blank);
    expect(result.faces).toEqual([]);
    expect(enrolmentRefusal(result)).toBe('FACE_REGISTER_NO_FACE_FOUND');
  });
});

describe.skipIf(skipWithoutSharedFaces)(
  `shared face photos${sharedFacesAvailable ? '' : `: ${sharedFacesMissing}`}`,
  () => {
    it('analyses a single-face photo: one face, landmarks inside it, a 512-d unit embedding', async () => {
      const result = analysed(await engine.analyse(readSharedFace('person-vlado.jpg')));
      expect(result.faces).toHaveLength(1);
      const [face] = result.faces;
      expect(face!.score).toBeGreaterThan(0.9);
      for (const point of face!.landmarks5) {
        expect(point.x).toBeGreaterThan(face!.box.x);
        expect(point.x).toBeLessThan(face!.box.x + face!.box.width);
        expect(point.y).toBeGreaterThan(face!.box.y);
        expect(point.y).toBeLessThan(face!.box.y + face!.box.height);
      }
      expect(result.embedding).toBeInstanceOf(Float32Array);
      expect(result.embedding).toHaveLength(512);
      expect(Math.hypot(...result.embedding)).toBeCloseTo(1, 4);
      expect(result.liveness.score).toBeGreaterThanOrEqual(0);
      expect(result.liveness.score).toBeLessThanOrEqual(1);
      expect(result.quality.issues).toEqual([]);
      expect(enrolmentRefusal(result)).toBeNull();
    });

    it('finds no face in no-face-background.jpg', async () => {
      const result = await engine.analyse(readSharedFace('no-face-background.jpg'));
      expect(result.faces).toEqual([]);
    });

    it.each([
      'several-group-1.jpg',
      'several-group-2.jpg',
      'several-group-3.jpg',
      'several-solvay1927.jpg',
    ])('finds more than one face in %s and refuses it for enrolment', async (file) => {
      const result = await engine.analyse(readSharedFace(file));
      expect(result.faces.length).toBeGreaterThan(1);
      expect(enrolmentRefusal(result)).toBe('FACE_REGISTER_MORE_THEN_ONE_FACE_FOUND');
    });

    it('tells the same person from different people (both models fused)', async () => {
      const same = [
        ['small-amy-1.jpg', 'small-amy-2.jpg'],
        ['small-howard-1.jpg', 'small-howard-2.jpg'],
        ['small-penny-1.jpg', 'small-penny-2.jpg'],
        ['small-raj-1.jpg', 'small-raj-2.jpg'],
        ['person-vlado.jpg', 'person-vlado1.jpg'],
        ['stock-emotions-a-1.jpg', 'stock-emotions-a-2.jpg'],
      ] as const;
      const different = [
        ['small-amy-1.jpg', 'small-bernadette-1.jpg'],
        ['small-raj-1.jpg', 'small-howard-1.jpg'],
        ['stock-emotions-a-1.jpg', 'stock-emotions-b-1.jpg'],
        ['person-vlado.jpg', 'small-leonard-1.jpg'],
        ['person-lexi.jpg', 'person-nicole.jpg'],
      ] as const;
      for (const [a, b] of same) {
        const [x, y] = [await features(a), await features(b)];
        expect(isSamePerson(x, y), `${a} ~ ${b}`).toBe(true);
        // dlib's descriptor alone keeps its published rule: same person within 0.6.
        expect(euclideanDistance(x.descriptor!, y.descriptor!), `${a} ~ ${b}`).toBeLessThan(0.6);
      }
      for (const [a, b] of different) {
        const [x, y] = [await features(a), await features(b)];
        expect(isSamePerson(x, y), `${a} vs ${b}`).toBe(false);
        expect(euclideanDistance(x.descriptor!, y.descriptor!), `${a} vs ${b}`).toBeGreaterThan(
          0.6,
        );
      }
    });

    it('reads a sideways phone photo upright (EXIF orientation)', async () => {
      const original = readSharedFace('person-vlado.jpg');
      // Pixels turned a quarter left, with the EXIF tag that says "turn right to view".
      const sideways = await sharp(original)
        .rotate(-90)
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const upright = await embed('person-vlado.jpg');
      const fromSideways = analysed(await engine.analyse(sideways)).embedding;
      expect(cosineSimilarity(upright, fromSideways)).toBeGreaterThan(0.9);
    });

    it('flags a face turned away from the camera', async () => {
      const result = analysed(await engine.analyse(readSharedFace('stock-emotions-a-2.jpg')));
      expect(result.quality.issues).toContain('TURNED_AWAY');
      expect(enrolmentRefusal(result)).toBe('FACE_QUALITY_TOO_LOW');
    });

    it('flags a blurred face', async () => {
      const blurred = await sharp(readSharedFace('person-vlado.jpg')).blur(6).jpeg().toBuffer();
      const result = analysed(await engine.analyse(blurred));
      expect(result.quality.issues).toContain('BLURRED');
    });

    it('flags a face too small in the photo', async () => {
      const far = await sharp(readSharedFace('person-vlado.jpg')).resize(320).jpeg().toBuffer();
      const result = analysed(await engine.analyse(far));
      expect(result.quality.issues).toContain('TOO_SMALL');
    });
  },
);
