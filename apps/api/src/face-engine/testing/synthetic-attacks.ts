// Presentation attacks made from bona fide photos, for tuning and checking the
// liveness models (issue 28, decision 059). Re-photographed prints are out of
// reach here, so each attack imitates what a camera sees when a picture is held
// up to it: the medium's own marks (a screen's pixel grid and the moiré it makes
// with the camera's, a print's halftone dots or paper, the narrower range of a
// reflected picture, banding, a small picture blown up), then the picture itself
// framed by its border (a phone's bezel, a sheet's white margin) before a
// background, slightly turned, and captured again (defocus, sensor noise, JPEG).
// Deterministic: the same photo, kind and seed give the same bytes.
import sharp from 'sharp';
import { decodeImage, type RgbImage } from '../decode';

export const attackKinds = [
  /** An LCD showing the photo: RGB sub-pixel stripes, a black matrix, moiré, a bluish cast. */
  'screen',
  /** A colour print on paper: lifted blacks, dull whites, a warm cast, paper mottle and grain. */
  'print',
  /** A magazine-like print: rotated CMYK halftone screens. */
  'halftone',
  /** A glossy print or a screen under a lamp: veiling glare and a specular highlight. */
  'gloss',
  /** A small copy blown up for display (a thumbnail re-sampled), compressed twice. */
  'resample',
  /** A cheap display: colours quantised to a few levels per channel (banding). */
  'banding',
] as const;
export type AttackKind = (typeof attackKinds)[number];

/** Floats 0..255, RGB interleaved. */
interface Canvas {
  data: Float32Array;
  width: number;
  height: number;
}

/** mulberry32: a small seeded generator, so that every attack can be made again. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

/** Smooth noise in -1..1 with features about `cell` pixels wide (bilinear value noise). */
function valueNoise(random: () => number, width: number, height: number, cell: number) {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => random() * 2 - 1);
  return (x: number, y: number) => {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const at = (i: number, j: number) => grid[j * gw + i]!;
    const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
    const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  };
}

function toCanvas(image: RgbImage): Canvas {
  return { data: Float32Array.from(image.data), width: image.width, height: image.height };
}

function blank(width: number, height: number): Canvas {
  return { data: new Float32Array(width * height * 3), width, height };
}

/** Bilinear read of channel `ch` at (x, y), clamped to the edges. */
function sample(canvas: Canvas, x: number, y: number, ch: number): number {
  const { width, height, data } = canvas;
  const cx = Math.min(Math.max(x, 0), width - 1.001);
  const cy = Math.min(Math.max(y, 0), height - 1.001);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i = (y0 * width + x0) * 3 + ch;
  const j = i + width * 3;
  const top = data[i]! * (1 - fx) + data[i + 3]! * fx;
  const bottom = data[j]! * (1 - fx) + data[j + 3]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Area-average shrink by an integer factor (a display's or a thumbnail's coarser pixels). */
function shrink(canvas: Canvas, factor: number): Canvas {
  const width = Math.max(2, Math.floor(canvas.width / factor));
  const height = Math.max(2, Math.floor(canvas.height / factor));
  const out = blank(width, height);
  const n = factor * factor;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      for (let ch = 0; ch < 3; ch += 1) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy += 1)
          for (let dx = 0; dx < factor; dx += 1)
            sum += canvas.data[((y * factor + dy) * canvas.width + x * factor + dx) * 3 + ch]!;
        out.data[(y * width + x) * 3 + ch] = sum / n;
      }
  return out;
}

/** A separable Gaussian blur (the recapturing camera's defocus, a printer's ink spread). */
function blur(canvas: Canvas, sigma: number): Canvas {
  const radius = Math.ceil(sigma * 2.5);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((a, b) => a + b, 0);
  const weights = kernel.map((k) => k / total);
  const pass = (src: Canvas, horizontal: boolean): Canvas => {
    const out = blank(src.width, src.height);
    for (let y = 0; y < src.height; y += 1)
      for (let x = 0; x < src.width; x += 1)
        for (let ch = 0; ch < 3; ch += 1) {
          let sum = 0;
          for (let k = -radius; k <= radius; k += 1) {
            const sx = horizontal ? Math.min(Math.max(x + k, 0), src.width - 1) : x;
            const sy = horizontal ? y : Math.min(Math.max(y + k, 0), src.height - 1);
            sum += src.data[(sy * src.width + sx) * 3 + ch]! * weights[k + radius]!;
          }
          out.data[(y * src.width + x) * 3 + ch] = sum;
        }
    return out;
  };
  return pass(pass(canvas, true), false);
}

/** Every value through `f(value, channel, x, y)`. */
function map(canvas: Canvas, f: (v: number, ch: number, x: number, y: number) => number): Canvas {
  const out = blank(canvas.width, canvas.height);
  for (let y = 0, i = 0; y < canvas.height; y += 1)
    for (let x = 0; x < canvas.width; x += 1)
      for (let ch = 0; ch < 3; ch += 1, i += 1) out.data[i] = f(canvas.data[i]!, ch, x, y);
  return out;
}

/**
 * An LCD showing the photo, seen by a camera: each display pixel lit as three
 * vertical R, G, B stripes with a dark matrix between rows, its pitch not a
 * whole number of camera pixels and slightly turned, so the two grids beat
 * (moiré). Emitted light is bluish and its blacks are grey.
 */
function screen(photo: Canvas, random: () => number): Canvas {
  const pitch = between(random, 2.3, 3.4);
  const angle = between(random, -0.06, 0.06);
  const display = shrink(photo, 2);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const gap = between(random, 0.15, 0.3);
  const tint = [0.92, 0.98, 1.08];
  const lift = between(random, 12, 28);
  return map(photo, (_, ch, x, y) => {
    // Which display pixel (column, row) this camera pixel sees, and where in it.
    const column = (cos * x - sin * y) / pitch;
    const row = (sin * x + cos * y) / pitch;
    const across = column - Math.floor(column);
    const down = row - Math.floor(row);
    // Lit only on this channel's stripe and off in the matrix; its mean over a
    // display pixel is 1, so the picture keeps its brightness.
    const lit = Math.floor(across * 3) === ch && down > gap ? 3 / (1 - gap) : 0;
    const content = sample(display, x / 2, y / 2, ch);
    return lift + content * (0.55 * lit + 0.45) * tint[ch]! * (1 - lift / 255) * 0.9;
  });
}

/** A colour print: the range a reflected picture keeps, a warm cast, paper mottle and grain. */
function print(photo: Canvas, random: () => number): Canvas {
  const black = between(random, 18, 40);
  const white = between(random, 215, 240);
  const mottle = valueNoise(random, photo.width, photo.height, between(random, 24, 60));
  const grain = valueNoise(random, photo.width, photo.height, 1.5);
  const cast = [1.02, 1, 0.9];
  const inked = blur(photo, between(random, 0.6, 1.2));
  return map(inked, (v, ch, x, y) => {
    const paper = 1 + 0.04 * mottle(x, y) + 0.035 * grain(x, y);
    return (black + (v / 255) * (white - black)) * cast[ch]! * paper;
  });
}

/** A halftone print: CMYK dots on rotated screens (15°, 75°, 0°, 45°) on off-white paper. */
function halftone(photo: Canvas, random: () => number): Canvas {
  const cell = between(random, 3.5, 6);
  const angles = [15, 75, 0, 45].map((d) => (d * Math.PI) / 180);
  const paper = [244, 240, 228];
  return map(photo, (_, ch, x, y) => {
    const [r, g, b] = [0, 1, 2].map((c) => sample(photo, x, y, c) / 255) as [
      number,
      number,
      number,
    ];
    const k = 1 - Math.max(r, g, b);
    const rest = 1 - k + 1e-6;
    const inks = [(1 - r - k) / rest, (1 - g - k) / rest, (1 - b - k) / rest, k];
    // Each ink is a round dot whose area is its coverage, in its own rotated cell.
    const covered = angles.map((a, i) => {
      const u = (Math.cos(a) * x + Math.sin(a) * y) / cell;
      const w = (-Math.sin(a) * x + Math.cos(a) * y) / cell;
      return Math.hypot(u - Math.round(u), w - Math.round(w)) < Math.sqrt(inks[i]! / Math.PI)
        ? 1
        : 0;
    });
    // Cyan absorbs red, magenta green, yellow blue; black absorbs all.
    const absorbed = covered[ch]! * 0.85 + covered[3]! * 0.9;
    return paper[ch]! * Math.max(0, 1 - absorbed);
  });
}

/** A glossy surface under a lamp: veiling glare over all, a soft specular highlight on part. */
function gloss(photo: Canvas, random: () => number): Canvas {
  const veil = between(random, 25, 55);
  const cx = between(random, 0.2, 0.8) * photo.width;
  const cy = between(random, 0.15, 0.6) * photo.height;
  const rx = between(random, 0.15, 0.3) * photo.width;
  const ry = between(random, 0.1, 0.25) * photo.height;
  const strength = between(random, 0.35, 0.6);
  return map(photo, (v, _, x, y) => {
    const highlight = strength * Math.exp(-(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2));
    const veiled = veil + v * (1 - veil / 255) * 0.92;
    return veiled * (1 - highlight) + 255 * highlight;
  });
}

/** A thumbnail blown up for display: a copy 3 to 5 times smaller, compressed, enlarged again. */
async function resample(photo: Canvas, random: () => number): Promise<Canvas> {
  const small = shrink(photo, Math.round(between(random, 3, 5)));
  // Decoded with sharp itself: a thumbnail may be under the engine's smallest photo.
  const { data, info } = await sharp(await jpeg(small, 35))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const compressed = { data: Float32Array.from(data), width: info.width, height: info.height };
  const step = compressed.width / photo.width;
  return map(photo, (_, ch, x, y) => sample(compressed, x * step, y * step, ch));
}

/** A cheap display: a few levels per channel, no dithering, so smooth shading bands. */
function banding(photo: Canvas, random: () => number): Canvas {
  const step = 255 / (Math.round(between(random, 10, 18)) - 1);
  return map(photo, (v) => Math.round(v / step) * step * 0.94 + 8);
}

/**
 * The picture held up to the camera: shrunk into the frame, slightly turned,
 * with its border (a phone's black bezel or a sheet's white margin) before a
 * dim, blurred room; then the camera's own defocus and noise.
 */
function recapture(picture: Canvas, kind: AttackKind, random: () => number): Canvas {
  const { width, height } = picture;
  const scale = between(random, 0.82, 0.94);
  const angle = between(random, -0.05, 0.05);
  const border = between(random, 0.025, 0.05) * Math.min(width, height);
  const borderColour = kind === 'screen' || kind === 'banding' ? [14, 14, 16] : [236, 234, 226];
  const room = blur(shrink(picture, 8), 2);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const cx = width / 2 + between(random, -0.04, 0.04) * width;
  const cy = height / 2;
  const noise = seeded(Math.floor(random() * 2 ** 32));
  const sigma = between(random, 1.5, 4);
  const framed = map(picture, (_, ch, x, y) => {
    // Where this camera pixel falls on the held picture, in the picture's pixels.
    const px = (cos * (x - cx) + sin * (y - cy)) / scale + width / 2;
    const py = (-sin * (x - cx) + cos * (y - cy)) / scale + height / 2;
    if (px >= 0 && py >= 0 && px <= width - 1 && py <= height - 1)
      return sample(picture, px, py, ch);
    const onBorder =
      px >= -border && py >= -border && px <= width - 1 + border && py <= height - 1 + border;
    if (onBorder) return borderColour[ch]!;
    return sample(room, (x / width) * room.width, (y / height) * room.height, ch) * 0.55;
  });
  const defocused = blur(framed, between(random, 0.4, 0.9));
  return map(defocused, (v) => v + (noise() + noise() + noise() - 1.5) * sigma);
}

function jpeg(canvas: Canvas, quality: number): Promise<Buffer> {
  const bytes = Uint8Array.from(canvas.data, (v) => Math.min(255, Math.max(0, Math.round(v))));
  return sharp(Buffer.from(bytes), {
    raw: { width: canvas.width, height: canvas.height, channels: 3 },
  })
    .jpeg({ quality })
    .toBuffer();
}

const media: Record<AttackKind, (photo: Canvas, random: () => number) => Canvas | Promise<Canvas>> =
  { screen, print, halftone, gloss, resample, banding };

/** `photo` (JPEG, PNG or WebP bytes) presented to a camera as the given kind of attack, as JPEG. */
export async function syntheticAttack(
  photo: Uint8Array,
  kind: AttackKind,
  seed = 1,
): Promise<Buffer> {
  const random = seeded(seed * 7919 + attackKinds.indexOf(kind));
  const picture = await media[kind](toCanvas(await decodeImage(photo)), random);
  return jpeg(recapture(picture, kind, random), Math.round(between(random, 80, 92)));
}

/**
 * The bona fide counterpart: the same photo as a webcam at a till would take
 * it (a smaller frame, 480 to 720 px on its shorter side, slight defocus,
 * sensor noise, a white balance off by a little, JPEG), so that honest faces
 * of webcam quality weigh in the marks as much as sharp portraits do.
 */
export async function honestCapture(photo: Uint8Array, seed = 1): Promise<Buffer> {
  const random = seeded(seed * 104_729 + 17);
  const source = await decodeImage(photo);
  const side = Math.round(between(random, 480, 720));
  const factor = side / Math.min(source.width, source.height);
  const { data, info } = await sharp(Buffer.from(source.data), {
    raw: { width: source.width, height: source.height, channels: 3 },
  })
    .resize(Math.round(source.width * factor), Math.round(source.height * factor))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const frame = { data: Float32Array.from(data), width: info.width, height: info.height };
  const balance = [between(random, 0.94, 1.06), 1, between(random, 0.94, 1.06)];
  const noise = seeded(Math.floor(random() * 2 ** 32));
  const sigma = between(random, 2, 5);
  const defocused = blur(frame, between(random, 0.3, 0.8));
  const captured = map(
    defocused,
    (v, ch) => v * balance[ch]! + (noise() + noise() + noise() - 1.5) * sigma,
  );
  return jpeg(captured, Math.round(between(random, 70, 85)));
}
