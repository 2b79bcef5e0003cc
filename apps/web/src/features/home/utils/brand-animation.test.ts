// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOW_TO_SLIDES } from './how-to-slides';
import { recolourAnimation } from './brand-animation';

const ROSTO_GREEN = [0.043, 0.431, 0.31, 1];
/** Mercado Azul's primary, #0B3D91. */
const BLUE = [11, 61, 145] as const;

/** Every static colour in Lottie data, as `r,g,b`. */
function colorsOf(data: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const { c } = node as { c?: { a?: number; k?: number[] } };
    if (c?.a === 0 && Array.isArray(c.k)) found.push(c.k.slice(0, 3).join(','));
    Object.values(node).forEach(walk);
  };
  walk(data);
  return found;
}

const animation = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../../public/home/${name}.json`, import.meta.url), 'utf8'),
  );

describe('the how-to animations under a partner', () => {
  it("draws Rosto's green in the partner's primary and its tints as tints of it", () => {
    const data = {
      layers: [
        { shapes: [{ ty: 'fl', c: { a: 0, k: ROSTO_GREEN } }] },
        { shapes: [{ ty: 'st', c: { a: 0, k: [0.863, 0.922, 0.894, 1] } }] },
        // Not a brand colour: the dark lines and the card's gold stay.
        { shapes: [{ ty: 'st', c: { a: 0, k: [0.075, 0.125, 0.106, 1] } }] },
        { shapes: [{ ty: 'fl', c: { a: 0, k: [0.851, 0.643, 0.255, 1] } }] },
      ],
    };
    const recoloured = recolourAnimation(data, BLUE);
    expect(colorsOf(recoloured)).toEqual([
      '0.043,0.239,0.569',
      // 15 % of the primary, the rest white.
      '0.856,0.886,0.935',
      '0.075,0.125,0.106',
      '0.851,0.643,0.255',
    ]);
    // A copy: Rosto's data is left as drawn.
    expect(data.layers[0]?.shapes[0]?.c.k).toEqual(ROSTO_GREEN);
  });

  it.each(HOW_TO_SLIDES.map((slide) => slide.animation))(
    '%s: keeps no Rosto green under a partner',
    (name) => {
      const rosto = animation(name);
      expect(colorsOf(rosto)).toContain('0.043,0.431,0.31');
      const partner = colorsOf(recolourAnimation(rosto, BLUE));
      for (const green of ['0.043,0.431,0.31', '0.863,0.922,0.894', '0.624,0.702,0.667']) {
        expect(partner).not.toContain(green);
      }
      expect(partner).toContain('0.043,0.239,0.569');
    },
  );
});
