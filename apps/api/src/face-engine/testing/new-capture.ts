// One photo as a camera gives the same still customer again and again: never
// the same image twice (decision 063 refuses a capture sent before). The k-th
// capture is the photo a few pixels over and a little brighter or darker, as
// a customer sways and the camera's exposure follows; k = 0 is the photo as it is.
import sharp from 'sharp';

const EXPOSURE_STEPS = [0, 3, -3, 6, -6];
/** Pixels the scene moves per round of exposure steps. */
const SWAY_PX = 4;

/** The `k`-th new capture of `photo` (JPEG). */
export async function asNewCapture(photo: Buffer, k: number): Promise<Buffer> {
  if (k === 0) return photo;
  const { data, info } = await sharp(photo).rotate().removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const sway = Math.min(SWAY_PX * Math.floor(k / EXPOSURE_STEPS.length), info.width / 4);
  return sharp(data, { raw: info })
    .linear(1, EXPOSURE_STEPS[k % EXPOSURE_STEPS.length] ?? 0)
    .extract({ left: sway, top: 0, width: info.width - sway, height: info.height })
    .jpeg({ quality: 95 })
    .toBuffer();
}
