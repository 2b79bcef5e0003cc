// @vitest-environment node
// The store card's icon files (public/authorizers/place-*.svg) are neutral:
// a shop's card is not Rosto's, so its mark must not wear Rosto green on a
// partner's page (issue 29, decision 075).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROSTO_GREEN = '#0b6e4f';
const icon = (variant: string) =>
  readFileSync(
    new URL(`../../../../../public/authorizers/place-${variant}.svg`, import.meta.url),
    'utf8',
  );
const colours = (svg: string) =>
  [...svg.matchAll(/#[0-9a-f]{6}\b/giu)].map((m) => m[0].toLowerCase());

/** True for a grey: its red, green and blue no more than 16 apart. */
function isGrey(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  return Math.max(r, g, b) - Math.min(r, g, b) <= 16;
}

describe('store card icons', () => {
  it.each(['single', 'flat', 'mono', 'disabled'])(
    'place-%s.svg is drawn in greys only',
    (variant) => {
      const found = colours(icon(variant));
      expect(found.length).toBeGreaterThan(0);
      expect(found).not.toContain(ROSTO_GREEN);
      for (const colour of found) expect(isGrey(colour), colour).toBe(true);
    },
  );
});
