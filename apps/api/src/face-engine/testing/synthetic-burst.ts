// Bursts made from one still photo, for the liveness tests (decision 038): the
// photo moved as a flat plane, as a print or a screen turned, tilted, shifted
// and brought nearer before the camera (one homography per frame).
import sharp from 'sharp';
import { decodeImage, type RgbImage } from '../decode';

/** Where an output pixel reads the source. */
type SourceOf = (x: number, y: number) => [number, number];

function remap(src: RgbImage, source: SourceOf): RgbImage {
  const data = new Uint8Array(src.width * src.height * 3);
  for (let y = 0, o = 0; y < src.height; y += 1) {
    for (let x = 0; x < src.width; x += 1, o += 3) {
      const [sx, sy] = source(x, y);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= src.width || y0 + 1 >= src.height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = (y0 * src.width + x0) * 3;
      const j = i + src.width * 3;
      for (let ch = 0; ch < 3; ch += 1) {
        const top = src.data[i + ch]! * (1 - fx) + src.data[i + 3 + ch]! * fx;
        const bottom = src.data[j + ch]! * (1 - fx) + src.data[j + 3 + ch]! * fx;
        data[o + ch] = top * (1 - fy) + bottom * fy + 0.5;
      }
    }
  }
  return { data, width: src.width, height: src.height };
}

const jpeg = (image: RgbImage): Promise<Buffer> =>
  sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();

export interface PlaneMotion {
  /** Turn about the vertical axis through the image centre, degrees. */
  yawDeg?: number;
  /** Tilt about the horizontal axis, degrees. */
  pitchDeg?: number;
  /** Shift in pixels and scale about the centre, after the turn. */
  dx?: number;
  dy?: number;
  scale?: number;
}

/**
 * The homography of a flat picture turned by yaw and pitch before a pinhole
 * camera (focal length = the image width), then shifted and scaled: output
 * pixel to source pixel.
 */
function planeSource(width: number, height: number, motion: PlaneMotion): SourceOf {
  const { yawDeg = 0, pitchDeg = 0, dx = 0, dy = 0, scale = 1 } = motion;
  const f = width;
  const cx = width / 2;
  const cy = height / 2;
  const a = (yawDeg * Math.PI) / 180;
  const b = (pitchDeg * Math.PI) / 180;
  // R = Ry(a)·Rx(b); the source ray of an output ray is R^T times it.
  const [ca, sa, cb, sb] = [Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b)];
  const r = [
    [ca, sa * sb, sa * cb],
    [0, cb, -sb],
    [-sa, ca * sb, ca * cb],
  ];
  return (x, y) => {
    const ux = (x - cx - dx) / scale / f;
    const uy = (y - cy - dy) / scale / f;
    const X = r[0]![0]! * ux + r[1]![0]! * uy + r[2]![0]!;
    const Y = r[0]![1]! * ux + r[1]![1]! * uy + r[2]![1]!;
    const Z = r[0]![2]! * ux + r[1]![2]! * uy + r[2]![2]!;
    return [cx + (f * X) / Z, cy + (f * Y) / Z];
  };
}

/** Frames of `photo` moved as a flat plane, one per motion, as JPEG bytes. */
export async function flatBurst(photo: Uint8Array, motions: PlaneMotion[]): Promise<Buffer[]> {
  const image = await decodeImage(photo);
  return Promise.all(
    motions.map((motion) => jpeg(remap(image, planeSource(image.width, image.height, motion)))),
  );
}
