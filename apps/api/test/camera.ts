// A photo taken again as a till's camera takes it (decision 063): new sensor
// noise in every capture, and as asked a scene moved by whole pixels and an
// exposure a little brighter or darker. Repeatable: the same seed gives the
// same bytes.
import sharp from 'sharp';

export interface CameraCapture {
  /** Picks the noise: the same seed, the same capture. */
  seed: number;
  /** Sensor noise, in grey levels (2 unless told). */
  sigma?: number;
  /** The exposure as a factor of the scene's levels (1 unless told). */
  gain?: number;
  /** Pixels the scene moves to the right and down. */
  dx?: number;
  dy?: number;
}

/** A repeatable pseudo-random source in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `photo` (any format sharp reads) captured again: a JPEG at quality 90, as the till sends it. */
export async function cameraCapture(photo: Buffer, capture: CameraCapture): Promise<Buffer> {
  const { seed, sigma = 2, gain = 1, dx = 0, dy = 0 } = capture;
  const next = random(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const { data, info } = await sharp(photo)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < info.height; y += 1) {
    const from = Math.min(info.height - 1, Math.max(0, y - dy));
    for (let x = 0; x < info.width; x += 1) {
      const at = (from * info.width + Math.min(info.width - 1, Math.max(0, x - dx))) * 3;
      for (let c = 0; c < 3; c += 1) {
        const level = data[at + c]! * gain + gauss() * sigma;
        out[(y * info.width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(level)));
      }
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
