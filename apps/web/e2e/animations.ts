// Waiting for a screen to stop moving before it is judged or pictured: a dialog still
// popping in reads to axe as text of too little contrast, and pictures half-faded.
// Shared with the console's specs.
import type { Page } from '@playwright/test';

/** Resolves once no finite animation or transition runs (endless ones, a spinner, never end). */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}
