// The Lottie player, loaded only when the how-to slides show: the light build
// (SVG only, no expressions) in a chunk of its own, never in the home's.
import type { LottiePlayer } from 'lottie-web';

let player: Promise<LottiePlayer> | undefined;

/** The player, imported once for every slide; a failed import is tried again next time. */
export function loadLottie(): Promise<LottiePlayer> {
  player ??= import('lottie-web/build/player/lottie_light').then(
    (module) => module.default,
    (error: unknown) => {
      player = undefined;
      throw error;
    },
  );
  return player;
}

/** The slide animations in public/home/, served as they are. */
export const animationUrl = (name: string) => `${import.meta.env.BASE_URL}home/${name}.json`;

export function prefersReducedMotion(): boolean {
  // jsdom and old WebViews have no matchMedia: play, as most browsers would.
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
