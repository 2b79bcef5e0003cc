// The how-to-use slides (docs/spec/wallet-checklist.md §2 Home, §9: 6 of them) and how the
// carousel moves: buttons and arrow keys step one slide and stop at the ends
// (a sequence of instructions has no "after the last"), Home/End jump, and a
// mostly horizontal swipe longer than SWIPE_MIN_PX steps one.

/** Each slide's texts are home.howTo.slides.<key>; its animation is /home/<animation>.json. */
export const HOW_TO_SLIDES = [
  { key: 'card', animation: 'card' },
  { key: 'terminal', animation: 'terminal' },
  { key: 'camera', animation: 'face-scan' },
  { key: 'confirm', animation: 'check' },
  { key: 'receipt', animation: 'payment-tick' },
  { key: 'help', animation: 'help' },
] as const;

export const SWIPE_MIN_PX = 40;

/** The slide `delta` away from `index`, kept within 0..count-1. */
export function stepSlide(index: number, delta: number, count: number): number {
  return Math.min(Math.max(index + delta, 0), count - 1);
}

/** The slide a key leads to, or null for a key the carousel leaves alone. */
export function slideForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return stepSlide(index, -1, count);
    case 'ArrowRight':
      return stepSlide(index, 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A pointer moved by (dx, dy): +1 for the next slide (a swipe to the left),
 * -1 for the previous, 0 for a tap or a mostly vertical move (a scroll).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
