// Pixel work in plain typed arrays: a half-size pyramid so that big shrinks do
// not alias, and one bilinear affine sampler that serves every crop, resize and
// face alignment the models need.
import type { RgbImage } from './decode';

/** Maps an output pixel (x, y) to source coordinates: sx = a x + b y + c, sy = d x + e y + f. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/**
 * Halves an image by averaging 2x2 blocks. The three channels are written out
 * rather than looped over: V8 then keeps the loop in registers, about twice as
 * fast on a 1280 px photo (the largest single step of detection, issue 31).
 */
function halve(image: RgbImage): RgbImage {
  const width = image.width >> 1;
  const height = image.height >> 1;
  const src = image.data;
  const stride = image.width * 3;
  const data = new Uint8Array(width * height * 3);
  let out = 0;
  for (let y = 0; y < height; y += 1) {
    let i = 2 * y * stride;
    let j = i + stride;
    for (let x = 0; x < width; x += 1, i += 6, j += 6, out += 3) {
      data[out] = (src[i]! + src[i + 3]! + src[j]! + src[j + 3]! + 2) >> 2;
      data[out + 1] = (src[i + 1]! + src[i + 4]! + src[j + 1]! + src[j + 4]! + 2) >> 2;
      data[out + 2] = (src[i + 2]! + src[i + 5]! + src[j + 2]! + src[j + 5]! + 2) >> 2;
    }
  }
  return { data, width, height };
}

/** An image and its half-size copies, built lazily. */
export class Pyramid {
  private readonly levels: RgbImage[];

  constructor(readonly base: RgbImage) {
    this.levels = [base];
  }

  get width(): number {
    return this.base.width;
  }

  get height(): number {
    return this.base.height;
  }

  level(index: number): RgbImage {
    while (this.levels.length <= index) {
      const last = this.levels[this.levels.length - 1]!;
      if (last.width < 32 || last.height < 32) break;
      this.levels.push(halve(last));
    }
    return this.levels[Math.min(index, this.levels.length - 1)]!;
  }
}

/**
 * Samples an `width` x `height` RGB image through `map` (output -> base-image
 * coordinates, pixel centres at integers). Shrinks of more than 2x read a smaller
 * pyramid level. Outside the image reads black, as OpenCV's warpAffine does.
 */
export function warpAffine(
  pyramid: Pyramid,
  map: Affine,
  width: number,
  height: number,
): Uint8Array {
  const scale = Math.sqrt(Math.abs(map.a * map.e - map.b * map.d));
  const levelIndex = Math.max(0, Math.floor(Math.log2(Math.max(scale, 1))));
  const src = pyramid.level(levelIndex);
  const factor = pyramid.base.width / src.width;
  // Level coordinates: (base + 0.5) / factor - 0.5.
  const k = 1 / factor;
  const a = map.a * k;
  const b = map.b * k;
  const c = (map.c + 0.5) * k - 0.5;
  const d = map.d * k;
  const e = map.e * k;
  const f = (map.f + 0.5) * k - 0.5;
  return sampleAffine(src, { a, b, c, d, e, f }, width, height);
}

/**
 * Bilinear sampling of `src` through `map` with no smoothing first, as OpenCV's
 * `resize(INTER_LINEAR)` and TensorFlow's `resizeBilinear` do: the sampler for
 * models trained on such (aliased) shrinks. Outside the image reads black.
 */
export function sampleAffine(
  src: RgbImage,
  map: Affine,
  width: number,
  height: number,
): Uint8Array {
  const { a, b, c, d, e, f } = map;
  const out = new Uint8Array(width * height * 3);
  const sw = src.width;
  const sh = src.height;
  const data = src.data;
  let o = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1, o += 3) {
      const sx = a * x + b * y + c;
      const sy = d * x + e * y + f;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < -1 || y0 < -1 || x0 >= sw || y0 >= sh) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const w00 = (1 - fx) * (1 - fy);
      const w01 = fx * (1 - fy);
      const w10 = (1 - fx) * fy;
      const w11 = fx * fy;
      const inX0 = x0 >= 0;
      const inX1 = x0 + 1 < sw;
      const inY0 = y0 >= 0;
      const inY1 = y0 + 1 < sh;
      const i00 = (y0 * sw + x0) * 3;
      const i10 = i00 + sw * 3;
      if (inX0 && inX1 && inY0 && inY1) {
        // Inside the image (nearly every pixel): no bounds to check, the same sums.
        out[o] =
          w00 * data[i00]! + w01 * data[i00 + 3]! + w10 * data[i10]! + w11 * data[i10 + 3]! + 0.5;
        out[o + 1] =
          w00 * data[i00 + 1]! +
          w01 * data[i00 + 4]! +
          w10 * data[i10 + 1]! +
          w11 * data[i10 + 4]! +
          0.5;
        out[o + 2] =
          w00 * data[i00 + 2]! +
          w01 * data[i00 + 5]! +
          w10 * data[i10 + 2]! +
          w11 * data[i10 + 5]! +
          0.5;
        continue;
      }
      for (let ch = 0; ch < 3; ch += 1) {
        let v = 0;
        if (inY0) {
          if (inX0) v += w00 * data[i00 + ch]!;
          if (inX1) v += w01 * data[i00 + 3 + ch]!;
        }
        if (inY1) {
          if (inX0) v += w10 * data[i10 + ch]!;
          if (inX1) v += w11 * data[i10 + 3 + ch]!;
        }
        out[o + ch] = v + 0.5;
      }
    }
  }
  return out;
}

/** The map that resizes the base-image rectangle (x, y, w, h) to `width` x `height`. */
export function cropMap(
  x: number,
  y: number,
  w: number,
  h: number,
  width: number,
  height: number,
): Affine {
  const sx = w / width;
  const sy = h / height;
  return { a: sx, b: 0, c: x + 0.5 * sx - 0.5, d: 0, e: sy, f: y + 0.5 * sy - 0.5 };
}

/** RGB bytes to a planar (CHW) float tensor: (value - mean) / std. */
export function toPlanar(rgb: Uint8Array, pixels: number, mean: number, std: number): Float32Array {
  const out = new Float32Array(pixels * 3);
  const inv = 1 / std;
  for (let i = 0, p = 0; p < pixels; p += 1, i += 3) {
    out[p] = (rgb[i]! - mean) * inv;
    out[pixels + p] = (rgb[i + 1]! - mean) * inv;
    out[2 * pixels + p] = (rgb[i + 2]! - mean) * inv;
  }
  return out;
}

/** Luma (ITU-R BT.601) of RGB bytes, 0..255. */
export function toGrey(rgb: Uint8Array, pixels: number): Float32Array {
  const out = new Float32Array(pixels);
  for (let i = 0, p = 0; p < pixels; p += 1, i += 3) {
    out[p] = 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
  }
  return out;
}

/** Mirror an RGB image left to right. */
export function mirror(rgb: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(rgb.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 3;
    for (let x = 0; x < width; x += 1) {
      const from = row + x * 3;
      const to = row + (width - 1 - x) * 3;
      out[to] = rgb[from]!;
      out[to + 1] = rgb[from + 1]!;
      out[to + 2] = rgb[from + 2]!;
    }
  }
  return out;
}
