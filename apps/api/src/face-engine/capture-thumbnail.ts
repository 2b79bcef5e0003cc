// The replay check's thumbnail (decision 063) of decoded pixels: the engine
// returns it with an analysis, since it holds the pixels already, and the
// replay module takes it of what it decodes itself. One function for both, so
// a thumbnail is the same bytes whichever side took it (decision 085).
import sharp from 'sharp';

const CAPTURE_THUMB_SIDE = 32;

/** Upright pixels, row by row, `channels` bytes each. */
interface DecodedPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** The 32×32 grey thumbnail of `pixels` (cubic, stretched to the square). */
export async function captureThumbnail(pixels: DecodedPixels): Promise<Uint8Array> {
  const { data, width, height, channels } = pixels;
  const thumb = await sharp(data, { raw: { width, height, channels } })
    .greyscale()
    .resize(CAPTURE_THUMB_SIDE, CAPTURE_THUMB_SIDE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Its own 1 KB: a worker's reply clones a view's whole buffer.
  return new Uint8Array(thumb);
}
