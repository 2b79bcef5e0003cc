// What identifies a capture again (decision 063): the hash of its bytes, and a
// 32×32 grey thumbnail of its decoded pixels that a re-encoding (another JPEG
// quality, PNG, metadata stripped) barely changes, while a new capture of the
// same person (who sways, breathes, blinks) moves by a pixel or more.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const REPLAY_THUMB_SIDE = 32;
/**
 * Mean absolute difference of two thumbnails (grey levels) at or under which
 * they are the same image: between the largest difference of a copy (JPEG
 * quality 60–95, other metadata: 0.416) and the smallest of a new capture
 * (moved 1–3 px, camera noise: 0.500) on the tuning half of the shared photos
 * (`npm run bench:replay`, decision 063).
 */
export const REPLAY_MAX_DIFFERENCE = 0.45;

export interface CaptureFingerprint {
  sha256: string;
  /** Mean grey level of the thumbnail (a cheap first filter: |Δmean| ≤ the difference). */
  mean: number;
  thumb: Uint8Array;
}

/**
 * The fingerprint of one photo or frame; null when it does not decode (the
 * engine refuses it with its own code). The pixels are decoded in full before
 * the thumbnail is taken: libvips' shrink-on-load would make a JPEG's
 * thumbnail differ from the same pixels' as PNG.
 */
export async function fingerprintCapture(bytes: Uint8Array): Promise<CaptureFingerprint | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data, { raw: info })
      .greyscale()
      .resize(REPLAY_THUMB_SIDE, REPLAY_THUMB_SIDE, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer();
    let sum = 0;
    for (const level of thumb) sum += level;
    return {
      sha256: createHash('sha256').update(bytes).digest('hex'),
      mean: sum / thumb.length,
      thumb: new Uint8Array(thumb),
    };
  } catch {
    return null;
  }
}

/** Mean absolute difference of two thumbnails, in grey levels. */
export function thumbDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let total = 0;
  for (let i = 0; i < a.length; i += 1) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

export function sameCapture(a: CaptureFingerprint, b: CaptureFingerprint): boolean {
  return a.sha256 === b.sha256 || thumbDifference(a.thumb, b.thumb) <= REPLAY_MAX_DIFFERENCE;
}
