// The thumbnails a payment's analysis returns (decision 085) are the replay
// check's own: for every image the engine decoded at its full size, the same
// 1,024 bytes as the check's decode takes today, so its verdicts cannot move;
// an image the engine scaled down, or did not look at, gets none.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraCapture } from '../../../test/camera';
import { FaceEnginePool } from '../../face-engine/pool';
import {
  readSharedFace,
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import { hasFace } from '../../face-engine/types';
import { fingerprintCapture } from './fingerprint';

/** The thumbnail as decision 063 took it: full decode, grey, 32×32 cubic. */
async function thumbnailAsBefore(bytes: Buffer): Promise<Uint8Array> {
  const { data, info } = await sharp(bytes).rotate().removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  return new Uint8Array(
    await sharp(data, { raw: info })
      .greyscale()
      .resize(32, 32, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer(),
  );
}

describe.skipIf(skipWithoutSharedFaces)(
  `the analysis's capture thumbnails${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    let pool: FaceEnginePool;
    beforeAll(async () => {
      pool = await FaceEnginePool.create({ size: 1 });
    });
    afterAll(async () => {
      await pool?.close();
    });

    const asTill = async (file: string, size: { width?: number; height?: number }) =>
      cameraCapture(
        await sharp(readSharedFace(file))
          .resize({ ...size, fit: 'cover' })
          .png()
          .toBuffer(),
        { seed: 7 },
      );

    it('are, from the worker, the bytes the replay check decodes today, for the photo and every frame', async () => {
      const photo = await asTill('stock-emotions-a-1.jpg', { height: 1280 });
      const frames = [
        await asTill('stock-emotions-a-3.jpg', { width: 640, height: 480 }),
        await asTill('stock-emotions-a-4.jpg', { height: 720 }),
        // Other encodings and a sideways phone photo: the same pixels either way.
        await sharp(await asTill('stock-emotions-a-5.jpg', { height: 720 }))
          .png()
          .toBuffer(),
        await sharp(await asTill('person-vlado.jpg', { height: 720 }))
          .webp({ quality: 90 })
          .toBuffer(),
        await sharp(await asTill('stock-emotions-a-2.jpg', { width: 720, height: 540 }))
          .withMetadata({ orientation: 6 })
          .jpeg()
          .toBuffer(),
      ];
      const result = await pool.analyse(photo, { frames, thumbnails: true });
      expect(hasFace(result)).toBe(true);
      const thumbnails = result.thumbnails!;
      for (const [index, bytes] of [photo, ...frames].entries()) {
        const given = index === 0 ? thumbnails.image : thumbnails.frames[index - 1];
        const before = await thumbnailAsBefore(bytes);
        expect(given, `image ${index}`).toEqual(before);
        expect((await fingerprintCapture(bytes))!.thumb).toEqual(before);
      }
    });

    it('are left out for a photo the engine scaled down and for frames of a photo without a face', async () => {
      // 1,917 px high: analysed at 1,280, not the pixels the check decodes.
      const large = await pool.analyse(readSharedFace('person-nicole.jpg'), { thumbnails: true });
      expect(large.thumbnails).toEqual({ image: null, frames: [] });
      const frame = await asTill('stock-emotions-a-3.jpg', { width: 640, height: 480 });
      const empty = readSharedFace('no-face-background.jpg');
      const noFace = await pool.analyse(empty, { frames: [frame], thumbnails: true });
      expect(noFace.faces).toEqual([]);
      expect(noFace.thumbnails).toEqual({
        image: await thumbnailAsBefore(empty),
        frames: [null],
      });
    });

    it('are not taken unless asked', async () => {
      expect(await pool.analyse(readSharedFace('small-raj-1.jpg'))).not.toHaveProperty(
        'thumbnails',
      );
    });
  },
);
