// Face photos as a reviewer sees them in the console (issue 26): opened for
// the one answer that shows them and never kept open, re-encoded upright as a
// JPEG no larger than the console shows it. Re-encoding also leaves the
// camera's metadata (its place, its owner's device) behind.
import sharp from 'sharp';
import { openFrames, openImage } from './image-crypto';

/** Longest side of a photo in the console: a face fills a card at 1280×800. */
const REVIEW_PHOTO_PX = 800;

async function jpegDataUrl(photo: Uint8Array): Promise<string> {
  const jpeg = await sharp(photo)
    .rotate()
    .resize(REVIEW_PHOTO_PX, REVIEW_PHOTO_PX, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** A sealed photo as a `data:image/jpeg;base64,…` URL. */
export function reviewPhoto(key: Buffer, sealed: Uint8Array): Promise<string> {
  return jpegDataUrl(openImage(key, sealed));
}

/** Sealed burst frames (image-crypto.ts `sealFrames`) as data URLs, in their order. */
export function reviewFrames(key: Buffer, sealed: Uint8Array): Promise<string[]> {
  return Promise.all(openFrames(key, sealed).map(jpegDataUrl));
}
