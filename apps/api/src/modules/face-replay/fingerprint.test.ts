// The near-exact measure (decision 063): re-encodings of one capture are the
// same capture; a capture a pixel over or 1 % brighter, or another photo, is not.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cameraCapture } from '../../../test/camera';
import { readSharedFace, skipWithoutSharedFaces } from '../../face-engine/testing/shared-faces';
import {
  type CaptureFingerprint,
  captureChange,
  fingerprintCapture,
  REPLAY_MARKS,
  sameCapture,
} from './fingerprint';

describe.skipIf(skipWithoutSharedFaces)('capture fingerprints', () => {
  const print = async (bytes: Buffer) => (await fingerprintCapture(bytes))!;
  let scene: Buffer;
  let sent: Buffer;
  let original: CaptureFingerprint;

  beforeAll(async () => {
    // The scene as a till sees it, 720 px high; `sent` is its capture.
    scene = await sharp(readSharedFace('stock-emotions-a-1.jpg'))
      .resize({ height: 720 })
      .png()
      .toBuffer();
    sent = await cameraCapture(scene, { seed: 1 });
    original = await print(sent);
  });

  it('finds the capture in other encodings and with other metadata', async () => {
    for (const copy of [
      await sharp(sent).jpeg({ quality: 95 }).toBuffer(),
      await sharp(sent).jpeg({ quality: 75 }).toBuffer(),
      await sharp(sent).jpeg({ quality: 60 }).toBuffer(),
      await sharp(sent).png().toBuffer(),
      await sharp(await sharp(sent).png().toBuffer())
        .jpeg({ quality: 90 })
        .toBuffer(),
      await sharp(sent)
        .withMetadata({ exif: { IFD0: { Copyright: 'x' } } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ]) {
      const copied = await print(copy);
      expect(copied.sha256).not.toBe(original.sha256);
      expect(sameCapture(original, copied)).toBe(true);
    }
  });

  it('tells new captures of the still scene apart: moved a pixel, 1 % brighter or darker', async () => {
    const moved = await print(await cameraCapture(scene, { seed: 2, dx: 1 }));
    expect(captureChange(original, moved).shift).toBeGreaterThan(0.001);
    expect(sameCapture(original, moved)).toBe(false);
    expect(
      sameCapture(original, await print(await cameraCapture(scene, { seed: 3, dy: -1 }))),
    ).toBe(false);
    for (const gain of [1.01, 0.99]) {
      const exposed = await print(await cameraCapture(scene, { seed: 4, gain }));
      expect(captureChange(original, exposed).shift).toBeLessThan(0.0002);
      expect(sameCapture(original, exposed)).toBe(false);
    }
  });

  it('tells another photo of the same person apart', async () => {
    const other = await sharp(readSharedFace('stock-emotions-a-2.jpg'))
      .resize({ height: 720 })
      .jpeg()
      .toBuffer();
    expect(sameCapture(original, await print(other))).toBe(false);
  });

  // The limit decision 063 records: sensor noise alone, averaged over a
  // thumbnail's pixel, is no larger than a re-encoding's.
  it('takes a capture with nothing but new sensor noise for the same one', async () => {
    expect(sameCapture(original, await print(await cameraCapture(scene, { seed: 5 })))).toBe(true);
  });

  // sameCapture skips the fit when the means alone rule a pair out: its
  // verdict must stay the fit's for every pair, near the exposure mark too.
  it('judges as the full fit does, whatever the exposure between the two', () => {
    const thumbOf = (level: (i: number) => number) =>
      Uint8Array.from({ length: original.thumb.length }, (_, i) =>
        Math.max(0, Math.min(255, Math.round(level(i)))),
      );
    const printOf = (thumb: Uint8Array, tag: string): CaptureFingerprint => ({
      sha256: tag,
      mean: thumb.reduce((sum, level) => sum + level, 0) / thumb.length,
      thumb,
    });
    let same = 0;
    for (let step = -20; step <= 20; step += 1) {
      // 0.1 % brighter or darker per step: the exposure mark (0.65 %) falls inside the range.
      const gain = 1 + step / 1000;
      const after = printOf(
        thumbOf((i) => original.thumb[i]! * gain),
        `gain ${gain}`,
      );
      const change = captureChange(original, after);
      const fitted =
        change.exposure <= REPLAY_MARKS.exposure &&
        change.shift <= REPLAY_MARKS.shift &&
        change.residue <= REPLAY_MARKS.residue;
      expect(sameCapture(original, after)).toBe(fitted);
      if (fitted) same += 1;
    }
    // Both verdicts occur: the pairs straddle the mark.
    expect(same).toBeGreaterThan(0);
    expect(same).toBeLessThan(41);
  });

  it('leaves out what does not decode', async () => {
    expect(await fingerprintCapture(Buffer.from('not a photo'))).toBeNull();
  });
});
