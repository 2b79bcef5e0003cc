// The worker pool: photos are analysed off the event loop, in parallel, and
// failures come back as catalogue codes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaceEnginePool } from './pool';
import {
  readSharedFace,
  sharedFacesAvailable,
  skipWithoutSharedFaces,
  sharedFacesMissing,
} from './testing/shared-faces';
import { FaceEngineError, hasFace } from './types';

let pool: FaceEnginePool;
beforeAll(async () => {
  pool = await FaceEnginePool.create({ size: 2 });
});
afterAll(async () => {
  await pool?.close();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FaceEngineError);
  return (error as FaceEngineError).code;
}

describe('FaceEnginePool', () => {
  it('starts the requested number of workers', () => {
    expect(pool.size).toBe(2);
  });

  it('answers bad bytes with the catalogue code and keeps working', async () => {
    expect(await codeOf(pool.analyse(new Uint8Array([1, 2, 3])))).toBe('FACE_IMAGE_INVALID_TYPE');
    expect(pool.size).toBe(2);
  });

  it("leaves the caller's photo intact: a Buffer is copied, not handed over", async () => {
    // A JPEG's first bytes, so it reaches a worker (which then cannot decode it);
    // large enough not to sit in Node's shared small-Buffer pool.
    const photo = Buffer.alloc(16 * 1024, 7);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    await codeOf(pool.analyse(photo));
    expect(photo.byteLength).toBe(16 * 1024);
    expect([...photo.subarray(0, 5)]).toEqual([0xff, 0xd8, 0xff, 0xe0, 7]);
  });

  it('fails at once with FACE_SERVICE_UNAVAILABLE when the models are missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'rosto-no-models-'));
    try {
      expect(await codeOf(FaceEnginePool.create({ modelsDir: empty, size: 1 }))).toBe(
        'FACE_SERVICE_UNAVAILABLE',
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses work after close with FACE_SERVICE_UNAVAILABLE', async () => {
    const other = await FaceEnginePool.create({ size: 1 });
    await other.close();
    expect(await codeOf(other.analyse(new Uint8Array([0xff, 0xd8, 0xff])))).toBe(
      'FACE_SERVICE_UNAVAILABLE',
    );
  });

  it.skipIf(skipWithoutSharedFaces)(
    `analyses several photos at once while the event loop keeps turning${sharedFacesAvailable ? '' : `: ${sharedFacesMissing}`}`,
    async () => {
      const files = [
        'person-vlado.jpg',
        'stock-emotions-a-1.jpg',
        'no-face-background.jpg',
        'small-raj-1.jpg',
      ];
      let turns = 0;
      const ticker = setInterval(() => (turns += 1), 1);
      const results = await Promise.all(files.map((file) => pool.analyse(readSharedFace(file))));
      clearInterval(ticker);
      expect(results.map((result) => result.faces.length)).toEqual([1, 1, 0, 1]);
      const first = results[0]!;
      expect(hasFace(first) && first.embedding).toBeInstanceOf(Float32Array);
      // Timers fired while the workers decoded and ran the models.
      expect(turns).toBeGreaterThan(0);
    },
  );
});
