// What identifies a capture again (decision 063): the hash of its bytes, and a
// 32×32 grey thumbnail of its decoded pixels. A copy (another JPEG quality, PNG,
// metadata changed) only adds coding noise to the thumbnail. A new capture of
// the same still customer changes it in ways coding never does: the exposure
// moves the whole image's level, a sway moves the scene, a blink or a look
// changes part of it. So two thumbnails are one capture when the best fit of
// the second as "the first, brighter and moved" needs neither, and leaves
// little over. Sensor noise alone does not tell captures apart: averaged over a
// thumbnail's pixel it is as small as coding noise (the decision's limits).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { captureThumbnail } from '../../face-engine/capture-thumbnail';

/**
 * The marks of `captureChange` at or under which two thumbnails are one
 * capture, read from the tuning part of `npm run bench:replay` (decision 063):
 * the exposure and the shift each between the largest a copy reached and the
 * smallest a new capture did, the residue above every copy's.
 */
export const REPLAY_MARKS = {
  /** Change of the mean level, as a fraction of it (copies ≤ 0.0059, 1 % brighter ≥ 0.0072). */
  exposure: 0.0065,
  /** Translation of the scene, as a fraction of the image's side (copies ≤ 0.00017, 1 px ≥ 0.00056). */
  shift: 0.0003,
  /** RMS grey levels the fit leaves over: half again over the copies' largest (0.56). */
  residue: 0.84,
} as const;

/** Below this mean level the exposure is judged in grey levels, not as a fraction. */
const DARK_LEVEL = 16;

export interface CaptureFingerprint {
  sha256: string;
  /** Mean grey level of the thumbnail (a cheap first filter: see `exposureWindow`). */
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
    return fingerprintOf(bytes, await captureThumbnail({ ...info, data }));
  } catch {
    return null;
  }
}

/**
 * The fingerprint of `bytes` whose thumbnail was taken already: by the engine
 * from the pixels it analysed (`AnalyseOptions.thumbnails`), the same as
 * `fingerprintCapture`'s when its decode kept the full size.
 */
export function fingerprintOf(bytes: Uint8Array, thumb: Uint8Array): CaptureFingerprint {
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    mean: meanOf(thumb),
    thumb: new Uint8Array(thumb),
  };
}

function meanOf(levels: Uint8Array): number {
  let sum = 0;
  for (const level of levels) sum += level;
  return sum / levels.length;
}

/**
 * Mean levels wide enough to hold every thumbnail that may be the same capture
 * as one of `mean` (twice the mark: the mark divides by the earlier one's mean).
 */
export function exposureWindow(mean: number): { low: number; high: number } {
  const reach = 2 * REPLAY_MARKS.exposure * Math.max(mean, DARK_LEVEL);
  return { low: mean - reach, high: mean + reach };
}

export interface CaptureChange {
  /** |Δ mean level| / mean level. */
  exposure: number;
  /** The scene's translation from `before` to `after`, as a fraction of the side. */
  shift: number;
  /** RMS grey levels of the difference the fit leaves over. */
  residue: number;
}

/**
 * How `after` differs from `before`: the least-squares fit, over the inner
 * pixels, of after − before = offset + gain·(before − mean) + dx·∂x + dy·∂y
 * (a brighter, moved `before`; the gradients by central differences).
 */
export function captureChange(
  before: CaptureFingerprint,
  after: CaptureFingerprint,
): CaptureChange {
  const side = Math.round(Math.sqrt(before.thumb.length));
  const a = before.thumb;
  const b = after.thumb;
  if (b.length !== a.length || side * side !== a.length) {
    return { exposure: Number.POSITIVE_INFINITY, shift: 0, residue: 0 };
  }
  const rows: number[][] = [];
  for (let y = 1; y < side - 1; y += 1) {
    for (let x = 1; x < side - 1; x += 1) {
      const i = y * side + x;
      rows.push([
        1,
        a[i]! - before.mean,
        (a[i + 1]! - a[i - 1]!) / 2,
        (a[i + side]! - a[i - side]!) / 2,
        b[i]! - a[i]!,
      ]);
    }
  }
  const [offset = 0, gain = 0, dx = 0, dy = 0] = leastSquares(rows, 4);
  let squares = 0;
  for (const row of rows) {
    const fitted = offset + gain * row[1]! + dx * row[2]! + dy * row[3]!;
    squares += (row[4]! - fitted) ** 2;
  }
  return {
    exposure: exposureChange(before, after),
    shift: Math.hypot(dx, dy) / side,
    residue: Math.sqrt(squares / rows.length),
  };
}

/** Solves the normal equations of rows [x₀ … xₙ₋₁, y] (Gauss–Jordan, partial pivoting). */
function leastSquares(rows: readonly number[][], n: number): number[] {
  const m = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (const row of rows) {
    for (let p = 0; p < n; p += 1) {
      for (let q = 0; q < n; q += 1) m[p]![q]! += row[p]! * row[q]!;
      m[p]![n]! += row[p]! * row[n]!;
    }
  }
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    // A flat thumbnail has no gradient: its shift is no evidence either way.
    if (Math.abs(m[c]![c]!) < 1e-9) continue;
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const factor = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k += 1) m[r]![k]! -= factor * m[c]![k]!;
    }
  }
  return m.map((row, p) => (Math.abs(row[p]!) < 1e-9 ? 0 : row[n]! / row[p]!));
}

/** |Δ mean level| / mean level: the exposure part of `captureChange`, from the means alone. */
function exposureChange(before: CaptureFingerprint, after: CaptureFingerprint): number {
  return Math.abs(after.mean - before.mean) / Math.max(before.mean, DARK_LEVEL);
}

/** Whether `after` is `before` again: the same bytes, or no change a camera makes. */
export function sameCapture(before: CaptureFingerprint, after: CaptureFingerprint): boolean {
  if (before.sha256 === after.sha256) return true;
  // The fit costs the event loop ~0.1 ms a pair, and a till's or a customer's
  // three days of captures are compared with each of a payment's five images:
  // the means alone tell most pairs apart (decision 085).
  if (exposureChange(before, after) > REPLAY_MARKS.exposure) return false;
  const change = captureChange(before, after);
  return (
    change.exposure <= REPLAY_MARKS.exposure &&
    change.shift <= REPLAY_MARKS.shift &&
    change.residue <= REPLAY_MARKS.residue
  );
}
