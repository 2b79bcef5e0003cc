// Turns uploaded bytes into upright RGB pixels, refusing what is not a photo we
// can use: another format (FACE_IMAGE_INVALID_TYPE), too many or too few bytes or
// pixels (FACE_IMAGE_INVALID_SIZE). libvips (sharp) decodes; EXIF orientation is
// applied, so a phone photo taken sideways is analysed upright.
import sharp, { type Metadata } from 'sharp';
import { FaceEngineError } from './types';

export const imageLimits = {
  /** A phone's full-resolution JPEG is 3-6 MB; the web app sends about 1280 px. */
  maxBytes: 8 * 1024 * 1024,
  /** Smallest side: below this a face cannot have enough detail. */
  minSide: 160,
  /** Largest side and pixel count accepted (a guard against decompression bombs). */
  maxSide: 8192,
  maxPixels: 40_000_000,
  /** Photos are analysed at most this large (longest side); detail beyond is not used. */
  workingSide: 1280,
} as const;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** RGB pixels, row by row, 3 bytes each. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The format from the first bytes (the declared content type is not trusted). */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** What `decodeImage` gives: the pixels, and whether they are the photo's own size. */
export interface DecodedImage extends RgbImage {
  /**
   * Not scaled down to `workingSide`: the pixels are then those of a plain
   * full decode (EXIF rotation, sRGB, no alpha), which the replay check's
   * thumbnail is taken of (capture-thumbnail.ts).
   */
  fullSize: boolean;
}

export async function decodeImage(bytes: Uint8Array): Promise<DecodedImage> {
  if (bytes.length === 0 || sniffFormat(bytes) === null) {
    throw new FaceEngineError('FACE_IMAGE_INVALID_TYPE', 'not a JPEG, PNG or WebP photo');
  }
  if (bytes.length > imageLimits.maxBytes) {
    throw new FaceEngineError('FACE_IMAGE_INVALID_SIZE', `${bytes.length} bytes`);
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new FaceEngineError('FACE_IMAGE_INVALID_TYPE', 'unreadable photo', { cause: error });
  }
  const { width = 0, height = 0 } = meta.autoOrient ?? meta;
  if (
    Math.min(width, height) < imageLimits.minSide ||
    Math.max(width, height) > imageLimits.maxSide ||
    width * height > imageLimits.maxPixels
  ) {
    throw new FaceEngineError('FACE_IMAGE_INVALID_SIZE', `${width}x${height} pixels`);
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: imageLimits.maxPixels,
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .resize({
        width: imageLimits.workingSide,
        height: imageLimits.workingSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels`);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      fullSize: info.width === width && info.height === height,
    };
  } catch (error) {
    throw new FaceEngineError('FACE_IMAGE_INVALID_TYPE', 'undecodable photo', { cause: error });
  }
}
