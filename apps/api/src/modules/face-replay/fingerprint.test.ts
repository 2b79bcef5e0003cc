// The near-exact measure (decision 063): re-encodings of one image are the same
// capture, a capture a few pixels over or a little brighter is not.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { asNewCapture } from '../../face-engine/testing/new-capture';
import { readSharedFace, skipWithoutSharedFaces } from '../../face-engine/testing/shared-faces';
import { fingerprintCapture, sameCapture } from './fingerprint';

describe.skipIf(skipWithoutSharedFaces)('capture fingerprints', () => {
  const print = async (bytes: Buffer) => (await fingerprintCapture(bytes))!;

  it('finds the same image in other encodings, and not in new captures', async () => {
    const photo = readSharedFace('stock-emotions-a-1.jpg');
    const original = await print(photo);
    for (const copy of [
      await sharp(photo).jpeg({ quality: 75 }).toBuffer(),
      await sharp(photo).png().toBuffer(),
      await sharp(photo)
        .withMetadata({ exif: { IFD0: { Copyright: 'x' } } })
        .jpeg()
        .toBuffer(),
    ]) {
      expect(sameCapture(original, await print(copy))).toBe(true);
    }
    for (const k of [1, 2, 5, 7]) {
      expect(sameCapture(original, await print(await asNewCapture(photo, k)))).toBe(false);
    }
  });

  it('leaves out what does not decode', async () => {
    expect(await fingerprintCapture(Buffer.from('not a photo'))).toBeNull();
  });
});
