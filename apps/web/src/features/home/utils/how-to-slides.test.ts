// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOW_TO_SLIDES, SWIPE_MIN_PX, slideForKey, stepSlide, swipeStep } from './how-to-slides';

describe('how-to slides', () => {
  it("has the spec's 6 slides, each with its own texts", () => {
    expect(HOW_TO_SLIDES).toHaveLength(6);
    expect(new Set(HOW_TO_SLIDES.map((slide) => slide.key)).size).toBe(6);
  });

  it('steps one slide and stops at either end', () => {
    expect(stepSlide(0, 1, 6)).toBe(1);
    expect(stepSlide(0, -1, 6)).toBe(0);
    expect(stepSlide(5, 1, 6)).toBe(5);
    expect(stepSlide(5, -1, 6)).toBe(4);
  });

  it('maps the arrow keys, Home and End, and leaves other keys alone', () => {
    expect(slideForKey('ArrowRight', 2, 6)).toBe(3);
    expect(slideForKey('ArrowLeft', 2, 6)).toBe(1);
    expect(slideForKey('Home', 4, 6)).toBe(0);
    expect(slideForKey('End', 1, 6)).toBe(5);
    expect(slideForKey('Enter', 1, 6)).toBeNull();
  });

  it('reads a long horizontal swipe as a step, a tap or a vertical scroll as none', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX + 10, 5)).toBe(-1);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
  });
});
