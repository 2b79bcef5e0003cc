// The how-to slides' animations (public/home/*.json) are drawn in Rosto's
// green. Under a partner's brand each of those greens becomes the same shade
// of the partner's primary colour, as the rest of the page does through
// --color-primary (lib/partner-theme.ts); the dark lines, white and the
// card's gold chip stay as drawn.

type Rgb = readonly [number, number, number];

/**
 * Rosto's colours in the animations (Lottie's 0-1 channels) and how much of
 * the primary each is, the rest white: #0b6e4f is --color-primary itself,
 * #dcebe4 a soft tint of it, #9fb3aa a muted line.
 */
const BRAND_SHADES: readonly { rgb: Rgb; share: number }[] = [
  { rgb: [0.043, 0.431, 0.31], share: 1 },
  { rgb: [0.863, 0.922, 0.894], share: 0.15 },
  { rgb: [0.624, 0.702, 0.667], share: 0.45 },
];

const sameColor = (a: readonly number[], b: Rgb) =>
  b.every((channel, i) => Math.abs((a[i] ?? -1) - channel) < 0.002);

const isColorArray = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.length === 4 &&
  value.every((channel) => typeof channel === 'number');

/** The shade of `primary` (0-255 channels) for a Rosto colour, or null for one that is not a brand colour. */
function shadeFor(color: readonly number[], primary: Rgb): number[] | null {
  const shade = BRAND_SHADES.find(({ rgb }) => sameColor(color, rgb));
  if (!shade) return null;
  const mixed = primary.map((channel) => {
    const value = (shade.share * channel + (1 - shade.share) * 255) / 255;
    return Math.round(value * 1000) / 1000;
  });
  return [...mixed, color[3] ?? 1];
}

/**
 * A copy of Lottie `data` with Rosto's brand colours in the partner's
 * `primary` (0-255 channels): every static colour (`"c": { "a": 0, "k": [r, g, b, a] }`)
 * of a fill, stroke or anything else.
 */
export function recolourAnimation<T>(data: T, primary: Rgb): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) copy[key] = walk(value);
    const color = copy.c as { a?: unknown; k?: unknown } | undefined;
    if (color && color.a === 0 && isColorArray(color.k)) {
      const shade = shadeFor(color.k, primary);
      if (shade) copy.c = { ...color, k: shade };
    }
    return copy;
  };
  return walk(data) as T;
}
